// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.examples.monitor;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Wait;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Watches one service's health endpoint: one class, one instance (and one generated
 * {@code ServiceMonitorTree}) per service. Each pass is a check: a probe, and if it fails, a
 * retry after 250 ms and another after 500 more: the backoff grows, each retry's wait answered by
 * {@link #backoff()} when the retry starts ({@code @Wait(millisFrom = ...)}). A check whose three
 * tries all fail raises an alert in the shared {@link Alerts} and rests a second before the next
 * check; the first probe that succeeds while the service is down clears it.
 *
 * <p>{@code probe} is named three times (once in {@code check}, once in {@code retry}, which
 * {@code check} names twice), so it is three nodes, each a blocking HTTP call with a short
 * timeout ({@link #TIMEOUT}). A blocking leaf holds the thread that ticks the tree for the
 * call's length: fine for a handful of monitors on loopback; a larger fleet would send
 * asynchronously in {@code onStart} and collect the answer in a later tick.
 */
@BehaviorTree
public class ServiceMonitor {
    /** Connect and answer timeout of each probe. */
    static final Duration TIMEOUT = Duration.ofMillis(400);
    /** Probes per check: the first, and a retry after each of its first two failures. */
    static final int TRIES = 3;
    /** The first retry's wait; each further retry of a check waits twice as long. */
    static final long FIRST_BACKOFF_MILLIS = 250;

    final String service;
    private final URI health;
    private final HttpClient client;
    private final Alerts alerts;
    /** Failed probes since the last one that succeeded. */
    int failuresInARow;
    /** What the leaves said during the current tick: the demo prints them. */
    final List<String> notes = new ArrayList<>();

    public ServiceMonitor(String service, URI health, HttpClient client, Alerts alerts) {
        this.service = service;
        this.health = health;
        this.client = client;
        this.alerts = alerts;
    }

    @Selector({"check", "down"})
    void root() {}

    @Selector({"probe", "retry", "retry"})
    void check() {}

    @Sequence({"backOff", "probe"})
    void retry() {}

    /** Waits before a retry, as long as {@link #backoff()} answers when the retry starts. */
    @Wait(millisFrom = "backoff") void backOff() {}

    /**
     * How long the retry about to start waits: 250 ms after the check's first failure, 500 after
     * its second. A check that fails ends after its {@value #TRIES} tries (and one that succeeds
     * clears the count), so its n-th failure is the (n + {@value #TRIES} k)-th in a row.
     */
    long backoff() {
        return FIRST_BACKOFF_MILLIS << (failuresInARow - 1) % TRIES;
    }

    @Sequence({"raiseAlert", "restWhileDown"})
    void down() {}

    @Wait(millis = 1000) void restWhileDown() {}

    /** One GET of the health endpoint: succeeds on a 200, fails on anything else. */
    @Action
    boolean probe() {
        String answer = get();
        if (answer.equals("200")) {
            notes.add(failuresInARow > 0 && !alerts.isDown(service) ? "200 on retry" : "200");
            failuresInARow = 0;
            if (alerts.isDown(service)) {
                alerts.clear(service);
            }
            return true;
        }
        failuresInARow++;
        notes.add(answer + " #" + failuresInARow); // the how-manieth failure in a row
        return false;
    }

    @Action
    void raiseAlert() {
        if (alerts.isDown(service)) {
            notes.add("still down");
        } else {
            alerts.alert(service, failuresInARow);
        }
    }

    /** The status code, or what went wrong. */
    private String get() {
        HttpRequest request = HttpRequest.newBuilder(health).timeout(TIMEOUT).GET().build();
        try {
            return String.valueOf(client.send(request, HttpResponse.BodyHandlers.discarding())
                    .statusCode());
        } catch (HttpTimeoutException e) {
            return "timeout";
        } catch (IOException e) {
            return "unreachable";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
    }
}
