package dev.arbor.processor.model;

/**
 * The two shapes a generated {@code run()} takes, chosen from the capabilities of the kinds a
 * tree uses ({@link TreeDescriptor#shape()}).
 */
public enum CodeShape {
    /**
     * One block of straight code per leaf, in pre-order, with every jump written in: for a tree
     * with one run stack whose kinds all visit their children in declared order, so that within
     * a tick it only moves forward in pre-order. The state is a few named fields.
     */
    STRAIGHT_LINE,
    /**
     * An event machine over the run stacks that reads the tables at run time: for every other
     * tree (parallels, or the library's kinds with state of their own). The state is one
     * {@code int[]}. A tree of one run stack that is not too large runs it compiled node by node
     * (the node switch, {@code codegen.DirectRunWriter}) and keeps the machine for its traced
     * ticks.
     */
    EVENT_LOOP
}
