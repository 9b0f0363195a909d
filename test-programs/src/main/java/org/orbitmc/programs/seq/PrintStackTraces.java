/*
 * PrintStackTraces: Throwable.printStackTrace(System.out) of exceptions thrown by and through
 * JDK code, compared line by line with HotSpot: "java.base/" frames with JDK line numbers,
 * parseInt's NumberFormatException, ArrayList/List.of index errors, Objects.requireNonNull
 * with a message, an iterator's ConcurrentModificationException, exceptions escaping a
 * lambda inside a stream pipeline (lambda frames hidden as HotSpot hides them), a comparator
 * failing inside Collections.sort, "Caused by:" chains with "... N more", suppressed
 * exceptions from try-with-resources, a circular cause chain, an exception with an
 * overridden toString, one without a writable stack trace, and setStackTrace.
 */
package org.orbitmc.programs.seq;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

public class PrintStackTraces {
    static void show(String label, Throwable t) {
        System.out.println("== " + label);
        t.printStackTrace(System.out);
    }

    static int parse(String s) {
        return Integer.parseInt(s);
    }

    static class Resource implements AutoCloseable {
        final String name;
        Resource(String name) {
            this.name = name;
        }
        @Override
        public void close() {
            throw new IllegalStateException("close " + name);
        }
    }

    static class Wrapped extends Exception {
        Wrapped(String msg, Throwable cause) {
            super(msg, cause);
        }
    }

    static class Pretty extends RuntimeException {
        Pretty() {
            super("ignored");
        }
        @Override
        public String toString() {
            return "Pretty[custom toString]";
        }
    }

    static class NoTrace extends RuntimeException {
        NoTrace(String msg) {
            super(msg, null, true, false);
        }
    }

    static void loadConfig(String value) throws Wrapped {
        try {
            parse(value);
        } catch (NumberFormatException e) {
            throw new Wrapped("bad config value", e);
        }
    }

    static void service(String value) {
        try {
            loadConfig(value);
        } catch (Wrapped e) {
            throw new RuntimeException("service failed", e);
        }
    }

    public static void main(String[] args) {
        try {
            parse("12x");
        } catch (NumberFormatException e) {
            show("parseInt", e);
        }
        try {
            new ArrayList<>(List.of(1, 2, 3)).get(5);
        } catch (IndexOutOfBoundsException e) {
            show("ArrayList.get", e);
        }
        try {
            List.of("a", "b").get(-1);
        } catch (IndexOutOfBoundsException e) {
            show("List.of get", e);
        }
        try {
            Objects.requireNonNull(null, "config must not be null");
        } catch (NullPointerException e) {
            show("requireNonNull", e);
        }
        try {
            List<Integer> list = new ArrayList<>(List.of(1, 2, 3));
            for (Integer i : list) {
                if (i == 2) list.remove(i);
            }
        } catch (java.util.ConcurrentModificationException e) {
            show("CME", e);
        }
        try {
            Map<String, Integer> m = new HashMap<>(Map.of("k", 1));
            Iterator<String> it = m.keySet().iterator();
            it.next();
            it.next();
        } catch (java.util.NoSuchElementException e) {
            show("HashMap iterator", e);
        }
        try {
            List.of("1", "2", "x", "4").stream().map(Integer::parseInt).collect(Collectors.toList());
        } catch (NumberFormatException e) {
            show("stream method ref", e);
        }
        try {
            Arrays.asList(3, 1, 2).stream().map(i -> 10 / (i - 1)).forEach(i -> { });
        } catch (ArithmeticException e) {
            show("stream lambda", e);
        }
        try {
            List<String> names = new ArrayList<>(List.of("bob", "al", "christine"));
            Collections.sort(names, (a, b) -> {
                if (a.length() == 2 || b.length() == 2) throw new UnsupportedOperationException("short name");
                return a.compareTo(b);
            });
        } catch (UnsupportedOperationException e) {
            show("comparator", e);
        }
        try {
            service("forty-two");
        } catch (RuntimeException e) {
            show("cause chain", e);
        }
        try (Resource a = new Resource("a"); Resource b = new Resource("b")) {
            throw new IllegalArgumentException("body");
        } catch (IllegalArgumentException e) {
            show("suppressed", e);
        }
        RuntimeException x = new RuntimeException("x");
        RuntimeException y = new RuntimeException("y", x);
        x.initCause(y);
        show("circular", y);
        show("custom toString", new Pretty());
        show("not writable", new NoTrace("no frames"));
        RuntimeException manual = new RuntimeException("manual");
        manual.setStackTrace(new StackTraceElement[] {
            new StackTraceElement("com.example.Foo", "bar", "Foo.java", 12),
            new StackTraceElement("com.example.Foo", "nat", null, -2),
            new StackTraceElement("com.example.Foo", "unknown", null, -1),
            new StackTraceElement("app", "com.example.mod", "1.0", "com.example.Baz", "qux", "Baz.java", 7),
        });
        show("setStackTrace", manual);
        Exception deep = new Exception("top", new Error("middle", new IllegalStateException()));
        show("three levels", deep);
        System.out.println("toString: " + new IllegalStateException() + " / " + new IllegalStateException("m") + " / " + new Pretty().getLocalizedMessage());
        System.out.println("done");
    }
}
