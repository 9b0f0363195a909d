/*
 * StackFrameMethodTypes: StackWalker.StackFrame.getMethodType (the frame's method type, with the program's own classes
 * resolved) and getDescriptor, and the UnsupportedOperationException of getMethodType and getDeclaringClass without
 * RETAIN_CLASS_REFERENCE.
 */
package org.orbitmc.programs.seq;

import java.util.List;
import java.util.stream.Collectors;

public class StackFrameMethodTypes {
    record Point(int x, int y) {
    }

    static List<String> frames(Point p, long[] values, String s) {
        StackWalker w = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);
        return w.walk(f -> f.map(x -> x.getMethodName() + " " + x.getMethodType() + " " + x.getDescriptor()).collect(Collectors.toList()));
    }

    static int depth(int n) {
        if (n > 0) {
            return depth(n - 1);
        }
        StackWalker.StackFrame top = StackWalker.getInstance().walk(f -> f.findFirst()).get();
        try {
            top.getMethodType();
        } catch (UnsupportedOperationException e) {
            System.out.println("UnsupportedOperationException " + e.getMessage());
        }
        try {
            top.getDeclaringClass();
        } catch (UnsupportedOperationException e) {
            System.out.println("UnsupportedOperationException " + e.getMessage());
        }
        return top.getMethodName().length();
    }

    public static void main(String[] args) {
        for (String f : frames(new Point(1, 2), new long[0], "s")) {
            System.out.println(f);
        }
        System.out.println(depth(2));
        Runnable r = () -> {
            List<String> types = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE)
                    .walk(f -> f.map(x -> x.getMethodType().toString()).collect(Collectors.toList()));
            System.out.println(types);
        };
        r.run();
    }
}
