/*
 * RuntimeExceptions: exceptions raised by the virtual machine itself and caught by the
 * program: ArithmeticException from int/long division and remainder by zero,
 * NullPointerException from field access, method call, array length, array load/store,
 * throw null, synchronized(null) and unboxing (only the class name is printed, never the
 * helpful NPE message), ArrayIndexOutOfBoundsException, ClassCastException (JDK classes,
 * with message; user classes, name only), NegativeArraySizeException, ArrayStoreException and
 * a StackOverflowError from unbounded recursion. Messages of System.arraycopy failures are not
 * printed (they are free-form VM prose).
 */
package org.orbitmc.programs.seq;

public class RuntimeExceptions {
    static class Node { int value; Node next; int get() { return value; } }
    static class Shape { }
    static class Circle extends Shape { }
    static class Square extends Shape { }

    static int depth;
    static int recurse(int n) {
        depth++;
        return recurse(n + 1) + 1;
    }

    interface Action { void run() throws Exception; }

    static void attempt(String label, Action a) {
        try {
            a.run();
            System.out.println(label + ": no exception");
        } catch (NullPointerException e) {
            System.out.println(label + ": " + e.getClass().getName());
        } catch (ClassCastException e) {
            String msg = e.getMessage();
            boolean jdk = msg != null && msg.contains("java.base");
            System.out.println(label + ": " + e.getClass().getName() + (jdk ? " / " + msg : ""));
        } catch (Exception e) {
            boolean vmDetail = label.startsWith("arraycopy");   // System.arraycopy messages are VM-specific prose
            System.out.println(label + ": " + e.getClass().getName() + (vmDetail ? "" : " / " + e.getMessage()));
        }
    }

    public static void main(String[] args) {
        int zero = args.length;
        long lzero = zero;
        Node nil = null;
        int[] noArray = null;
        Object[] strings = new String[2];
        Integer nullBox = null;
        int[] three = {1, 2, 3};

        attempt("idiv", () -> System.out.println(10 / zero));
        attempt("irem", () -> System.out.println(10 % zero));
        attempt("ldiv", () -> System.out.println(10L / lzero));
        attempt("lrem", () -> System.out.println(10L % lzero));
        attempt("fdiv (no exception)", () -> System.out.println(10.0f / zero + " " + 10.0 % zero));
        attempt("getfield", () -> System.out.println(nil.value));
        attempt("putfield", () -> nil.next = new Node());
        attempt("invokevirtual", () -> System.out.println(nil.get()));
        attempt("arraylength", () -> System.out.println(noArray.length));
        attempt("iaload", () -> System.out.println(noArray[0]));
        attempt("iastore", () -> noArray[0] = 1);
        attempt("athrow null", () -> { throw null; });
        attempt("monitorenter null", () -> { synchronized (nil) { System.out.println("inside"); } });
        attempt("unboxing", () -> { int v = nullBox; System.out.println(v); });
        attempt("string method on null", () -> System.out.println(((String) null).length()));
        attempt("aioobe read", () -> System.out.println(three[3]));
        attempt("aioobe negative", () -> System.out.println(three[-1]));
        attempt("aioobe write", () -> three[5] = 9);
        attempt("string index", () -> System.out.println("abc".charAt(5)));
        attempt("checkcast jdk", () -> { Object o = Integer.valueOf(3); String s = (String) o; System.out.println(s); });
        attempt("checkcast user", () -> { Shape s = new Circle(); Square q = (Square) s; System.out.println(q); });
        attempt("checkcast array", () -> { Object o = new int[1]; long[] l = (long[]) o; System.out.println(l.length); });
        attempt("checkcast null ok", () -> { Object o = null; String s = (String) o; System.out.println("cast null -> " + s); });
        attempt("newarray negative", () -> System.out.println(new int[zero - 1].length));
        attempt("anewarray negative", () -> System.out.println(new String[zero - 5].length));
        attempt("aastore wrong type", () -> strings[0] = Integer.valueOf(1));
        attempt("aastore ok", () -> { strings[1] = "fine"; System.out.println("stored " + strings[1]); });
        attempt("arraycopy store", () -> System.arraycopy(new Object[] {"a", 1}, 0, strings, 0, 2));
        System.out.println("after partial arraycopy: " + strings[0] + " " + strings[1]);
        attempt("arraycopy bounds", () -> System.arraycopy(three, 1, new int[2], 0, 3));
        attempt("instanceof null", () -> System.out.println("null instanceof Object = " + (nil instanceof Object)));

        try {
            recurse(0);
        } catch (StackOverflowError e) {
            System.out.println("caught StackOverflowError, depth positive=" + (depth > 100));
        }
        int afterwards = 0;
        for (int i = 0; i < 100; i++) {
            afterwards += i;
        }
        System.out.println("still running normally: " + afterwards);
    }
}
