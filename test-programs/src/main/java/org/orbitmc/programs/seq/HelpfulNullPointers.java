/*
 * HelpfulNullPointers: the JEP 358 messages of NullPointerExceptions raised by the VM, which
 * HotSpot computes from the bytecode: invocations on null locals, parameters, fields, static
 * fields, array elements and method results; field reads and writes; array loads, stores and
 * lengths of every element type; throw and synchronized on null; unboxing; enhanced for over a
 * null collection or array (synthetic locals); string switch on null; null flowing through
 * ternaries, loops, try/catch and a finally (merged sources lose their description);
 * compound assignments; long and double locals shifting slots; nested array and call
 * expressions; NPEs raised inside JDK code; and the cases without a message: explicit
 * construction, Objects.requireNonNull, a method reference invoked on null, natives.
 */
package org.orbitmc.programs.seq;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.Function;

public class HelpfulNullPointers {
    static class Node {
        Node next;
        int[] data;
        long[] wide;
        String name;
        Integer boxed;
        static Node head;

        Node child() {
            return next;
        }

        Node self() {
            return this;
        }
    }

    static String shared;
    Object[][] grid;
    double weight;

    interface Check {
        void run() throws Exception;
    }

    static int count;

    static void check(String label, Check c) {
        try {
            c.run();
            System.out.println(label + ": no exception");
        } catch (NullPointerException e) {
            count++;
            System.out.println(label + ": " + e.getMessage());
        } catch (Exception e) {
            System.out.println(label + ": " + e);
        }
    }

    static int length(String s) {
        return s.length();
    }

    static String none() {
        return null;
    }

    static int sum(List<Integer> values) {
        int total = 0;
        for (int v : values) total += v;
        return total;
    }

    static int lengthAfterLongs(long a, double b, String s, long c) {
        return (int) (a + b + c) + s.length();
    }

    static String merged(boolean flag, String a, String b) {
        String pick = flag ? a : b;
        return pick.trim();
    }

    static String inline(boolean flag, String a, String b) {
        return (flag ? a : b).trim();
    }

    static int loopy(String[] words) {
        int n = 0;
        String w = null;
        for (int i = 0; i < words.length; i++) {
            w = words[i];
            n += w.length();
        }
        return n;
    }

    static int viaFinally(Node node) {
        try {
            return node.name.length();
        } finally {
            count += 0;
        }
    }

    static String caught(Node node) {
        String result;
        try {
            result = node.child().name;
        } catch (IllegalStateException e) {
            result = null;
        }
        return result.toUpperCase();
    }

    void instance() {
        check("this field array", () -> System.out.println(grid[1][2]));
        check("this field via method", () -> System.out.println(self().grid.length));
    }

    HelpfulNullPointers self() {
        return this;
    }

