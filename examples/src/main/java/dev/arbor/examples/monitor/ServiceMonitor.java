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
 * retry after 250 ms and another after 500 more (the backoff grows). A check whose three tries
 * all fail raises an alert in the shared {@link Alerts} and rests a second before the next
 * check; the first probe that succeeds while the service is down clears it.
 *
 * <p>{@code probe} is named three times, so it is three nodes, each a blocking HTTP call with a
 * short timeout ({@link #TIMEOUT}). A blocking leaf holds the thread that ticks the tree for the
 * call's length: fine for a handful of monitors on loopback; a larger fleet would send
 * asynchronously in {@code onStart} and collect the answer in a later tick.
 */
@BehaviorTree
public class ServiceMonitor {
    /** Connect and answer timeout of each probe. */
    static final Duration TIMEOUT = Duration.ofMillis(400);

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

    @Selector({"probe", "retrySoon", "retryLater"})
    void check() {}

    @Sequence({"backOff250", "probe"})
    void retrySoon() {}

    @Sequence({"backOff500", "probe"})
    void retryLater() {}

    @Wait(millis = 250) void backOff250() {}
    @Wait(millis = 500) void backOff500() {}

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
