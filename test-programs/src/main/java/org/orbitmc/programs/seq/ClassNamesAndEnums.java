/*
 * ClassNamesAndEnums: Class.getName/getSimpleName/getCanonicalName/getTypeName/
 * getPackageName of top-level, nested, inner, local, anonymous, array, primitive and enum
 * constant body classes, isAnonymousClass/isLocalClass/isMemberClass/getEnclosingClass/
 * getDeclaringClass, Enum.valueOf failure messages (unknown name, null name, wrong type via
 * Enum.valueOf), getDeclaringClass of constants with bodies, values() copies, EnumSet ranges,
 * and enum switch with abstract methods.
 */
package org.orbitmc.programs.seq;

import java.util.EnumSet;
import java.util.function.Supplier;

public class ClassNamesAndEnums {
    static class Nested {
        class Inner {
        }
    }

    interface Shape {
        double area();
    }

    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), EARTH(5.976e+24, 6.37814e6), JUPITER(1.9e+27, 7.1492e7);
        final double mass;
        final double radius;
        Planet(double mass, double radius) {
            this.mass = mass;
            this.radius = radius;
        }
        double surfaceGravity() {
            return 6.67300E-11 * mass / (radius * radius);
        }
    }

    enum Op {
        PLUS("+") {
            @Override
            int apply(int a, int b) {
                return a + b;
            }
        },
        TIMES("*") {
            @Override
            int apply(int a, int b) {
                return a * b;
            }
        },
        NEG("-");
        final String symbol;
        Op(String symbol) {
            this.symbol = symbol;
        }
        int apply(int a, int b) {
            throw new UnsupportedOperationException(name() + " is unary");
        }
    }

    static void describe(String label, Class<?> c) {
        System.out.println(label + ": name=" + c.getName() + " simple=" + c.getSimpleName() + " canonical=" + c.getCanonicalName() + " type=" + c.getTypeName()
                + " anonymous=" + c.isAnonymousClass() + " local=" + c.isLocalClass() + " member=" + c.isMemberClass()
                + " enclosing=" + (c.getEnclosingClass() == null ? null : c.getEnclosingClass().getSimpleName())
                + " declaring=" + (c.getDeclaringClass() == null ? null : c.getDeclaringClass().getSimpleName()) + " package=" + c.getPackageName());
    }

    public static void main(String[] args) {
        class Local {
        }
        Shape anon = new Shape() {
            @Override
            public double area() {
                return 1;
            }
        };
        Supplier<String> lambda = () -> "x";
        describe("top", ClassNamesAndEnums.class);
        describe("nested", Nested.class);
        describe("inner", Nested.Inner.class);
        describe("local", Local.class);
        describe("anonymous", anon.getClass());
        describe("array", String[][].class);
        describe("local array", Local[].class);
        describe("primitive", int.class);
        describe("primitive array", long[].class);
        describe("enum", Planet.class);
        describe("enum constant body", Op.PLUS.getClass());
        describe("interface", Shape.class);
        describe("jdk nested", java.util.Map.Entry.class);
        System.out.println("lambda class: hidden=" + lambda.getClass().isHidden() + " canonical=" + lambda.getClass().getCanonicalName() + " synthetic=" + lambda.getClass().isSynthetic());
        System.out.println("isEnum: " + Planet.class.isEnum() + " " + Op.PLUS.getClass().isEnum() + " " + Op.NEG.getClass().isEnum() + " declaring=" + Op.PLUS.getDeclaringClass().getSimpleName()
                + " superclass of body=" + Op.PLUS.getClass().getSuperclass().getSimpleName());

        for (Planet p : Planet.values()) {
            System.out.println(p + " ordinal=" + p.ordinal() + " g=" + String.format(java.util.Locale.ROOT, "%.2f", p.surfaceGravity()) + " compareTo(EARTH)=" + p.compareTo(Planet.EARTH));
        }
        System.out.println("values copies: " + (Planet.values() != Planet.values()) + " valueOf=" + Planet.valueOf("EARTH") + " Enum.valueOf=" + Enum.valueOf(Op.class, "TIMES").symbol);
        try {
            Planet.valueOf("PLUTO");
        } catch (IllegalArgumentException e) {
            System.out.println("valueOf unknown: " + e.getMessage());
        }
        try {
            Planet.valueOf("earth");
        } catch (IllegalArgumentException e) {
            System.out.println("valueOf case: " + e.getMessage());
        }
        try {
            Planet.valueOf(null);
        } catch (NullPointerException e) {
            System.out.println("valueOf null: " + e.getMessage());
        }
        try {
            Enum.valueOf(Op.class, "NEGATE");
        } catch (IllegalArgumentException e) {
            System.out.println("Enum.valueOf unknown: " + e.getMessage());
        }
        for (Op op : Op.values()) {
            try {
                System.out.println(op + " " + op.symbol + " -> " + op.apply(6, 7));
            } catch (UnsupportedOperationException e) {
                System.out.println(op + " -> " + e.getMessage());
            }
            String kind = switch (op) {
                case PLUS, TIMES -> "binary";
                case NEG -> "unary";
            };
            System.out.println("  kind=" + kind + " name=" + op.name() + " toString=" + op + " hashCode stable=" + (op.hashCode() == op.hashCode()));
        }
        System.out.println("EnumSet.range=" + EnumSet.range(Planet.MERCURY, Planet.EARTH) + " complement=" + EnumSet.complementOf(EnumSet.of(Op.TIMES)) + " allOf=" + EnumSet.allOf(Op.class).size());
        System.out.println("getEnumConstants=" + java.util.Arrays.toString(Op.class.getEnumConstants()) + " body class constants=" + Op.PLUS.getClass().getEnumConstants());
    }
}
