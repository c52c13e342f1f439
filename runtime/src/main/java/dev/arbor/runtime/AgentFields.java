// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

/**
 * The instance fields of a tree's agent, read without reflection: what
 * {@link Tree#agentFields()} answers. Arbor generates one per {@code @BehaviorTree} class,
 * {@code GuardTreeFields} beside {@code GuardTree}, which reads the fields with plain field
 * accesses; nothing reads them unless asked (ticking never does), so a tree that is not
 * inspected pays nothing.
 *
 * <p>The fields, by index: the tree class's own instance fields in declaration order, then
 * those of each superclass, nearest first, up to the first class of the JDK (a field a subclass
 * hides is listed too, read as its superclass's). Static fields are not listed. A field the generated class, a class of the tree
 * class's package, cannot read is listed with {@link #unreadable} saying why, and is never
 * read: a private field ({@code "private"}), but a record's components, which are read through
 * their accessors; and a protected or package-private one declared in another package. So
 * reading calls no code of the user's, but a record's accessor that the record declares itself.
 *
 * <p>One instance per generated class, shared by its trees; immutable. Reading a field is not
 * synchronized: read on the thread that ticks the tree, between two ticks (at a tick's end, in
 * {@link TreeListener#tickEnded}), or the values may be torn or stale.
 */
public interface AgentFields {

    /** How many fields are listed, readable or not. */
    int count();

    /**
     * The name of field {@code field}, as declared.
     *
     * @throws IndexOutOfBoundsException unless {@code 0 <= field < count()}
     */
    String name(int field);

    /**
     * The type of field {@code field}, as declared and as a member of the tree class, with simple
     * class names: {@code int}, {@code List<String>}, {@code Golem.Mood}, {@code T} (a type
     * variable of the tree class's), {@code Integer} (a superclass's {@code T} the tree class
     * binds to {@code Integer}).
     *
     * @throws IndexOutOfBoundsException unless {@code 0 <= field < count()}
     */
    String type(int field);

    /**
     * The simple name of the class that declares field {@code field}: the tree class, or one of
     * its superclasses.
     *
     * @throws IndexOutOfBoundsException unless {@code 0 <= field < count()}
     */
    String declaredIn(int field);

    /**
     * Why field {@code field} cannot be read, or null if it can: {@code "private"}, or
     * {@code "protected in q.Base, another package"} and the like.
     *
     * @throws IndexOutOfBoundsException unless {@code 0 <= field < count()}
     */
    String unreadable(int field);

    /**
     * Whether field {@code field} can be read: {@link #unreadable} is null.
     *
     * @throws IndexOutOfBoundsException unless {@code 0 <= field < count()}
     */
    default boolean readable(int field) {
        return unreadable(field) == null;
    }

    /**
     * The current value of field {@code field} of {@code agent}, a primitive boxed. Calls no
     * method of the agent's, but a record component's accessor.
     *
     * @param agent the tree's agent ({@link Tree#agent()}): an instance of the tree class
     * @throws IndexOutOfBoundsException unless {@code 0 <= field < count()}
     * @throws IllegalArgumentException if the field is not {@link #readable}; the message says why
     * @throws ClassCastException if {@code agent} is not an instance of the tree class
     * @throws NullPointerException if {@code agent} is null
     */
    Object value(Object agent, int field);

    /**
     * Reads every field of {@code agent} now and renders each value as text
     * ({@link FieldValues#render}): a snapshot that does not change when the agent does.
     *
     * @throws NullPointerException if {@code agent} is null
     */
    default FieldValues read(Object agent) {
        return FieldValues.read(this, agent);
    }

    /**
     * No fields: what {@link Tree#agentFields()} answers for a tree Arbor did not generate.
     */
    static AgentFields none() {
        return FieldValues.NONE;
    }
}
