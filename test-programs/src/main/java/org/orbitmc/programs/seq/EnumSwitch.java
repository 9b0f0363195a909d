/*
 * EnumSwitch: enums in switch statements (javac's $SwitchMap$ ordinal indirection), enum
 * basics (name, ordinal, values, valueOf, compareTo, toString overriding), valueOf with an
 * unknown name (IllegalArgumentException message), switching on a null enum
 * (NullPointerException, class name only), enums with fields and constructors, a static
 * lookup table built in the enum's static initializer, and == versus equals.
 */
package org.orbitmc.programs.seq;

import java.util.HashMap;
import java.util.Map;

public class EnumSwitch {
    enum Color { RED, GREEN, BLUE, YELLOW }

    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), EARTH(5.976e+24, 6.37814e6), JUPITER(1.9e+27, 7.1492e7);

        private static final Map<String, Planet> BY_LOWER = new HashMap<>();
        static {
            for (Planet p : values()) {
                BY_LOWER.put(p.name().toLowerCase(java.util.Locale.ROOT), p);
            }
        }
        final double mass, radius;
        Planet(double mass, double radius) { this.mass = mass; this.radius = radius; }
        double surfaceGravity() { return 6.67300E-11 * mass / (radius * radius); }
        static Planet lookup(String s) { return BY_LOWER.get(s); }
    }

    enum Level {
        LOW, MEDIUM, HIGH;
        @Override public String toString() { return name().charAt(0) + name().substring(1).toLowerCase(java.util.Locale.ROOT); }
    }

    static String describe(Color c) {
        switch (c) {
            case RED: return "warm";
            case BLUE: return "cool";
            case GREEN:
            case YELLOW: return "natural";
            default: throw new AssertionError(c);
        }
    }

    static int score(Level l) {
        int s = 0;
        switch (l) {
            case HIGH: s += 100;
            case MEDIUM: s += 10;
            case LOW: s += 1;
        }
        return s;
    }

    public static void main(String[] args) {
        for (Color c : Color.values()) {
            System.out.println(c + " ordinal=" + c.ordinal() + " name=" + c.name() + " -> " + describe(c)
                    + " compareTo(GREEN)=" + c.compareTo(Color.GREEN) + " declaring=" + c.getDeclaringClass().getSimpleName());
        }
        for (Level l : Level.values()) {
            System.out.println("level " + l + " name=" + l.name() + " score=" + score(l));
        }
        System.out.println("valueOf(BLUE)=" + Color.valueOf("BLUE") + " same=" + (Color.valueOf("BLUE") == Color.BLUE)
                + " Enum.valueOf=" + Enum.valueOf(Level.class, "HIGH"));
        try {
            Color.valueOf("PURPLE");
        } catch (IllegalArgumentException e) {
            System.out.println("valueOf failed: " + e.getMessage());
        }
        try {
            Color.valueOf(null);
        } catch (NullPointerException e) {
            System.out.println("valueOf(null): " + e.getClass().getName());
        }
        Color none = null;
        try {
            describe(none);
        } catch (NullPointerException e) {
            System.out.println("switch on null enum: " + e.getClass().getName());
        }
        for (Planet p : Planet.values()) {
            System.out.println(p + " gravity=" + String.format(java.util.Locale.ROOT, "%.4f", p.surfaceGravity()) + " lookup="
                    + Planet.lookup(p.name().toLowerCase(java.util.Locale.ROOT)));
        }
        System.out.println("lookup(pluto)=" + Planet.lookup("pluto"));
        Color[] copy = Color.values();
        copy[0] = Color.BLUE;
        System.out.println("values() returns a fresh copy: " + Color.values()[0] + " equals " + Color.RED.equals(Color.values()[0]));
        int[] counts = new int[Color.values().length];
        String text = "RED BLUE RED YELLOW GREEN RED BLUE";
        for (String token : text.split(" ")) {
            counts[Color.valueOf(token).ordinal()]++;
        }
        for (Color c : Color.values()) {
            System.out.println("count " + c + "=" + counts[c.ordinal()]);
        }
    }
}
