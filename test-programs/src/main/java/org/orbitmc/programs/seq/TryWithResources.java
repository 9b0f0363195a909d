/*
 * TryWithResources: try-with-resources semantics: resources close in reverse order of
 * declaration, after the body and before catch/finally; an exception from close() is added
 * as suppressed to the body's exception; close exceptions alone propagate (with later close
 * failures suppressed into the first); a resource whose initialization fails closes the ones
 * already opened; null resources are skipped; Java 9 effectively-final resource variables;
 * and nested try-with-resources.
 */
package org.orbitmc.programs.seq;

public class TryWithResources {
    static final StringBuilder events = new StringBuilder();

    static class Res implements AutoCloseable {
        final String name;
        final boolean failOnClose;
        Res(String name, boolean failOnClose, boolean failOnOpen) {
            if (failOnOpen) {
                log("open-fail " + name);
                throw new IllegalStateException("cannot open " + name);
            }
            this.name = name;
            this.failOnClose = failOnClose;
            log("open " + name);
        }
        Res(String name) { this(name, false, false); }
        void use() { log("use " + name); }
        @Override public void close() {
            log("close " + name);
            if (failOnClose) throw new IllegalArgumentException("close failed: " + name);
        }
    }

    static void log(String s) {
        System.out.println("  " + s);
    }

    static void report(String label, Throwable t) {
        System.out.println(label + " -> " + t.getClass().getSimpleName() + ": " + t.getMessage());
        for (Throwable s : t.getSuppressed()) System.out.println("     suppressed " + s.getClass().getSimpleName() + ": " + s.getMessage());
    }

    public static void main(String[] args) {
        System.out.println("1. normal:");
        try (Res a = new Res("A"); Res b = new Res("B"); Res c = new Res("C")) {
            a.use();
            c.use();
        } finally {
            log("finally");
        }
        System.out.println("2. body throws, closes fail:");
        try (Res a = new Res("A", true, false); Res b = new Res("B", true, false)) {
            b.use();
            throw new UnsupportedOperationException("body failure");
        } catch (RuntimeException e) {
            report("caught", e);
        } finally {
            log("finally");
        }
        System.out.println("3. only close fails:");
        try (Res a = new Res("A", true, false); Res b = new Res("B"); Res c = new Res("C", true, false)) {
            a.use();
        } catch (IllegalArgumentException e) {
            report("caught", e);
        }
        System.out.println("4. third resource fails to open:");
        try (Res a = new Res("A"); Res b = new Res("B", true, false); Res c = new Res("C", false, true)) {
            log("body never runs");
        } catch (IllegalStateException e) {
            report("caught", e);
        }
        System.out.println("5. null resource:");
        try (Res a = null; Res b = new Res("B")) {
            log("a is null: " + (a == null));
        }
        System.out.println("6. effectively final variables:");
        Res outer1 = new Res("X");
        final Res outer2 = new Res("Y");
        try (outer1; outer2) {
            outer1.use();
        }
        System.out.println("7. nested:");
        try (Res a = new Res("outer")) {
            try (Res b = new Res("inner", true, false)) {
                b.use();
            } catch (IllegalArgumentException e) {
                report("inner caught", e);
            }
            a.use();
        }
        System.out.println("8. return from body:");
        System.out.println("returned " + returning());
        System.out.println("9. lambda resource:");
        try (AutoCloseable lam = () -> log("lambda closed")) {
            log("in body");
        } catch (Exception e) {
            report("unexpected", e);
        }
    }

    static String returning() {
        try (Res r = new Res("R")) {
            r.use();
            return "value from body";
        } finally {
            log("finally after close");
        }
    }
}
