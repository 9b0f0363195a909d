/*
 * InnerClasses: inner (non-static) classes with access to the enclosing instance, including
 * its private fields and methods, Outer.this, inner instances created from outside with
 * outer.new Inner(), static nested classes, anonymous classes (of an interface, of an
 * abstract class with constructor arguments, capturing locals), local classes capturing
 * effectively final locals and parameters, shadowing between inner and outer fields, a
 * private constructor used by a nested class, and nested inner classes two levels deep.
 * Class names are printed via getName(), which javac fixes (Outer$Inner, Outer$1, Outer$1Local).
 */
package org.orbitmc.programs.seq;

import java.util.ArrayList;
import java.util.List;

public class InnerClasses {
    private int counter = 100;
    private final String name;
    private static int created;

    private InnerClasses(String name) { this.name = name; created++; }
    private String secret() { return "secret of " + name; }

    class Inner {
        int counter = 5;
        String show() { return "inner counter=" + counter + " outer counter=" + InnerClasses.this.counter + " " + secret(); }
        void bump() { InnerClasses.this.counter++; counter += 10; }
        class Deeper {
            String show() { return "deeper sees " + name + " and inner counter " + counter; }
        }
    }

    static class Nested {
        final int v;
        Nested(int v) { this.v = v; }
        InnerClasses make() { return new InnerClasses("made-by-nested-" + v); }
    }

    interface Greeter { String greet(String who); }
    static abstract class Template {
        final String prefix;
        Template(String prefix) { this.prefix = prefix; }
        abstract String render(String s);
    }

    List<Greeter> greeters(String punctuation) {
        int repeat = 2;
        List<Greeter> list = new ArrayList<>();
        list.add(new Greeter() {
            int calls;
            public String greet(String who) { calls++; return "anon#" + calls + " hello " + who + punctuation.repeat(repeat) + " from " + name; }
        });
        class LocalGreeter implements Greeter {
            private final String style;
            LocalGreeter(String style) { this.style = style; }
            public String greet(String who) { return style + " " + who + punctuation + " (counter " + counter + ")"; }
        }
        list.add(new LocalGreeter("hi"));
        list.add(new LocalGreeter("yo"));
        list.add(who -> "lambda greets " + who + " " + this.name);
        return list;
    }

    public static void main(String[] args) {
        InnerClasses outer = new InnerClasses("outer");
        InnerClasses.Inner inner = outer.new Inner();
        System.out.println(inner.show());
        inner.bump();
        inner.bump();
        System.out.println("after bumps: " + inner.show());
        InnerClasses.Inner.Deeper deeper = inner.new Deeper();
        System.out.println(deeper.show());
        InnerClasses other = new Nested(7).make();
        System.out.println("nested made: " + other.name + " " + other.new Inner().show() + " created=" + created);
        for (Greeter g : outer.greeters("!")) {
            System.out.println(g.greet("world"));
        }
        List<Greeter> gs = outer.greeters("?");
        System.out.println(gs.get(0).greet("a") + " | " + gs.get(0).greet("b"));
        Template t = new Template("[") {
            String render(String s) { return prefix + s + "]"; }
        };
        System.out.println("abstract anon: " + t.render("x"));
        System.out.println("names: " + inner.getClass().getName() + " " + deeper.getClass().getName() + " " + new Nested(1).getClass().getName() + " "
                + gs.get(0).getClass().getName() + " " + gs.get(1).getClass().getName() + " " + t.getClass().getName());
        System.out.println("simple names: '" + inner.getClass().getSimpleName() + "' '" + gs.get(1).getClass().getSimpleName() + "' '" + t.getClass().getSimpleName()
                + "'");
        int base = 3;
        class Adder {
            int add(int x) { return x + base; }
        }
        Adder adder = new Adder();
        int sum = 0;
        for (int i = 0; i < 5; i++) sum += adder.add(i);
        System.out.println("local class capturing main's local: sum=" + sum);
        Runnable[] rs = new Runnable[3];
        for (int i = 0; i < rs.length; i++) {
            final int idx = i;
            rs[i] = new Runnable() {
                public void run() { System.out.println("anon runnable " + idx + " of " + rs.length); }
            };
        }
        for (Runnable r : rs) r.run();
    }
}
