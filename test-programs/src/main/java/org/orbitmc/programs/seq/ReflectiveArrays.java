/*
 * ReflectiveArrays: java.lang.reflect.Array's element access as java 17 has it. get boxes primitives into new
 * boxes (never cached ones), set unboxes and widens, getInt/setLong and their siblings widen; every failure with its
 * exception and message (null array, a non-array, an index out of bounds, an element of the wrong type, a narrowing
 * conversion, a primitive accessor on a reference array, a null into a primitive array); arrays of arrays.
 * Also the module additions an unnamed module accepts as no-ops (addReads, addExports, addOpens, addUses) and a
 * proxy of interfaces whose methods differ only in return type (each declaration its own proxy method, as the
 * JDK generates them; incompatible return types refused).
 */
package org.orbitmc.programs.seq;

import java.lang.reflect.Array;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;

public class ReflectiveArrays {
    interface Run {
        Object run() throws Exception;
    }

    static void show(String what, Run r) {
        try {
            Object v = r.run();
            System.out.println(what + " = " + (v == null ? "null" : v + " (" + v.getClass().getSimpleName() + ")"));
        } catch (Exception e) {
            System.out.println(what + " threw " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    interface Source {
        Object value();

        CharSequence name();
    }

    interface TextSource {
        String value();

        String name();
    }

    interface NumberSource {
        Integer value();
    }

    public static void main(String[] args) {
        int[] ints = {1, 2, 3};
        long[] longs = {10L, 20L};
        double[] doubles = {1.5};
        char[] chars = {'x'};
        boolean[] booleans = {true};
        byte[] bytes = {-3};
        short[] shorts = {300};
        float[] floats = {2.5f};
        String[] strings = {"a", "b"};
        Object[] objects = new Object[2];
        int[][] grid = new int[2][3];

        show("get int", () -> Array.get(ints, 1));
        show("get long", () -> Array.get(longs, 0));
        show("get double", () -> Array.get(doubles, 0));
        show("get char", () -> Array.get(chars, 0));
        show("get boolean", () -> Array.get(booleans, 0));
        show("get byte", () -> Array.get(bytes, 0));
        show("get short", () -> Array.get(shorts, 0));
        show("get float", () -> Array.get(floats, 0));
        show("get string", () -> Array.get(strings, 1));
        show("get row", () -> Array.getLength(Array.get(grid, 1)));
        show("new boxes", () -> Array.get(ints, 0) == Array.get(ints, 0));
        show("getLong of int", () -> Array.getLong(ints, 2));
        show("getDouble of char", () -> Array.getDouble(chars, 0));
        show("getInt of short", () -> Array.getInt(shorts, 0));
        show("getFloat of long", () -> Array.getFloat(longs, 1));
        show("getInt of long", () -> Array.getInt(longs, 0));
        show("getChar of byte", () -> Array.getChar(bytes, 0));
        show("getBoolean of int", () -> Array.getBoolean(ints, 0));
        show("getInt of strings", () -> Array.getInt(strings, 0));
        show("get null", () -> Array.get(null, 0));
        show("get non-array", () -> Array.get("text", 0));
        show("get -1", () -> Array.get(ints, -1));
        show("get 3", () -> Array.get(ints, 3));
        show("getInt 5", () -> Array.getInt(ints, 5));

        show("set int", () -> {
            Array.set(ints, 0, 7);
            return ints[0];
        });
        show("set long from int", () -> {
            Array.set(longs, 1, 5);
            return longs[1];
        });
        show("set double from char", () -> {
            Array.set(doubles, 0, 'A');
            return doubles[0];
        });
        show("set int from long", () -> {
            Array.set(ints, 0, 5L);
            return ints[0];
        });
        show("set int from string", () -> {
            Array.set(ints, 0, "5");
            return ints[0];
        });
        show("set int from string out of bounds", () -> {
            Array.set(ints, 9, "5");
            return ints[0];
        });
        show("set int null", () -> {
            Array.set(ints, 0, null);
            return ints[0];
        });
        show("set string", () -> {
            Array.set(strings, 0, "z");
            return strings[0];
        });
        show("set string null", () -> {
            Array.set(strings, 1, null);
            return strings[1];
        });
        show("set string from integer", () -> {
            Array.set(strings, 0, 1);
            return strings[0];
        });
        show("set object from integer", () -> {
            Array.set(objects, 0, 42);
            return objects[0];
        });
        show("set row", () -> {
            Array.set(grid, 0, new int[] {9});
            return grid[0].length;
        });
        show("set row wrong", () -> {
            Array.set(grid, 0, new long[] {9});
            return grid[0].length;
        });
        show("setLong", () -> {
            Array.setLong(longs, 0, 99L);
            return longs[0];
        });
        show("setInt into double", () -> {
            Array.setInt(doubles, 0, 3);
            return doubles[0];
        });
        show("setLong into int", () -> {
            Array.setLong(ints, 0, 3L);
            return ints[0];
        });
        show("setChar into int", () -> {
            Array.setChar(ints, 1, 'B');
            return ints[1];
        });
        show("setByte into short", () -> {
            Array.setByte(shorts, 0, (byte) -1);
            return shorts[0];
        });
        show("setBoolean", () -> {
            Array.setBoolean(booleans, 0, false);
            return booleans[0];
        });
        show("setBoolean into int", () -> {
            Array.setBoolean(ints, 0, false);
            return ints[0];
        });
        show("setInt into strings", () -> {
            Array.setInt(strings, 0, 1);
            return strings[0];
        });
        show("setFloat -1", () -> {
            Array.setFloat(floats, -1, 1f);
            return floats[0];
        });
        show("setDouble", () -> {
            Array.setDouble(doubles, 0, 0.25);
            return doubles[0];
        });
        show("setFloat into double", () -> {
            Array.setFloat(doubles, 0, 0.5f);
            return doubles[0];
        });

        Module unnamed = ReflectiveArrays.class.getModule();
        Module base = Object.class.getModule();
        show("addReads", () -> unnamed.addReads(base) == unnamed);
        show("addExports", () -> unnamed.addExports("org.orbitmc.programs.seq", base) == unnamed);
        show("addOpens", () -> unnamed.addOpens("org.orbitmc.programs.seq", base) == unnamed);
        show("addUses", () -> unnamed.addUses(Runnable.class) == unnamed);
        show("addExports null", () -> unnamed.addExports(null, base));
        show("addReads null", () -> unnamed.addReads(null));

        List<String> calls = new ArrayList<>();
        Object proxy = Proxy.newProxyInstance(ReflectiveArrays.class.getClassLoader(),
                new Class<?>[] {Source.class, TextSource.class}, (p, m, a) -> {
                    calls.add(m.getDeclaringClass().getSimpleName() + "." + m.getName() + ":" + m.getReturnType().getSimpleName());
                    return m.getName().equals("value") ? "v" : "n";
                });
        show("source value", () -> ((Source) proxy).value());
        show("text value", () -> ((TextSource) proxy).value());
        show("source name", () -> ((Source) proxy).name());
        show("text name", () -> ((TextSource) proxy).name());
        System.out.println(calls);
        show("incompatible", () -> Proxy.newProxyInstance(ReflectiveArrays.class.getClassLoader(),
                new Class<?>[] {TextSource.class, NumberSource.class}, (p, m, a) -> null));
    }
}
