/*
 * ClassInitFailure: a static initializer that throws. The first use yields
 * ExceptionInInitializerError wrapping the original exception; every later use of the now
 * erroneous class yields NoClassDefFoundError (the initializer is not re-run), also when a
 * subclass is initialized. An Error thrown by a static initializer is rethrown as is, not
 * wrapped. Compile-time constants of a failed class can still be read because they are
 * inlined.
 */
package org.orbitmc.programs.seq;

public class ClassInitFailure {
    static int attempts;

    static int explode(String why) {
        attempts++;
        System.out.println("  initializer running, attempt " + attempts);
        if (why != null) {
            throw new IllegalStateException(why);
        }
        return 1;
    }

    static class Bad {
        static final int CONSTANT = 123;
        static int value = explode("boom in Bad");
        static void hello() { System.out.println("hello from Bad"); }
    }

    static class SubOfBad extends Bad {
        static { System.out.println("  SubOfBad.<clinit> (never printed)"); }
    }

    static class ThrowsError {
        static int v;
        static {
            if (attempts >= 0) {
                throw new AssertionError("error from clinit");
            }
        }
    }

    static class Good {
        static int value = explode(null);
    }

    static void use(String label, Runnable r) {
        try {
            r.run();
            System.out.println(label + ": ok");
        } catch (ExceptionInInitializerError e) {
            Throwable cause = e.getCause();
            System.out.println(label + ": ExceptionInInitializerError, cause " + cause.getClass().getName() + ": " + cause.getMessage()
                    + ", getException same as cause=" + (e.getException() == cause));
        } catch (NoClassDefFoundError e) {
            System.out.println(label + ": NoClassDefFoundError: " + e.getMessage());
        } catch (Error e) {
            System.out.println(label + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        System.out.println("constant before: " + Bad.CONSTANT);
        use("first static call", () -> Bad.hello());
        use("second static call", () -> Bad.hello());
        use("field read", () -> System.out.println(Bad.value));
        use("new subclass", () -> System.out.println(new SubOfBad()));
        use("array of Bad is fine", () -> System.out.println("length " + new Bad[2].length));
        System.out.println("constant after: " + Bad.CONSTANT);
        use("error initializer", () -> System.out.println(ThrowsError.v));
        use("error initializer again", () -> System.out.println(ThrowsError.v));
        use("good class", () -> System.out.println("Good.value=" + Good.value));
        System.out.println("initializer attempts=" + attempts);
    }
}
