// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.read;

import dev.arbor.processor.kinds.ResultKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.WildcardType;
import javax.lang.model.util.Types;

/**
 * An async action's return type (docs/semantics.md §5.8): a {@code CompletionStage} or a subtype
 * of one ({@code CompletableFuture}, your own), read as the {@code CompletionStage<T>} it is.
 */
public final class AsyncStage {
    /** The interface every async action's return type implements. */
    public static final String STAGE = "java.util.concurrent.CompletionStage";

    private AsyncStage() {}

    /** {@code type} as a {@code CompletionStage<T>} (raw, if it is), or null when it is none. */
    public static DeclaredType stageOf(Types types, TypeMirror type) {
        if (type.getKind() != TypeKind.DECLARED) {
            return null;
        }
        DeclaredType declared = (DeclaredType) type;
        if (((TypeElement) declared.asElement()).getQualifiedName().contentEquals(STAGE)) {
            return declared;
        }
        for (TypeMirror supertype : types.directSupertypes(type)) {
            DeclaredType stage = stageOf(types, supertype);
            if (stage != null) {
                return stage;
            }
        }
        return null;
    }

    /**
     * What a stage of type {@code type} completes with, as the plain action's result it stands
     * for: {@code Status} (or {@code ? extends Status}) STATUS, {@code Boolean} BOOLEAN,
     * {@code Void} VOID; null when {@code type} is no stage, is raw, or completes with anything
     * else.
     */
    public static ResultKind completesWith(Types types, TypeMirror type) {
        DeclaredType stage = stageOf(types, type);
        if (stage == null || stage.getTypeArguments().size() != 1) {
            return null;
        }
        TypeMirror argument = stage.getTypeArguments().get(0);
        if (argument instanceof WildcardType wildcard) {
            argument = wildcard.getExtendsBound();
            if (argument == null) {
                return null;
            }
        }
        if (argument.getKind() != TypeKind.DECLARED) {
            return null;
        }
        String name = ((TypeElement) ((DeclaredType) argument).asElement()).getQualifiedName()
                .toString();
        return switch (name) {
            case "dev.arbor.Status" -> ResultKind.STATUS;
            case "java.lang.Boolean" -> ResultKind.BOOLEAN;
            case "java.lang.Void" -> ResultKind.VOID;
            default -> null;
        };
    }

    /** What a stage of type {@code type} completes with, as written (for messages). */
    public static String argument(Types types, TypeMirror type) {
        DeclaredType stage = stageOf(types, type);
        return stage == null || stage.getTypeArguments().isEmpty() ? "nothing named (a raw type)"
                : stage.getTypeArguments().get(0).toString();
    }
}
