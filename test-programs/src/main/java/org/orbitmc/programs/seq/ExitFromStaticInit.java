/*
 * ExitFromStaticInit: System.exit(42) called from inside a static initializer of a helper
 * class that is first touched in the middle of main. The class initialization never
 * completes; the VM halts with status 42 and nothing after the trigger runs (no finally
 * block, no catch clause, no further output).
 * Expected exit code: 42.
 */
package org.orbitmc.programs.seq;

public class ExitFromStaticInit {
    static class Config {
        static final int VALUE;
        static {
            System.out.println("Config.<clinit> starts");
            int computed = 0;
            for (int i = 0; i < 7; i++) computed += i * i;
            System.out.println("computed " + computed + ", exiting with 42");
            if (computed > 0) {
                System.exit(42);
            }
            VALUE = computed;
            System.out.println("never printed");
        }
    }

    static class Unrelated {
        static { System.out.println("Unrelated.<clinit> ran before the exit"); }
        static int twice(int x) { return 2 * x; }
    }

    public static void main(String[] args) {
        System.out.println("main starts");
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5; i++) sb.append(i);
        System.out.println("built " + sb + ", twice(21)=" + Unrelated.twice(21));
        try {
            System.out.println("value=" + Config.VALUE);
        } catch (Throwable t) {
            System.out.println("catch never printed");
        } finally {
            System.out.println("finally never printed");
        }
        System.out.println("never printed either");
    }
}