    public static void main(String[] args) {
        Node n = new Node();
        n.next = new Node();
        check("parameter", () -> length(null));
        check("field chain", () -> System.out.println(n.next.next.name));
        check("call result field", () -> System.out.println(n.child().child().name));
        check("call on call result", () -> System.out.println(n.next.child().self()));
        check("static field", () -> System.out.println(Node.head.name));
        check("static string", () -> System.out.println(shared.isEmpty()));
        check("int array load", () -> System.out.println(n.data[3]));
        check("int array store", () -> n.data[1] = 5);
        check("long array store", () -> n.next.wide[0] = 7L);
        check("array length", () -> System.out.println(n.data.length));
        check("compound assignment", () -> n.data[0] += 2);
        check("char array", () -> {
            char[] cs = null;
            System.out.println(cs[0]);
        });
        check("boolean array", () -> {
            boolean[] bs = null;
            bs[0] = true;
        });
        check("double array", () -> {
            double[] ds = null;
            System.out.println(ds[0] + 1);
        });
        check("short and byte arrays", () -> {
            short[] ss = new short[1];
            byte[] bs = null;
            System.out.println(ss[0] + bs[0]);
        });
        check("2d row", () -> {
            int[][] g = new int[3][];
            g[2][0] = 1;
        });
        check("2d computed index", () -> {
            int[][] g = new int[3][];
            int i = 1;
            System.out.println(g[i * 2][0]);
        });
        check("object array element", () -> {
            String[] s = new String[4];
            System.out.println(s[3].length());
        });
        check("element at big index", () -> {
            String[] s = new String[2000];
            System.out.println(s[1999].isBlank());
        });
        check("element at call index", () -> {
            String[] s = new String[3];
            System.out.println(s[Integer.parseInt("2")].length());
        });
        check("call result", () -> System.out.println(none().length()));
        check("throw null", () -> {
            RuntimeException e = null;
            throw e;
        });
        check("synchronized null", () -> {
            Object lock = none();
            synchronized (lock) {
                System.out.println("inside");
            }
        });
        check("putfield", () -> {
            Node m = n.next.next;
            m.name = "x";
        });
        check("unboxing local", () -> {
            Integer i = null;
            int j = i + 1;
            System.out.println(j);
        });
        check("unboxing field", () -> System.out.println(n.boxed * 2));
        check("unboxing map get", () -> {
            Map<String, Integer> m = new HashMap<>();
            int v = m.get("missing");
            System.out.println(v);
        });
        check("unboxing in loop", () -> System.out.println(sum(new ArrayList<>(java.util.Arrays.asList(1, null, 3)))));
        check("for over null list", () -> {
            List<String> l = null;
            for (String s : l) System.out.println(s);
        });
        check("for over null array", () -> {
            int[] a = null;
            for (int x : a) System.out.println(x);
        });
        check("switch on null string", () -> {
            String s = none();
            switch (s) {
                case "a" -> System.out.println("a");
                default -> System.out.println("other");
            }
        });
        check("longs before", () -> lengthAfterLongs(1L, 2.0, null, 3L));
        check("ternary merge", () -> merged(false, "a", null));
        check("ternary inline", () -> inline(true, null, "b"));
        check("loop variable", () -> loopy(new String[] {"ab", null}));
        check("inside try with finally", () -> viaFinally(new Node()));
        check("after catch", () -> caught(new Node()));
        check("string concat receiver", () -> {
            String s = null;
            System.out.println((s + "x").length() + s.length());
        });
        check("interface call", () -> {
            Map<String, List<String>> m = new HashMap<>();
            m.get("k").add("v");
        });
        check("chained builder", () -> {
            StringBuilder b = null;
            b.append(1).append("x");
        });
        check("array clone", () -> {
            int[] a = null;
            System.out.println(a.clone().length);
        });
        check("getClass", () -> System.out.println(none().getClass()));
        check("equals on null", () -> System.out.println(none().equals("x")));
        check("assign then use", () -> {
            String s = "x";
            s = none();
            System.out.println(s.length());
        });
        check("lambda body", () -> {
            Function<String, Integer> f = s -> s.length();
            System.out.println(f.apply(null));
        });
        new HelpfulNullPointers().instance();
        check("explicit", () -> {
            throw new NullPointerException();
        });
        check("explicit with message", () -> {
            throw new NullPointerException("custom");
        });
        check("requireNonNull", () -> Objects.requireNonNull(null));
        check("method reference", () -> {
            Function<String, Integer> f = String::length;
            System.out.println(f.apply(null));
        });
        check("native arraycopy", () -> System.arraycopy(null, 0, new int[1], 0, 1));
        check("native isAssignableFrom", () -> System.out.println(String.class.isAssignableFrom(null)));
        check("jdk TreeMap null key", () -> new TreeMap<String, Integer>().put(null, 1));
        check("jdk String.valueOf", () -> System.out.println(String.valueOf((char[]) null)));
        check("jdk concat", () -> System.out.println("a".concat(null)));
        check("jdk List.of", () -> List.of("a", null));
        check("jdk compareTo", () -> System.out.println("a".compareTo(null)));
        check("jdk Map.merge", () -> new HashMap<String, Integer>().merge("k", 1, null));
        NullPointerException late = new NullPointerException();
        System.out.println("unthrown explicit: " + late.getMessage() + " refilled: " + late.fillInStackTrace().getMessage());
        try {
            Node nothing = null;
            System.out.println(nothing.name);
        } catch (NullPointerException e) {
            System.out.println("toString: " + e + " | message again: " + e.getMessage());
            e.fillInStackTrace();
            System.out.println("after refill: " + e.getMessage());
        }
        System.out.println("NPEs: " + count);
    }
}
