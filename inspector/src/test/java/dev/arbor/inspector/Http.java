// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.inspector;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/** A raw HTTP/1.1 client: HttpClient will not send a foreign Host header, nor hang up mid-stream on demand. */
final class Http implements AutoCloseable {
    final Socket socket;
    final BufferedReader in;

    Http(int port, String path, String host) throws IOException {
        this(port, "GET " + path + " HTTP/1.1\r\nHost: " + host + "\r\nAccept: text/event-stream\r\n\r\n");
    }

    /** Sends {@code request} as it is. */
    Http(int port, String request) throws IOException {
        socket = new Socket("127.0.0.1", port);
        socket.setSoTimeout(10_000);
        OutputStream out = socket.getOutputStream();
        out.write(request.getBytes(StandardCharsets.UTF_8));
        out.flush();
        in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
    }

    /** The rest of the answer, until the server closes the connection. */
    String rest() throws IOException {
        StringBuilder text = new StringBuilder();
        for (String line; (line = in.readLine()) != null; ) text.append(line).append('\n');
        return text.toString();
    }

    int status() throws IOException {
        String line = in.readLine();
        return Integer.parseInt(line.split(" ")[1]);
    }

    /** Reads lines until one starts with {@code prefix}; answers it. */
    String until(String prefix) throws IOException {
        for (String line; (line = in.readLine()) != null; ) {
            if (line.startsWith(prefix)) return line;
        }
        throw new IOException("stream ended before " + prefix);
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
