package dev.arbor.processor.model;

/** The kinds of node, each matched to its annotation by canonical name (never by class). */
public enum NodeKind {
    SEQUENCE("dev.arbor.Sequence", true),
    SELECTOR("dev.arbor.Selector", true),
    PARALLEL("dev.arbor.Parallel", true),
    CONDITION("dev.arbor.Condition", false),
    ACTION("dev.arbor.Action", false);

    private final String annotationName;
    private final boolean composite;

    NodeKind(String annotationName, boolean composite) {
        this.annotationName = annotationName;
        this.composite = composite;
    }

    /** The annotation's canonical name, e.g. {@code dev.arbor.Sequence}. */
    public String annotationName() {
        return annotationName;
    }

    /** The annotation's simple name, for messages. */
    public String simpleName() {
        return annotationName.substring(annotationName.lastIndexOf('.') + 1);
    }

    public boolean isComposite() {
        return composite;
    }

    public boolean isLeaf() {
        return !composite;
    }

    /** The kind whose annotation has this canonical name, or null. */
    public static NodeKind forAnnotation(String canonicalName) {
        for (NodeKind kind : values()) {
            if (kind.annotationName.equals(canonicalName)) {
                return kind;
            }
        }
        return null;
    }
}
