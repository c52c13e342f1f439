// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.testing;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.Map;

/** Reads what tests check of a class file. */
public final class ClassFiles {
    private ClassFiles() {}

    /** Method name to bytecode length, read from a class file (JVMS §4). */
    public static Map<String, Integer> codeLengths(InputStream classFile) throws IOException {
        DataInputStream in = new DataInputStream(classFile);
        in.readInt(); // magic
        in.readUnsignedShort(); // minor
        in.readUnsignedShort(); // major
        int count = in.readUnsignedShort();
        String[] utf8 = new String[count];
        for (int i = 1; i < count; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case 1 -> utf8[i] = in.readUTF();
                case 3, 4 -> in.skipNBytes(4); // int, float
                case 5, 6 -> { // long, double: two slots
                    in.skipNBytes(8);
                    i++;
                }
                case 7, 8, 16, 19, 20 -> in.skipNBytes(2); // class, string, method type, module, package
                case 9, 10, 11, 12, 17, 18 -> in.skipNBytes(4); // refs, name and type, dynamic
                case 15 -> in.skipNBytes(3); // method handle
                default -> throw new IOException("constant pool tag " + tag);
            }
        }
        in.skipNBytes(6); // access, this, super
        in.skipNBytes(2L * in.readUnsignedShort()); // interfaces
        int fields = in.readUnsignedShort();
        for (int i = 0; i < fields; i++) {
            in.skipNBytes(6);
            skipAttributes(in);
        }
        Map<String, Integer> sizes = new LinkedHashMap<>();
        int methods = in.readUnsignedShort();
        for (int i = 0; i < methods; i++) {
            in.readUnsignedShort(); // access
            String name = utf8[in.readUnsignedShort()];
            in.readUnsignedShort(); // descriptor
            int attributes = in.readUnsignedShort();
            for (int a = 0; a < attributes; a++) {
                String attribute = utf8[in.readUnsignedShort()];
                int length = in.readInt();
                if (attribute.equals("Code")) {
                    in.readUnsignedShort(); // max stack
                    in.readUnsignedShort(); // max locals
                    int code = in.readInt();
                    sizes.merge(name, code, Math::max);
                    in.skipNBytes(length - 8L);
                } else {
                    in.skipNBytes(length);
                }
            }
        }
        return sizes;
    }

    private static void skipAttributes(DataInputStream in) throws IOException {
        int attributes = in.readUnsignedShort();
        for (int a = 0; a < attributes; a++) {
            in.readUnsignedShort();
            in.skipNBytes(in.readInt());
        }
    }
}
