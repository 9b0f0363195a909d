/*
 * CustomExceptions: user-defined checked and unchecked exception hierarchies, catch clause
 * ordering, multi-catch, precise rethrow, chained causes walked via getCause() (including a
 * Throwable(cause) constructor whose message is cause.toString()), initCause and its
 * IllegalStateException when called twice, getMessage/getLocalizedMessage/toString with null
 * and non-null messages, overridden getMessage, suppressed exceptions added by hand, and an
 * exception class carrying extra fields.
 */
package org.orbitmc.programs.seq;

public class CustomExceptions {
    static class AppException extends Exception {
        AppException(String msg) { super(msg); }
        AppException(String msg, Throwable cause) { super(msg, cause); }
    }
    static class ValidationException extends AppException {
        final String field;
        ValidationException(String field, String msg) { super(msg); this.field = field; }
        @Override public String getMessage() { return field + ": " + super.getMessage(); }
    }
    static class StorageException extends AppException {
        StorageException(String msg, Throwable cause) { super(msg, cause); }
    }
    static class Fatal extends RuntimeException {
        Fatal() { super(); }
        Fatal(Throwable cause) { super(cause); }
    }
    static class Quiet extends RuntimeException {
        Quiet(String msg) { super(msg, null, false, false); }
    }

    static void validate(int age) throws ValidationException {
        if (age < 0) throw new ValidationException("age", "must not be negative, was " + age);
    }

    static void store(String key) throws StorageException {
        try {
            if (key.isEmpty()) throw new IllegalArgumentException("empty key");
            Integer.parseInt(key);
        } catch (RuntimeException e) {
            throw new StorageException("cannot store '" + key + "'", e);
        }
    }

    static void rethrow(boolean first) throws ValidationException, StorageException {
        try {
            if (first) validate(-1); else store("");
        } catch (final Exception e) {
            System.out.println("  precise rethrow of " + e.getClass().getSimpleName());
            throw e;
        }
    }

    static void describe(Throwable t) {
        int depth = 0;
        for (Throwable c = t; c != null; c = c.getCause()) {
            System.out.println("  ".repeat(depth + 1) + "cause[" + depth + "] " + c.getClass().getName() + " | message=" + c.getMessage() + " | toString=" + c);
            depth++;
        }
    }

    public static void main(String[] args) {
        int[] ages = {30, -5};
        for (int age : ages) {
            try {
                validate(age);
                System.out.println("age " + age + " ok");
            } catch (ValidationException e) {
                System.out.println("invalid: " + e.getMessage() + " field=" + e.field + " localized=" + e.getLocalizedMessage() + " isAppException="
                        + (e instanceof AppException));
            }
        }
        for (String key : new String[] {"123", "", "abc"}) {
            try {
                store(key);
                System.out.println("stored " + key);
            } catch (StorageException e) {
                System.out.println("storage failure for '" + key + "':");
                describe(e);
            }
        }
        for (boolean first : new boolean[] {true, false}) {
            try {
                rethrow(first);
            } catch (ValidationException | StorageException e) {
                System.out.println("multi-catch got " + e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        Fatal wrapped = new Fatal(new StorageException("disk full", new java.io.IOException("write failed")));
        System.out.println("wrapped chain:");
        describe(wrapped);
        Fatal bare = new Fatal();
        System.out.println("bare: message=" + bare.getMessage() + " toString=" + bare + " cause=" + bare.getCause());
        bare.initCause(new ArithmeticException("late cause"));
        System.out.println("after initCause: " + bare.getCause());
        try {
            bare.initCause(new RuntimeException("again"));
        } catch (IllegalStateException e) {
            System.out.println("initCause twice: " + e.getClass().getSimpleName());
        }
        try {
            Throwable self = new RuntimeException("self");
            self.initCause(self);
        } catch (IllegalArgumentException e) {
            System.out.println("self-causation: " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        AppException primary = new AppException("primary");
        primary.addSuppressed(new IllegalStateException("first suppressed"));
        primary.addSuppressed(new Fatal());
        System.out.println("suppressed count=" + primary.getSuppressed().length);
        for (Throwable s : primary.getSuppressed()) System.out.println("  suppressed: " + s);
        Quiet quiet = new Quiet("no stack, no suppression");
        quiet.addSuppressed(new RuntimeException("ignored"));
        System.out.println("quiet: " + quiet.getMessage() + " suppressed=" + quiet.getSuppressed().length + " stack length=" + quiet.getStackTrace().length);
        try {
            try {
                throw new Fatal(new Error("root error"));
            } catch (RuntimeException e) {
                System.out.println("caught RuntimeException first: " + e.getClass().getSimpleName());
                throw new AssertionError("converted", e);
            }
        } catch (Error e) {
            System.out.println("outer caught Error: " + e + " root=" + e.getCause().getCause().getMessage());
        }
        Throwable t = new Throwable();
        Exception ex = new Exception((String) null);
        System.out.println("plain throwable=" + t + " exception null message=" + ex + " with cause null=" + new RuntimeException((Throwable) null).getMessage());
    }
}
