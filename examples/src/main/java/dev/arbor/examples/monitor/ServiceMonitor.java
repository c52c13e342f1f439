// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.examples.monitor;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Status;
import dev.arbor.TimeLimit;
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
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Watches one service's health endpoint: one class, one instance (and one generated
 * {@code ServiceMonitorTree}) per service. Each pass is a check: a probe, and if it fails, a
 * retry after 250 ms and another after 500 more: the backoff grows, each retry's wait answered by
 * {@link #backoff()} when the retry starts ({@code @Wait(millisFrom = ...)}). A check whose three
 * tries all fail raises an alert in the shared {@link Alerts} and rests a second before the next
 * check; the first probe that succeeds while the service is down clears it.
 *
 * <p>Each probe is an async action (docs/semantics.md §5.8): it sends its GET with
 * {@code HttpClient.sendAsync} and returns at once; the tree polls the request's stage at each
 * tick and takes its answer at the first tick after it arrived, so no tick waits for the network
 * and many monitors can share one ticking thread. A probe runs under a {@code @TimeLimit} of
 * {@value #PROBE_LIMIT_MILLIS} ms of the tree's time: a service that takes the request and never
 * answers is given up on there, and the interruption cancels the stage, which cancels the
 * request. The answer is read, and counted, in the probe's end hook, on the ticking thread.
 *
 * <p>{@code probing} is named three times (once in {@code check}, once in {@code retry}, which
 * {@code check} names twice), so it is three nodes, each a time-limited probe.
 */
@BehaviorTree
public class ServiceMonitor {
    /** How long a probe may wait for an answer, in the tree's time. */
    static final long PROBE_LIMIT_MILLIS = 500;
    /** The request's own timeout, a backstop in real time: the TimeLimit comes first. */
    static final Duration TIMEOUT = Duration.ofSeconds(10);
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
    /** Probes sent so far: the demo waits for each to reach its service. */
    int sent;
    /** Requests cancelled while under way: a probe given up on by its TimeLimit. */
    final AtomicInteger cancelled = new AtomicInteger();
    /** The answer of the probe in flight: the status code, or what went wrong; null: none yet. */
    volatile CompletableFuture<String> inFlight;
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

    @Selector({"probing", "retry", "retry"})
    void check() {}

    @Sequence({"backOff", "probing"})
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

    /** A probe that has no answer {@value #PROBE_LIMIT_MILLIS} ms after it started fails. */
    @TimeLimit(value = "probe", millis = PROBE_LIMIT_MILLIS)
    void probing() {}

    @Sequence({"raiseAlert", "restWhileDown"})
    void down() {}

    @Wait(millis = 1000) void restWhileDown() {}

    /**
     * One GET of the health endpoint, sent without waiting: its stage succeeds on a 200 and fails
     * on anything else. It is made from the HTTP client's own future, which passes a cancel of a
     * stage made from it on to the exchange: so the TimeLimit's interruption, which cancels the
     * stage, cancels the request.
     */
    @Action(onEnd = "probed")
    CompletableFuture<Status> probe() {
        HttpRequest request = HttpRequest.newBuilder(health).timeout(TIMEOUT).GET().build();
        CompletableFuture<String> answer = client
                .sendAsync(request, HttpResponse.BodyHandlers.discarding())
                .handle(this::answer);
        inFlight = answer;
        sent++;
        return answer.thenApply(code -> code.equals("200") ? Status.SUCCESS : Status.FAILURE);
    }

    /**
     * The probe ended, on the ticking thread: with its answer (SUCCESS or FAILURE), or
     * interrupted (INACTIVE) by its TimeLimit with no answer.
     */
    void probed(Status how) {
        String answer = how == Status.INACTIVE ? "no answer" : inFlight.getNow("?");
        inFlight = null;
        if (answer.equals("200")) {
            notes.add(failuresInARow > 0 && !alerts.isDown(service) ? "200 on retry" : "200");
            failuresInARow = 0;
            if (alerts.isDown(service)) {
                alerts.clear(service);
            }
            return;
        }
        failuresInARow++;
        notes.add(answer + " #" + failuresInARow); // the how-manieth failure in a row
    }

    @Action
    void raiseAlert() {
        if (alerts.isDown(service)) {
            notes.add("still down");
        } else {
            alerts.alert(service, failuresInARow);
        }
    }

    /** The status code, or what went wrong; counts a request cancelled. */
    private String answer(HttpResponse<Void> response, Throwable failure) {
        if (response != null) {
            return String.valueOf(response.statusCode());
        }
        Throwable cause = failure instanceof CompletionException && failure.getCause() != null
                ? failure.getCause() : failure;
        if (cause instanceof CancellationException) {
            cancelled.incrementAndGet();
            return "cancelled";
        }
        return cause instanceof HttpTimeoutException ? "timeout"
                : cause instanceof IOException ? "unreachable" : "failed";
    }
}
