// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime.replay;

/**
 * The agent's fields at the end of one recorded tick ({@link Recording#fields(int)}): each
 * field's name, declared type and value as the recorder rendered it
 * ({@link dev.arbor.runtime.FieldValues#render}), and whether that value changed in that tick.
 * Immutable.
 *
 * <p>A field that cannot be read ({@link dev.arbor.runtime.AgentFields#unreadable}) has the value
 * {@code not readable (private)} and never changes. A recording of format version 1, or one whose
 * recorder was told {@link Recorder#fields(boolean) fields(false)}, has no fields.
 */
public final class RecordedFields {
    private final String[] names;
    private final String[] types;
    private final String[] declaredIn;
    private final String[] unreadable;
    private final String[] values;
    private final boolean[] changed;

    RecordedFields(String[] names, String[] types, String[] declaredIn, String[] unreadable,
            String[] values, boolean[] changed) {
        this.names = names;
        this.types = types;
        this.declaredIn = declaredIn;
        this.unreadable = unreadable;
        this.values = values;
        this.changed = changed;
    }

    /** How many fields. */
    public int size() {
        return names.length;
    }

    /** The name of field {@code i}. */
    public String name(int i) {
        return names[i];
    }

    /** The declared type of field {@code i}, with simple class names. */
    public String type(int i) {
        return types[i];
    }

    /** The simple name of the class that declares field {@code i}. */
    public String declaredIn(int i) {
        return declaredIn[i];
    }

    /** Why field {@code i} cannot be read, or null if it can. */
    public String unreadable(int i) {
        return unreadable[i];
    }

    /**
     * Field {@code i}'s value at the end of the tick, as rendered; {@code not readable (...)} for
     * a field that cannot be read, and {@code ?} for one the window of a ring recorder holds no
     * value of (never: a window starts with every value).
     */
    public String value(int i) {
        return values[i];
    }

    /**
     * Whether field {@code i}'s value changed in this tick: it differs from its value at the end
     * of the tick before. The first tick of a recording compares with the values when recording
     * started, and the first of a ring's window with those at its snapshot, read between two
     * ticks: a change made there by other code counts as no change of that tick.
     */
    public boolean changed(int i) {
        return changed[i];
    }

    /** {@code hp=12, *mood=CALM}: a star marks the values that changed in the tick. */
    @Override
    public String toString() {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < names.length; i++) {
            out.append(i > 0 ? ", " : "").append(changed[i] ? "*" : "").append(names[i])
                    .append('=').append(values[i]);
        }
        return out.toString();
    }
}
