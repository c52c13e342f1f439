// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.inspector;

/**
 * The page: a fixed HTML shell ({@code /}) and its script ({@code /inspector.js}), the same
 * whatever is watched. Nothing watched is written into them: the script asks {@code /trees}
 * for the list (searched, at most a page of it), {@code /diagram} for the drawing and
 * {@code /events} for the ticks, and puts names into the page through {@code textContent} only.
 * The page is served with a Content-Security-Policy that allows scripts from the inspector
 * alone.
 */
final class Page {
    private Page() {}

    /** The Content-Security-Policy of the page: no inline script, nothing from elsewhere. */
    static final String POLICY = "default-src 'none'; script-src 'self'; connect-src 'self';"
            + " style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:;"
            + " base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

    static String html(int trace) {
        return HTML.replace("@TRACE@", Integer.toString(trace));
    }

    static String script() {
        return SCRIPT;
    }

    private static final String HTML = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <title>Arbor inspector</title>
            <style>
            body { font-family: system-ui, sans-serif; margin: 0; display: flex; height: 100vh; }
            nav { width: 18em; padding: 1em; border-right: 1px solid #ddd; overflow: auto; flex: none; }
            nav input { width: 100%; box-sizing: border-box; }
            #count { color: #6b7280; font-size: 12px; }
            main { flex: 1; padding: 1em; overflow: auto; min-width: 0; }
            #path { font-family: monospace; background: #f3f4f6; padding: .4em; min-height: 1.2em; }
            #diagram { overflow: auto; max-height: 70vh; border: 1px solid #eee; margin: .5em 0; }
            #diagram.fit svg { max-width: 100%; height: auto; }
            #trace { font-family: monospace; font-size: 12px; max-height: 14em; overflow: auto; list-style: none; padding-left: 0; }
            #trace li.threw, #trace li.ended { color: #b91c1c; }
            #trace li.gap { color: #6b7280; font-style: italic; }
            .legend { margin-top: 1em; font-size: 13px; }
            .legend span { display: inline-block; padding: 0 .5em; margin: .15em .3em .15em 0; border-radius: 3px; }
            .legend .family { background: #fff; border: 2px solid; }
            #status { color: #6b7280; }
            #status[data-state="live"] { color: #15803d; font-weight: bold; }
            #fieldsbox { max-height: 20em; overflow: auto; }
            #fields { font-family: monospace; font-size: 12px; border-collapse: collapse; }
            #fields th, #fields td { text-align: left; padding: 0 .8em 0 0; vertical-align: top; }
            #fields td.value { white-space: pre; }
            #fields tr.unreadable td.value { color: #6b7280; font-style: italic; }
            #fields tr.changed td.value { background: #fef08a; }
            #timetravel { border: 1px solid #ddd; padding: .5em; margin: .5em 0; }
            #scrub { width: 40em; max-width: 60%; vertical-align: middle; }
            #strip { display: flex; height: 10px; margin: .3em 0; max-width: 100%; }
            #strip span { flex: 1; min-width: 1px; cursor: pointer; }
            #strip span.at { outline: 2px solid #111; z-index: 1; }
            #why { font-family: monospace; font-size: 13px; }
            #why li.quiet { color: #6b7280; font-style: italic; }
            #ticktrace { font-family: monospace; font-size: 12px; max-height: 14em; overflow: auto; }
            #trace li.replaced { color: #1d4ed8; font-weight: bold; }
            #messages { border-left: 4px solid #1d4ed8; background: #eff6ff; padding: .2em .6em; margin: .5em 0; }
            #said { font-family: monospace; font-size: 12px; max-height: 6.5em; overflow: auto; list-style: none; padding-left: 0; margin: .2em 0; }
            #said li:first-child { font-weight: bold; }
            #said li.refused { color: #b91c1c; }
            </style></head>
            <body>
            <nav><h3>Trees</h3>
            <input id="search" type="search" placeholder="search names" aria-label="search the trees">
            <div id="count"></div>
            <ul id="trees"></ul>
            <div class="legend" id="legend">
            <div>Last thing that happened (fill):</div>
            <span data-state="running" style="background:#fde047">running</span><span data-state="success" style="background:#86efac">success</span><span data-state="failure" style="background:#fca5a5">failure</span><span data-state="interrupted" style="background:#d1d5db">interrupted</span><span data-state="none" style="background:#ffffff;border:1px solid #ccc">not yet</span>
            <div>Kind (border):</div>
            <span class="family" style="border-color:#1d4ed8">composite</span><span class="family" style="border-color:#6d28d9">decorator</span><span class="family" style="border-color:#b45309">condition</span><span class="family" style="border-color:#15803d">action</span><span class="family" style="border-color:#dc2626">aborts</span>
            </div>
            </nav>
            <main>
            <h2 id="title">Choose a tree</h2>
            <div id="messages" hidden><div>The program said:</div><ul id="said"></ul></div>
            <div id="status"></div>
            <button id="travel" hidden>time travel: the last ticks</button>
            <div id="timetravel" hidden>
            <h3>Time travel: <span id="at"></span></h3>
            <div><button id="first" title="the first tick held (Home)">|◀ first</button> <button id="back" title="one tick back (←)">◀ back</button>
            <input type="range" id="scrub" min="1" max="1" value="1" aria-label="the tick shown">
            <button id="forward" title="one tick forward (→)">forward ▶</button> <button id="last" title="the last tick held (End)">last ▶|</button>
            <button id="live" hidden>back to live</button></div>
            <div id="strip" aria-hidden="true"></div>
            <div>Why this tick went as it did:</div><ul id="why"></ul>
            <details><summary>this tick's trace</summary><ol id="ticktrace"></ol></details>
            </div>
            <div>Running path: <div id="path"></div></div>
            <div><label><input type="checkbox" id="fit"> fit the drawing to the window</label></div>
            <div id="diagram"></div>
            <h3>Last ticks</h3><ol id="trace" data-keep="@TRACE@"></ol>
            <h3>Agent's fields <span id="fieldsnote"></span></h3>
            <div id="fieldsbox"><table id="fields"><thead><tr><th>field</th><th>type</th><th>value at the last tick</th></tr></thead><tbody></tbody></table></div>
            </main>
            <script src="/mermaid.min.js"></script>
            <script src="/inspector.js"></script>
            </body></html>
            """;

    private static final String SCRIPT = """
            'use strict';
            const TRACE = Number(document.getElementById('trace').getAttribute('data-keep'));
            const COLOURS = { running: '#fde047', success: '#86efac', failure: '#fca5a5', interrupted: '#d1d5db' };
            const UNRUN = '#ffffff';
            const $ = id => document.getElementById(id);
            const chosen = new URLSearchParams(location.search).get('tree');
            const nodes = new Map();
            const states = new Map();
            let methods = [];
            let runningNow = new Set();
            let lastTick = 0;

            function status(state, text) {
              $('status').textContent = text;
              $('status').setAttribute('data-state', state);
            }
            function shapes(g) {
              return [...g.querySelectorAll('rect, polygon, path, circle, ellipse')].filter(s => !s.closest('.label'));
            }
            function paint(index, state) {
              const g = nodes.get(index);
              if (!g) return;
              for (const s of Object.keys(COLOURS)) g.classList.remove('arbor-' + s);
              if (state) { g.classList.add('arbor-' + state); g.setAttribute('data-state', state); states.set(index, state); }
              else { g.removeAttribute('data-state'); states.delete(index); }
              for (const shape of shapes(g)) shape.style.setProperty('fill', state ? COLOURS[state] : UNRUN, 'important');
            }
            function name(index) { return methods[index] ?? ('#' + index); }

            let fieldRows = [];
            function declare(fields, count) {
              const body = $('fields').tBodies[0];
              body.replaceChildren();
              fieldRows = fields.map(f => {
                const tr = document.createElement('tr');
                tr.setAttribute('data-field', f.name);
                tr.title = 'declared in ' + f.in;
                const value = f.unreadable ? 'not readable (' + f.unreadable + ')' : '\u2026';
                for (const [cls, text] of [['name', f.name], ['type', f.type], ['value', value]]) {
                  const td = document.createElement('td');
                  td.className = cls;
                  td.textContent = text;
                  tr.append(td);
                }
                if (f.unreadable) tr.className = 'unreadable';
                body.append(tr);
                return tr;
              });
              $('fieldsnote').textContent = count === 0 ? '(none)'
                : count > fields.length ? '(the first ' + fields.length + ' of ' + count + ')' : '';
            }
            function values(t) {
              for (const tr of fieldRows) tr.classList.remove('changed');
              for (const [index, text] of t.fields ?? []) {
                const tr = fieldRows[index];
                if (!tr) continue;
                const td = tr.querySelector('td.value');
                if (td.textContent === text) continue;
                if (td.textContent !== '\u2026') tr.classList.add('changed');
                td.textContent = text;
              }
              $('fields').setAttribute('data-tick', t.tick);
            }

            async function list() {
              const q = $('search').value;
              const answer = await (await fetch('/trees?limit=100&q=' + encodeURIComponent(q))).json();
              const ul = $('trees');
              ul.replaceChildren();
              for (const tree of answer.trees) {
                const li = document.createElement('li');
                const a = document.createElement('a');
                a.className = 'tree';
                a.href = '?tree=' + encodeURIComponent(tree.name);
                a.textContent = tree.name;
                li.append(a);
                ul.append(li);
              }
              $('count').textContent = answer.matching === answer.total
                ? answer.total + ' watched' + (answer.trees.length < answer.matching ? ', the first ' + answer.trees.length + ' shown: search to find the others' : '')
                : answer.matching + ' of ' + answer.total + ' match' + (answer.trees.length < answer.matching ? ', the first ' + answer.trees.length + ' shown' : '');
            }
            let searching;
            $('search').addEventListener('input', () => { clearTimeout(searching); searching = setTimeout(() => list().catch(() => {}), 150); });
            $('fit').addEventListener('change', () => $('diagram').classList.toggle('fit', $('fit').checked));

            function time(at) {
              const d = new Date(at);
              return d.toLocaleTimeString('en-GB', { hour12: false }) + '.' + String(d.getMilliseconds()).padStart(3, '0');
            }
            function line(text, kind) {
              const li = document.createElement('li');
              li.textContent = text;
              li.className = kind;
              $('trace').prepend(li);
              while ($('trace').children.length > TRACE) $('trace').lastElementChild.remove();
              return li;
            }
            function describe(note) {
              switch (note[0]) {
                case 'abort': return 'abort: ' + name(note[1]) + ' interrupted ' + name(note[2]) + '\\'s running child';
                case 'guard': return 'guard failed: ' + name(note[1]);
                case 'rechecked': return 're-checked ' + name(note[1]) + ': ' + note[2];
                default: return note.join(' ');
              }
            }
            function tick(t) {
              if (travel) return; // time travel: the live ticks are not shown
              if (t.status !== 'ENDED' && t.tick > lastTick + 1 && lastTick > 0) {
                line('\\u2026 ' + (t.tick - lastTick - 1) + ' ticks not shown (the page fell behind)', 'gap');
              }
              if (t.status !== 'ENDED') lastTick = t.tick;
              for (const [index, state] of t.nodes) paint(index, state);
              const now = new Set(t.running);
              for (const index of runningNow) if (!now.has(index) && states.get(index) === 'running') paint(index, null);
              for (const index of now) paint(index, 'running');
              runningNow = now;
              $('path').textContent = t.path;
              values(t);
              $('path').setAttribute('data-tick', t.tick);
              let text = '#' + t.tick + ' ' + time(t.at) + ' ' + t.status;
              if (t.status === 'THREW') text += ': a leaf or hook threw, every running node was interrupted';
              else if (t.status === 'ENDED') text += ': reset, every running node was interrupted';
              else text += ' ' + (t.micros / 1000).toFixed(3) + ' ms' + (t.path ? '  ' + t.path : '');
              for (const note of t.notes) text += '  \\u00b7 ' + describe(note);
              const li = line(text, t.status.toLowerCase());
              li.setAttribute('data-tick', t.tick);
              li.setAttribute('data-status', t.status);
              status('live', 'live');
            }

            const STRIP = { R: '#fde047', S: '#86efac', F: '#fca5a5', T: '#b91c1c' };
            let travel = null;
            let asked = 0;
            async function timeline(tree, at) {
              const response = await fetch('/timeline?tree=' + encodeURIComponent(tree));
              if (!response.ok) { status('gone', 'no ticks held for this tree'); return; }
              const summary = await response.json();
              travel = { tree, first: summary.first, ticks: summary.ticks, at: 0 };
              methods = summary.methods;
              declare(summary.fields ?? [], summary.fieldCount ?? 0);
              $('timetravel').hidden = false;
              $('travel').hidden = true;
              $('scrub').min = summary.first + 1;
              $('scrub').max = summary.first + summary.ticks;
              const strip = $('strip');
              strip.replaceChildren();
              if (summary.statuses.length <= 2000) {
                const from = summary.first + summary.statusesFrom;
                [...summary.statuses].forEach((letter, i) => {
                  const span = document.createElement('span');
                  span.style.background = STRIP[letter];
                  span.setAttribute('data-tick', from + i);
                  span.title = '#' + (from + i);
                  span.addEventListener('click', () => go(from + i));
                  strip.append(span);
                });
              }
              if (summary.ticks === 0) { status('travel', 'no tick recorded'); return; }
              await go(at ?? summary.first + summary.ticks);
            }
            async function go(n) {
              if (!travel || travel.ticks === 0) return;
              const lo = travel.first + 1, hi = travel.first + travel.ticks;
              n = Math.min(Math.max(Math.round(n), lo), hi);
              const mine = ++asked;
              const response = await fetch('/tick?tree=' + encodeURIComponent(travel.tree) + '&n=' + n);
              if (mine !== asked) return; // a later step was asked for
              if (!response.ok) { status('gone', 'tick ' + n + ' is no longer held'); return; }
              const d = await response.json();
              if (mine !== asked) return;
              travel.at = d.number;
              for (const index of nodes.keys()) paint(index, null);
              for (const [index, state] of d.nodes) paint(index, state);
              for (const index of d.running) paint(index, 'running');
              $('path').textContent = d.path;
              $('path').setAttribute('data-tick', d.number);
              const why = $('why');
              why.replaceChildren();
              for (const text of d.why) { const li = document.createElement('li'); li.textContent = text; why.append(li); }
              if (d.why.length === 0) {
                const li = document.createElement('li');
                li.className = 'quiet';
                li.textContent = 'no condition or event changed its answer, no abort or guard fired';
                why.append(li);
              }
              const lines = $('ticktrace');
              lines.replaceChildren();
              for (const text of d.trace) { const li = document.createElement('li'); li.textContent = text; lines.append(li); }
              if (d.traceLines > d.trace.length) { const li = document.createElement('li'); li.textContent = '\u2026 ' + (d.traceLines - d.trace.length) + ' more lines'; lines.append(li); }
              for (const tr of fieldRows) tr.classList.remove('changed');
              for (const [index, text, changed] of d.fields) {
                const tr = fieldRows[index];
                if (!tr) continue;
                tr.querySelector('td.value').textContent = text;
                if (changed) tr.classList.add('changed');
              }
              $('fields').setAttribute('data-tick', d.number);
              $('scrub').value = d.number;
              for (const span of $('strip').querySelectorAll('span.at')) span.classList.remove('at');
              const mark = $('strip').querySelector("span[data-tick='" + d.number + "']");
              if (mark) mark.classList.add('at');
              $('at').textContent = 'tick ' + d.number + ' of ' + hi
                + (d.clockMillis !== undefined ? ' \u00b7 ' + (d.clockMillis / 1000).toFixed(3) + ' s' : '')
                + ' \u00b7 ' + d.status;
              $('timetravel').setAttribute('data-tick', d.number);
              status('travel', 'time travel: tick ' + d.number + ' of ' + hi);
              history.replaceState(null, '', '?tree=' + encodeURIComponent(travel.tree) + '&tick=' + d.number);
            }
            $('first').addEventListener('click', () => go(-Infinity));
            $('back').addEventListener('click', () => travel && go(travel.at - 1));
            $('forward').addEventListener('click', () => travel && go(travel.at + 1));
            $('last').addEventListener('click', () => go(Infinity));
            $('scrub').addEventListener('input', () => go(Number($('scrub').value)));
            $('live').addEventListener('click', () => { location.search = '?tree=' + encodeURIComponent(travel.tree); });
            document.addEventListener('keydown', e => {
              if (!travel || e.target === $('search') || e.target === $('scrub') || e.altKey || e.ctrlKey || e.metaKey) return;
              const to = { ArrowLeft: travel.at - 1, ArrowRight: travel.at + 1, Home: -Infinity, End: Infinity }[e.key];
              if (to === undefined) return;
              e.preventDefault();
              go(to);
            });

            async function show(tree) {
              nodes.clear();
              states.clear();
              runningNow = new Set();
              lastTick = 0;
              $('diagram').removeAttribute('data-ready');
              $('title').textContent = tree;
              status('connecting', 'connecting\\u2026');
              mermaid.initialize({ startOnLoad: false, securityLevel: 'strict',
                maxTextSize: 50000000, maxEdges: 100000, flowchart: { htmlLabels: true, useMaxWidth: false } });
              const response = await fetch('/diagram?tree=' + encodeURIComponent(tree));
              if (response.status === 404) { status('gone', 'no tree is watched under this name'); return; }
              const { svg } = await mermaid.render('arbor-diagram', await response.text());
              $('diagram').innerHTML = svg;
              for (const g of $('diagram').querySelectorAll('g.node')) {
                const m = /flowchart-n(\\d+)-/.exec(g.id);
                if (!m) continue;
                nodes.set(Number(m[1]), g);
                g.setAttribute('data-node', m[1]);
                for (const shape of shapes(g)) { shape.style.setProperty('fill', UNRUN, 'important'); shape.style.setProperty('stroke-width', '2px'); }
              }
              $('diagram').setAttribute('data-ready', 'true');
              const listed = await (await fetch('/trees?limit=1000&q=' + encodeURIComponent(tree))).json();
              const entry = listed.trees.find(t => t.name === tree) ?? {};
              const at = new URLSearchParams(location.search).get('tick');
              if (entry.recording) { await timeline(tree, at === null ? undefined : Number(at)); return; }
              if (entry.history) {
                $('travel').hidden = false;
                $('travel').onclick = () => { $('live').hidden = false; timeline(tree).catch(e => status('error', String(e))); };
              }
              const events = new EventSource('/events?tree=' + encodeURIComponent(tree));
              events.addEventListener('hello', e => {
                const hello = JSON.parse(e.data);
                methods = hello.methods;
                declare(hello.fields ?? [], hello.fieldCount ?? 0);
                if ($('status').getAttribute('data-state') !== 'live') status('waiting', 'connected, waiting for the tree\\'s next tick');
              });
              events.addEventListener('tick', e => tick(JSON.parse(e.data)));
              events.addEventListener('paused', e => { line('#' + JSON.parse(e.data).tick + ' paused', 'paused'); status('paused', 'paused'); });
              events.addEventListener('resumed', e => { line('#' + JSON.parse(e.data).tick + ' resumed', 'resumed'); status('waiting', 'resumed, waiting for the next tick'); });
              events.addEventListener('removed', () => { status('gone', 'this tree is no longer watched'); events.close(); });
              events.addEventListener('replaced', e => {
                events.close();
                const r = JSON.parse(e.data);
                line('replaced by a new version (' + r.class + ', ' + r.nodes + ' nodes): the drawing and the fields are the new tree\\'s from here', 'replaced');
                travel = null;
                $('timetravel').hidden = true;
                $('live').hidden = true;
                $('travel').hidden = true;
                show(tree).catch(err => status('error', String(err)));
              });
              events.onerror = () => { if (events.readyState !== EventSource.CLOSED) status('retrying', 'disconnected, retrying'); };
            }
            let heard = 0;
            const said = new EventSource('/said');
            said.addEventListener('said', e => {
              const s = JSON.parse(e.data);
              if (s.n <= heard) return; // sent again on a reconnection
              heard = s.n;
              const li = document.createElement('li');
              li.textContent = time(s.at) + '  ' + s.line;
              li.setAttribute('data-n', s.n);
              if (s.line.startsWith('not ')) li.className = 'refused'; // a reload refused
              $('said').prepend(li);
              while ($('said').children.length > 20) $('said').lastElementChild.remove();
              $('messages').hidden = false;
            });
            list().catch(() => {});
            if (chosen !== null) show(chosen).catch(e => status('error', String(e)));
            """;
}
