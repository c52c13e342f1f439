package dev.arbor.processor.kinds;

/**
 * How the generated code calls a leaf.
 *
 * @param result what the leaf method returns
 * @param onStart the action's start hook, or null
 * @param onEnd the action's end hook, or null
 * @param onEndTakesStatus whether the end hook takes the final {@code Status}
 */
public record LeafCall(ResultKind result, String onStart, String onEnd, boolean onEndTakesStatus) {}
