package org.orbitmc.programs.seq;

/**
 * After a class's initializer failed, each later use throws NoClassDefFoundError whose cause (JDK 17) records why:
 * an ExceptionInInitializerError naming the exception, its message and the thread, with the exception's stack trace.
 * A subclass whose superclass failed records the superclass's error.
 */
public class ClassInitFailureCause {
    static class Failing {
        static int value = compute();

        static int compute() {
            throw new IllegalStateException("no value");
        }
    }

    static class Silent {
        static int value;

        static {
            if (value == 0) {
                throw new UnsupportedOperationException();
            }
        }
    }

    static class Base {
        static int value;

        static {
            if (value == 0) {
                throw new ArithmeticException("base");
            }
        }
    }

    static class Derived extends Base {
        static int more = 1;
    }

    static void use(Runnable r) {
        try {
            r.run();
        } catch (Throwable t) {
            System.out.println(t);
            for (Throwable c = t.getCause(); c != null; c = c.getCause()) {
                StackTraceElement[] trace = c.getStackTrace();
                System.out.println("  caused by " + c + (trace.length > 0 ? " at " + trace[0] : ""));
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        for (int i = 0; i < 2; i++) {
            use(() -> System.out.println(Failing.value));
            use(() -> System.out.println(Silent.value));
        }
        use(() -> System.out.println(Derived.more));
        use(() -> System.out.println(Derived.more));
        Thread other = new Thread(() -> use(() -> System.out.println(Failing.value)), "other");
        other.start();
        other.join();
        try {
            System.out.println(Failing.value);
        } catch (NoClassDefFoundError e) {
            e.printStackTrace(System.out);
        }
    }
}
