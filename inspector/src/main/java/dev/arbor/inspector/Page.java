// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.inspector;

import java.util.List;

/**
 * The page. Names reach it two ways, both escaped: in the HTML (the tree list, HTML-escaped) and
 * as JSON in a script block (JSON-escaped, with {@code <}, {@code >} and {@code &} as
 * {@code \\u} escapes); the script only ever puts them into the page through {@code textContent}.
 */
final class Page {
    private Page() {}

    static String html(List<String> trees, int trace) {
        StringBuilder list = new StringBuilder();
        StringBuilder json = new StringBuilder("[");
        for (String name : trees) {
            list.append("<li><a class=\"tree\" href=\"?tree=")
                    .append(Json.html(java.net.URLEncoder.encode(name,
                            java.nio.charset.StandardCharsets.UTF_8).replace("+", "%20")))
                    .append("\">").append(Json.html(name)).append("</a></li>\n");
            if (json.length() > 1) json.append(',');
            json.append(Json.string(name));
        }
        json.append(']');
        return TEMPLATE.replace("@LIST@", list).replace("@TREES@", json)
                .replace("@TRACE@", Integer.toString(trace));
    }

    private static final String TEMPLATE = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <title>Arbor inspector</title>
            <style>
            body { font-family: system-ui, sans-serif; margin: 0; display: flex; height: 100vh; }
            nav { width: 16em; padding: 1em; border-right: 1px solid #ddd; overflow: auto; }
            main { flex: 1; padding: 1em; overflow: auto; }
            #path { font-family: monospace; background: #f3f4f6; padding: .4em; min-height: 1.2em; }
            #trace { font-family: monospace; font-size: 12px; max-height: 14em; overflow: auto; }
            .legend span { padding: 0 .5em; margin-right: .5em; border-radius: 3px; }
            #status { color: #6b7280; }
            </style></head>
            <body>
            <nav><h3>Trees</h3><ul id="trees">
            @LIST@</ul>
            <div class="legend"><span style="background:#fde047">running</span><span style="background:#86efac">success</span>
            <span style="background:#fca5a5">failure</span><span style="background:#d1d5db">interrupted</span></div>
            </nav>
            <main>
            <h2 id="title">Choose a tree</h2>
            <div id="status"></div>
            <div>Running path: <div id="path"></div></div>
            <div id="diagram"></div>
            <h3>Last ticks</h3><ol id="trace" reversed></ol>
            </main>
            <script type="application/json" id="tree-names">@TREES@</script>
            <script src="/mermaid.min.js"></script>
            <script>
            const TRACE = @TRACE@;
            const COLOURS = { running: '#fde047', success: '#86efac', failure: '#fca5a5', interrupted: '#d1d5db' };
            const names = JSON.parse(document.getElementById('tree-names').textContent);
            const chosen = new URLSearchParams(location.search).get('tree');
            const nodes = new Map();
            const $ = id => document.getElementById(id);
            function paint(index, state) {
              const g = nodes.get(index);
              if (!g) return;
              for (const s of Object.keys(COLOURS)) g.classList.remove('arbor-' + s);
              g.classList.add('arbor-' + state);
              g.setAttribute('data-state', state);
              for (const shape of g.querySelectorAll('rect, polygon, path, circle, ellipse')) {
                if (shape.closest('.label')) continue;
                shape.style.setProperty('fill', COLOURS[state], 'important');
              }
            }
            async function show(name) {
              $('title').textContent = name;
              mermaid.initialize({ startOnLoad: false, securityLevel: 'strict',
                maxTextSize: 50000000, maxEdges: 100000, flowchart: { htmlLabels: true } });
              const text = await (await fetch('/diagram?tree=' + encodeURIComponent(name))).text();
              const { svg } = await mermaid.render('arbor-diagram', text);
              $('diagram').innerHTML = svg;
              for (const g of $('diagram').querySelectorAll('g.node')) {
                const m = /flowchart-n(\\d+)-/.exec(g.id);
                if (m) { nodes.set(Number(m[1]), g); g.setAttribute('data-node', m[1]); }
              }
              $('diagram').setAttribute('data-ready', 'true');
              const events = new EventSource('/events?tree=' + encodeURIComponent(name));
              events.addEventListener('hello', () => { $('status').textContent = 'live'; });
              events.addEventListener('removed', () => { $('status').textContent = 'this tree is no longer watched'; events.close(); });
              events.onerror = () => { $('status').textContent = 'disconnected, retrying'; };
              events.addEventListener('tick', e => {
                const tick = JSON.parse(e.data);
                for (const [index, state] of tick.nodes) paint(index, state);
                $('path').textContent = tick.path;
                $('path').setAttribute('data-tick', tick.tick);
                const li = document.createElement('li');
                li.textContent = '#' + tick.tick + ' ' + tick.status + (tick.path ? '  ' + tick.path : '');
                $('trace').prepend(li);
                while ($('trace').children.length > TRACE) $('trace').lastElementChild.remove();
              });
            }
            if (chosen !== null && names.includes(chosen)) show(chosen).catch(e => { $('status').textContent = String(e); });
            </script>
            </body></html>
            """;
}
