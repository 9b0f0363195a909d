/*
 * StackTraces: the contents of Throwable.getStackTrace() for exceptions thrown at known
 * places: class name, method name (including <init> and <clinit>), file name and line number
 * of each frame of code in this file, frames for VM-raised exceptions (idiv by zero, null
 * dereference, array index), the depth of a trace thrown from deep recursion, the fact that
 * the trace is captured at construction rather than at the throw, fillInStackTrace
 * refreshing it, and setStackTrace. Frames of JDK classes are only counted, never printed.
 */
package org.orbitmc.programs.seq;

public class StackTraces {
    static void printTrace(String label, Throwable t) {
        StackTraceElement[] st = t.getStackTrace();
        System.out.println(label + ": " + t.getClass().getSimpleName() + " with " + st.length + " frames");
        int jdkFrames = 0;
        for (StackTraceElement e : st) {
            if (e.getClassName().startsWith("org.orbitmc.")) {
                System.out.println("   at " + e.getClassName() + "." + e.getMethodName() + " file=" + e.getFileName() + " line=" + e.getLineNumber() + " native=" + e.isNativeMethod());
            } else {
                jdkFrames++;
            }
        }
        if (jdkFrames > 0) System.out.println("   (" + jdkFrames + " JDK frames)");
    }

    static void level3() {
        throw new IllegalStateException("from level3");
    }
    static void level2() {
        level3();
    }
    static void level1() {
        level2();
    }

    static int recurse(int n) {
        if (n == 0) {
            throw new RuntimeException("bottom");
        }
        return recurse(n - 1) + 1;
    }

    static class Thing {
        Thing(boolean fail) {
            if (fail) throw new IllegalArgumentException("ctor");
        }
    }

    static class Init {
        static final RuntimeException CREATED = new RuntimeException("created in clinit");
    }

    static int divide(int a, int b) {
        return a / b;
    }

    public static void main(String[] args) {
        try {
            level1();
        } catch (IllegalStateException e) {
            printTrace("nested calls", e);
        }
        try {
            recurse(12);
        } catch (RuntimeException e) {
            printTrace("recursion depth 12", e);
            System.out.println("   recurse frames=" + java.util.Arrays.stream(e.getStackTrace()).filter(f -> f.getMethodName().equals("recurse")).count());
        }
        try {
            new Thing(true);
        } catch (IllegalArgumentException e) {
            printTrace("constructor", e);
        }
        printTrace("static initializer", Init.CREATED);
        try {
            divide(1, args.length);
        } catch (ArithmeticException e) {
            printTrace("idiv", e);
        }
        try {
            String s = args.length == 0 ? null : "x";
            System.out.println(s.length());
        } catch (NullPointerException e) {
            printTrace("npe", e);
        }
        try {
            int[] a = new int[2];
            a[args.length + 2] = 1;
        } catch (ArrayIndexOutOfBoundsException e) {
            printTrace("aioobe", e);
        }
        try {
            Integer.parseInt("not a number");
        } catch (NumberFormatException e) {
            printTrace("jdk-thrown", e);
        }
        RuntimeException early = new RuntimeException("created here");
        try {
            throw early;
        } catch (RuntimeException e) {
            printTrace("created before throw", e);
        }
        RuntimeException refreshed = makeException();
        printTrace("made in helper", refreshed);
        refreshed.fillInStackTrace();
        printTrace("after fillInStackTrace", refreshed);
        Exception custom = new Exception("custom trace");
        custom.setStackTrace(new StackTraceElement[] {new StackTraceElement("org.orbitmc.Fake", "fakeMethod", "Fake.java", 99),
                new StackTraceElement("org.orbitmc.Fake", "nativeOne", null, -2)});
        printTrace("setStackTrace", custom);
    }

    static RuntimeException makeException() {
        return new RuntimeException("made");
    }
}
