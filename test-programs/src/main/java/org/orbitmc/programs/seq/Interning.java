/*
 * Interning: string identity. Identical literals are the same object (also across classes),
 * compile-time constant expressions (including final local and static final String
 * variables) are folded and interned, concatenations involving non-constant variables yield
 * new objects, new String(...) is never identical to a literal, intern() returns the canonical
 * instance, and switch/equals semantics do not depend on identity. Also Integer/String
 * values in constant folding of mixed types.
 */
package org.orbitmc.programs.seq;

public class Interning {
    static final String PREFIX = "hel";
    static final String FULL = PREFIX + "lo";
    static String nonFinal = "hel";

    static class Other {
        static final String HELLO = "hello";
        static String make() { return "hel" + "lo"; }
    }

    public static void main(String[] args) {
        String lit = "hello";
        final String finalLocal = "hel";
        String local = "hel";
        System.out.println("literal == literal: " + (lit == "hello"));
        System.out.println("constant fold \"hel\"+\"lo\": " + (lit == "hel" + "lo"));
        System.out.println("static final fold: " + (lit == FULL) + " " + (lit == PREFIX + "lo"));
        System.out.println("final local fold: " + (lit == finalLocal + "lo"));
        System.out.println("non-final local concat: " + (lit == local + "lo") + " equals=" + lit.equals(local + "lo"));
        System.out.println("non-final static concat: " + (lit == nonFinal + "lo"));
        System.out.println("other class constant: " + (lit == Other.HELLO) + " other class folded: " + (lit == Other.make()));
        String built = new StringBuilder("hel").append("lo").toString();
        String created = new String("hello");
        System.out.println("StringBuilder result: " + (lit == built) + " new String: " + (lit == created) + " equals: " + created.equals(lit));
        System.out.println("intern(): " + (lit == built.intern()) + " " + (lit == created.intern()) + " " + (built.intern() == created.intern()));
        String unique = new StringBuilder("orbit-").append(12345).append("-unique").toString();
        String interned = unique.intern();
        System.out.println("first intern of a runtime string returns it or an equal canonical string: " + interned.equals(unique)
                + ", later literal is the canonical one: " + (interned == "orbit-12345-unique"));
        System.out.println("mixed constant folding: " + ("a1true2.5c" == "a" + 1 + true + 2.5 + 'c') + " " + ("3" == "" + (1 + 2)));
        String empty = "";
        System.out.println("empty literal identity: " + (empty == "") + " substring(0,0) equals: " + "abc".substring(0, 0).equals("") + " concat empty identity: "
                + (lit.concat("") == lit));
        String sub = lit.substring(0);
        System.out.println("substring(0) returns same: " + (sub == lit) + " toString returns same: " + (lit.toString() == lit) + " valueOf same: "
                + (String.valueOf(lit) == lit));
        String[] parts = "hello world".split(" ");
        System.out.println("split part identity: " + (parts[0] == lit) + " after intern: " + (parts[0].intern() == lit));
        int count = 0;
        for (int i = 0; i < 100; i++) {
            String s = ("k" + (i % 10)).intern();
            if (s == ("k" + (i % 10)).intern()) count++;
        }
        System.out.println("repeated intern identity count=" + count);
        switch (created) {
            case "hello" -> System.out.println("switch matches by equals, not identity");
            default -> System.out.println("unexpected");
        }
        char[] chars = {'h', 'e', 'l', 'l', 'o'};
        System.out.println("from chars: " + (new String(chars) == lit) + " " + (String.valueOf(chars).intern() == lit) + " hash equal: "
                + (new String(chars).hashCode() == lit.hashCode()));
    }
}
