/*
 * StackFrameBytecodeIndex: StackWalker.StackFrame.getByteCodeIndex with HotSpot's values (the bci of each frame's
 * invoke: after a tableswitch's padding, wide locals, long constants, string concatenation, in lambdas and in JDK
 * frames such as HashMap.computeIfAbsent and Iterable.forEach), consistent with getLineNumber, toStackTraceElement,
 * getDescriptor and getMethodType; -1 for the native frame of a reflective call.
 */
package org.orbitmc.programs.seq;

import java.lang.StackWalker.Option;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

public class StackFrameBytecodeIndex {
    private static final StackWalker WALKER = StackWalker.getInstance(Option.RETAIN_CLASS_REFERENCE);
    private int field;

    static void dump(String tag) {
        WALKER.forEach(f -> System.out.println(tag + " " + f.getClassName() + "." + f.getMethodName() + f.getDescriptor()
                + " bci " + f.getByteCodeIndex() + " line " + f.getLineNumber() + " " + f.toStackTraceElement() + " "
                + f.getMethodType() + " " + f.getDeclaringClass().getSimpleName()));
    }

    void dispatch(int x) {
        switch (x) {
            case 1:
                field++;
                break;
            case 2:
                field--;
                break;
            case 7:
                dump("switch");
                break;
            default:
                field = 0;
        }
        Map<String, Integer> map = new HashMap<>();
        map.computeIfAbsent("k", k -> {
            dump("computeIfAbsent");
            return 1;
        });
    }

    static long manyLocals(long a, double b) {
        long l0 = a, l1 = a + 1, l2 = a + 2, l3 = a + 3, l4 = a + 4, l5 = a + 5, l6 = a + 6, l7 = a + 7;
        long l8 = a + 8, l9 = a + 9, l10 = a + 10, l11 = a + 11, l12 = a + 12, l13 = a + 13, l14 = a + 14, l15 = a + 15;
        long[] values = new long[300];
        for (int i = 0; i < 3; i++) {
            values[i] = i + 1_000_000_000_000L;
        }
        String s = "x" + a + b;
        if (s.length() > 0) {
            dump("wide");
        }
        return values[2] + l0 + l1 + l2 + l3 + l4 + l5 + l6 + l7 + l8 + l9 + l10 + l11 + l12 + l13 + l14 + l15;
    }

    static void reflective() {
        StackWalker.getInstance(Option.SHOW_REFLECT_FRAMES).forEach(f -> System.out.println("reflective " + f.getClassName() + "."
                + f.getMethodName() + " native " + f.isNativeMethod() + " bci " + f.getByteCodeIndex() + " line " + f.getLineNumber()));
    }

    public static void main(String[] args) throws Exception {
        dump("main");
        new StackFrameBytecodeIndex().dispatch(7);
        manyLocals(1, 2);
        StackFrameBytecodeIndex.class.getDeclaredMethod("manyLocals", long.class, double.class).invoke(null, 3L, 4.0);
        StackFrameBytecodeIndex.class.getDeclaredMethod("reflective").invoke(null);
        List.of(1).forEach(i -> dump("forEach"));
        List<String> shown = StackWalker.getInstance(Set.of(Option.SHOW_REFLECT_FRAMES, Option.RETAIN_CLASS_REFERENCE))
                .walk(s -> s.map(f -> f.getMethodName() + ":" + f.getByteCodeIndex()).collect(Collectors.toList()));
        System.out.println(shown);
        Runnable r = () -> WALKER.walk(s -> s.limit(2).map(f -> f.getMethodName() + " " + f.getByteCodeIndex()).collect(Collectors.toList()))
                .forEach(System.out::println);
        r.run();
        try {
            StackWalker.getInstance().forEach(f -> f.getMethodType());
        } catch (UnsupportedOperationException e) {
            System.out.println(e.getMessage());
        }
    }
}
