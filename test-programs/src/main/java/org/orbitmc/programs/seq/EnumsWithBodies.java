/*
 * EnumsWithBodies: enum constants with class bodies (each constant is its own anonymous
 * subclass, so getClass() differs from getDeclaringClass()), abstract methods implemented per
 * constant, enums implementing interfaces, constant-specific overriding of a default method,
 * per-constant state, EnumSet over such an enum and a singleton enum with mutable state.
 */
package org.orbitmc.programs.seq;

import java.util.EnumSet;
import java.util.function.IntBinaryOperator;

public class EnumsWithBodies {
    enum Op implements IntBinaryOperator {
        PLUS("+") {
            public int applyAsInt(int a, int b) { return a + b; }
        },
        MINUS("-") {
            public int applyAsInt(int a, int b) { return a - b; }
        },
        TIMES("*") {
            public int applyAsInt(int a, int b) { return a * b; }
            @Override boolean commutative() { return true; }
        },
        POWER("^") {
            public int applyAsInt(int a, int b) {
                int r = 1;
                for (int i = 0; i < b; i++) r *= a;
                return r;
            }
        };

        private final String symbol;
        Op(String symbol) { this.symbol = symbol; }
        boolean commutative() { return this == PLUS; }
        String show(int a, int b) { return a + " " + symbol + " " + b + " = " + applyAsInt(a, b); }
    }

    enum Shape {
        CIRCLE { double area(double r) { return Math.PI * r * r; } },
        SQUARE { double area(double s) { return s * s; } },
        TRIANGLE { double area(double s) { return Math.sqrt(3) / 4 * s * s; } };
        abstract double area(double size);
    }

    interface Greeter { default String greet() { return "hello"; } }
    enum Lang implements Greeter {
        EN, DE { @Override public String greet() { return "hallo"; } }, FR { @Override public String greet() { return "bonjour"; } }
    }

    enum Registry {
        INSTANCE;
        private int hits;
        int hit() { return ++hits; }
    }

    public static void main(String[] args) {
        for (Op op : Op.values()) {
            System.out.println(op.show(3, 4) + " | " + op.show(-2, 5) + " commutative=" + op.commutative()
                    + " class=" + op.getClass().getName() + " declaring=" + op.getDeclaringClass().getSimpleName()
                    + " sameClass=" + (op.getClass() == Op.class));
        }
        for (Shape s : Shape.values()) {
            System.out.println(s + " area(2)=" + s.area(2) + " anonymous simple name='" + s.getClass().getSimpleName() + "'");
        }
        for (Lang l : Lang.values()) {
            System.out.println(l + " says " + l.greet() + " isEnumConstantClass=" + (l.getClass() != Lang.class));
        }
        IntBinaryOperator f = Op.TIMES;
        System.out.println("as functional interface: " + f.applyAsInt(6, 7));
        EnumSet<Op> nonCommutative = EnumSet.noneOf(Op.class);
        for (Op op : Op.values()) {
            if (!op.commutative()) nonCommutative.add(op);
        }
        System.out.println("nonCommutative=" + nonCommutative + " complement=" + EnumSet.complementOf(nonCommutative));
        System.out.println("valueOf(POWER).show=" + Op.valueOf("POWER").show(2, 10));
        Registry.INSTANCE.hit();
        Registry.INSTANCE.hit();
        System.out.println("singleton hits=" + Registry.INSTANCE.hit() + " " + Registry.valueOf("INSTANCE").hit());
        int acc = 1;
        for (int i = 0; i < 8; i++) {
            Op op = Op.values()[i % Op.values().length];
            acc = op == Op.POWER ? op.applyAsInt(acc % 5 + 1, 2) : op.applyAsInt(acc, i + 1);
            System.out.println("step " + i + " " + op + " -> " + acc);
        }
    }
}
