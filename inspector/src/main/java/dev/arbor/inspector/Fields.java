// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.inspector;

import dev.arbor.runtime.AgentFields;
import dev.arbor.runtime.FieldValues;
import dev.arbor.runtime.Tree;

/**
 * The agent's fields on the page (docs/inspector.md, "The agent's fields"): what {@code hello}
 * says of them once ({@link #declared}), and what each tick event says of their values
 * ({@link #changes}): read at the tick's end on the ticking thread through the tree's generated
 * {@link AgentFields}, rendered by {@link FieldValues}, at most {@value #SHOWN} of them.
 */
final class Fields {
    /** The most fields a page is sent: the first ones, in {@link AgentFields}'s order. */
    static final int SHOWN = 1000;

    private final Tree tree;
    private final int shown;
    /** The values sent in the last tick event, or null before the first. */
    private String[] last;

    Fields(Tree tree) {
        this.tree = tree;
        this.shown = Math.min(SHOWN, tree.agentFields().count());
    }

    /**
     * The fields as {@code hello} lists them: {@code "fields":[{"name":"hp","type":"int",
     * "in":"Golem"},{"name":"secret",…,"unreadable":"private"}],"fieldCount":2}: every field's
     * name, declared type and declaring class, and why it cannot be read where it cannot; the
     * first {@value #SHOWN} of them, {@code fieldCount} telling how many the agent has.
     */
    static void declared(Tree tree, StringBuilder json) {
        AgentFields fields = tree.agentFields();
        int count = fields.count();
        json.append("\"fields\":[");
        for (int i = 0; i < Math.min(SHOWN, count); i++) {
            if (i > 0) json.append(',');
            json.append("{\"name\":").append(Json.string(fields.name(i)))
                    .append(",\"type\":").append(Json.string(fields.type(i)))
                    .append(",\"in\":").append(Json.string(fields.declaredIn(i)));
            String unreadable = fields.unreadable(i);
            if (unreadable != null) json.append(",\"unreadable\":").append(Json.string(unreadable));
            json.append('}');
        }
        json.append("],\"fieldCount\":").append(count);
    }

    /**
     * Reads the fields now, on the ticking thread, and answers two JSON arrays of
     * {@code [index,"value"]}: {@code [0]} the values that changed since the last call, {@code [1]}
     * every value (for a page that joined or lost a tick). A field that cannot be read is in
     * neither. Never throws: a failure reads as no change.
     */
    String[] changes() {
        if (shown == 0) return new String[] {"[]", "[]"};
        FieldValues now;
        try {
            now = FieldValues.of(tree);
        } catch (RuntimeException | StackOverflowError e) {
            return new String[] {"[]", "[]"};
        }
        StringBuilder changed = new StringBuilder("[");
        StringBuilder all = new StringBuilder("[");
        String[] values = new String[shown];
        for (int i = 0; i < shown && i < now.size(); i++) {
            if (!now.readable(i)) continue;
            values[i] = now.value(i);
            String entry = "[" + i + "," + Json.string(values[i]) + "]";
            if (all.length() > 1) all.append(',');
            all.append(entry);
            if (last == null || !values[i].equals(last[i])) {
                if (changed.length() > 1) changed.append(',');
                changed.append(entry);
            }
        }
        last = values;
        return new String[] {changed.append(']').toString(), all.append(']').toString()};
    }
}
