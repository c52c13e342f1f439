// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import dev.arbor.Status;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeListener;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Writes down what a {@link TreeListener} hears, one word per call with node names, so that the
 * generated tree and the reference interpreter can be compared call by call.
 */
final class RecordingListener implements TreeListener {
    private final List<String> heard = new ArrayList<>();

    /** What was heard since the last drain. */
    List<String> drain() {
        List<String> words = List.copyOf(heard);
        heard.clear();
        return words;
    }

    private static String name(Tree tree, int node) {
        return tree.nodes().method(node);
    }

    private static String lower(Status status) {
        return status.name().toLowerCase(Locale.ROOT);
    }

    @Override
    public void tickStarted(Tree tree) {
        heard.add("tick");
    }

    @Override
    public void entered(Tree tree, int node) {
        heard.add("enter:" + name(tree, node));
    }

    @Override
    public void leafAnswered(Tree tree, int node, Status status) {
        heard.add("leaf:" + name(tree, node) + ":" + lower(status));
    }

    @Override
    public void completed(Tree tree, int node, Status status) {
        heard.add("end:" + name(tree, node) + ":" + lower(status));
    }

    @Override
    public void serviceRan(Tree tree, int node, String service) {
        heard.add("service:" + name(tree, node) + ":" + service);
    }

    @Override
    public void reevaluated(Tree tree, int condition, Status status) {
        heard.add("reevaluated:" + name(tree, condition) + ":" + lower(status));
    }

    @Override
    public void abortFired(Tree tree, int condition, int watched) {
        heard.add("abort:" + name(tree, condition) + ">" + name(tree, watched));
    }

    @Override
    public void guardFired(Tree tree, int guard) {
        heard.add("guard:" + name(tree, guard));
    }

    @Override
    public void eventRaised(Tree tree, int node) {
        heard.add("raised:" + name(tree, node));
    }

    @Override
    public void eventCleared(Tree tree, int node) {
        heard.add("cleared:" + name(tree, node));
    }

    @Override
    public void paused(Tree tree) {
        heard.add("paused");
    }

    @Override
    public void resumed(Tree tree) {
        heard.add("resumed");
    }

    @Override
    public void tickEnded(Tree tree, Status status) {
        heard.add("ticked:" + lower(status));
    }
}
