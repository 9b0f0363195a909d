/*
 * StringSwitch: switch on strings, which javac compiles to a lookupswitch on hashCode()
 * followed by equals() checks. Includes strings with colliding hash codes ("Aa"/"BB",
 * "AaAa"/"BBBB"/"AaBB"/"BBAa"), the empty string, case sensitivity, fall-through, grouped
 * labels, a default that is not last, non-ASCII case labels, and the NullPointerException
 * thrown when switching on null (only the class name is printed).
 */
package org.orbitmc.programs.seq;

public class StringSwitch {
    static String classify(String s) {
        switch (s) {
            case "Aa": return "Aa-branch";
            case "BB": return "BB-branch";
            case "AaAa": return "AaAa-branch";
            case "BBBB": return "BBBB-branch";
            case "AaBB": return "AaBB-branch";
            case "": return "empty";
            case "hello": case "HELLO": return "greeting";
            case "caf\u00e9": return "coffee";
            default: return "other";
        }
    }

    static int weight(String s) {
        int w = 0;
        switch (s) {
            default:
                w += 1000;
            case "one":
                w += 1;
            case "two":
                w += 2;
                break;
            case "three":
                w += 3;
        }
        return w;
    }

    static String dayType(String day) {
        switch (day.toLowerCase(java.util.Locale.ROOT)) {
            case "saturday":
            case "sunday":
                return "weekend";
            case "monday": case "tuesday": case "wednesday": case "thursday": case "friday":
                return "weekday";
            default:
                return "not a day";
        }
    }

    public static void main(String[] args) {
        String[] inputs = {"Aa", "BB", "AaAa", "BBBB", "AaBB", "BBAa", "", "hello", "HELLO", "Hello", "caf\u00e9", "cafe", "aA"};
        for (String s : inputs) {
            System.out.println("'" + s.replace("\u00e9", "\\u00e9") + "' hash=" + s.hashCode() + " -> " + classify(s));
        }
        String[] ws = {"one", "two", "three", "four", "ONE"};
        for (String s : ws) {
            System.out.println("weight(" + s + ")=" + weight(s));
        }
        String[] days = {"Monday", "SUNDAY", "friday", "Funday", "saturday"};
        for (String d : days) {
            System.out.println(d + " is " + dayType(d));
        }
        String built = new StringBuilder("ol").append("leh").reverse().toString();
        System.out.println("built string '" + built + "' -> " + classify(built));
        String nothing = null;
        try {
            System.out.println(classify(nothing));
        } catch (NullPointerException e) {
            System.out.println("switch on null: " + e.getClass().getName());
        }
        int total = 0;
        for (int i = 0; i < 200; i++) {
            String key = (i % 3 == 0) ? "Aa" : (i % 3 == 1) ? "BB" : "C" + i;
            switch (key) {
                case "Aa": total += 1; break;
                case "BB": total += 10; break;
                default: total += 100;
            }
        }
        System.out.println("loop total=" + total);
    }
}
