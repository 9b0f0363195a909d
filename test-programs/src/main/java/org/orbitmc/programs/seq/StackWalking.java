/*
 * StackWalking: StackWalker over the current thread: frames' classes, methods, files and lines, toString, limit
 * and skip, filtering of reflection frames (and showing them with SHOW_REFLECT_FRAMES), getCallerClass, frames
 * through lambdas and streams, and a walk long enough to take several batches.
 */
package org.orbitmc.programs.seq;

import java.lang.reflect.Method;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

public class StackWalking {
    static final StackWalker WALKER = StackWalker.getInstance();
    static final StackWalker RETAINING = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);

    static List<String> here() {
        return WALKER.walk(s -> s.map(f -> f.getClassName() + "." + f.getMethodName() + ":" + f.getLineNumber()).collect(Collectors.toList()));
    }

    static String caller() {
        return RETAINING.getCallerClass().getSimpleName();
    }

    static class Helper {
        String ask() {
            return caller();
        }
    }

    public static List<String> reflective() {
        return here();
    }

    static int recurse(int n) {
        if (n == 0) {
            long count = WALKER.walk(s -> s.filter(f -> f.getMethodName().equals("recurse")).count());
            return (int) count;
        }
        return recurse(n - 1);
    }

    public static void main(String[] args) throws Exception {
        System.out.println(here());
        System.out.println(WALKER.walk(s -> s.findFirst()).get());
        WALKER.forEach(f -> System.out.println("forEach " + f + " native=" + f.isNativeMethod() + " file=" + f.getFileName()));
        System.out.println(caller() + " " + new Helper().ask());
        List<String> classes = RETAINING.walk(s -> s.map(f -> f.getDeclaringClass().getSimpleName()).collect(Collectors.toList()));
        System.out.println(classes);
        Method m = StackWalking.class.getMethod("reflective");
        System.out.println(m.invoke(null));
        StackWalker reflect = StackWalker.getInstance(Set.of(StackWalker.Option.SHOW_REFLECT_FRAMES));
        System.out.println(StackWalking.class.getMethod("reflectFrames", StackWalker.class).invoke(null, reflect));
        System.out.println(recurse(40) + " " + WALKER.walk(s -> s.skip(1).limit(1).count()));
        Runnable r = () -> System.out.println("in lambda: " + here().get(0) + " " + here().size());
        r.run();
        try {
            WALKER.walk(s -> s.findFirst()).get().getDeclaringClass();
        } catch (UnsupportedOperationException e) {
            System.out.println(e.getMessage());
        }
    }

    public static List<String> reflectFrames(StackWalker w) {
        return w.walk(s -> s.limit(6).map(f -> f.getClassName() + "." + f.getMethodName()).collect(Collectors.toList()));
    }
}
