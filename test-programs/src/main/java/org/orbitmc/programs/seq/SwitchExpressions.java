/*
 * SwitchExpressions: Java 14 switch expressions: arrow labels with several constants, yield
 * from block bodies, switch expressions on int, char, String and enum values, exhaustive enum
 * switches without default (javac adds a default that throws), arrow-form switch statements
 * without fall-through, switch expressions used as arguments and in loops, nested switch
 * expressions and a switch on a null String (NullPointerException, class name only).
 */
package org.orbitmc.programs.seq;

public class SwitchExpressions {
    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }
    enum Suit { CLUBS, DIAMONDS, HEARTS, SPADES }

    static int letters(Day d) {
        return switch (d) {
            case MON, FRI, SUN -> 6;
            case TUE -> 7;
            case THU, SAT -> 8;
            case WED -> 9;
        };
    }

    static String color(Suit s) {
        return switch (s) {
            case HEARTS, DIAMONDS -> "red";
            case CLUBS, SPADES -> "black";
        };
    }

    static String size(int n) {
        return switch (n) {
            case 0 -> "zero";
            case 1, 2, 3 -> "small";
            case 4, 5, 6, 7, 8, 9 -> {
                String s = n % 2 == 0 ? "even" : "odd";
                yield "medium-" + s;
            }
            default -> {
                if (n < 0) yield "negative";
                yield n > 1000 ? "huge" : "large";
            }
        };
    }

    static int score(String word) {
        return switch (word) {
            case "apple", "avocado" -> 1;
            case "banana" -> 2;
            case "Aa", "BB" -> 3;
            default -> word.length();
        };
    }

    static String charClass(char c) {
        return switch (c) {
            case 'a', 'e', 'i', 'o', 'u' -> "vowel";
            case ' ' -> "space";
            default -> Character.isDigit(c) ? "digit" : "consonant";
        };
    }

    @SuppressWarnings("fallthrough")
    static int oldStyleYield(int x) {
        return switch (x) {
            case 1:
            case 2:
                yield 12;
            case 3:
                int y = x * 10;
                yield y;
            default:
                yield -1;
        };
    }

    public static void main(String[] args) {
        for (Day d : Day.values()) {
            String kind = switch (d) {
                case SAT, SUN -> "weekend";
                default -> "weekday";
            };
            System.out.println(d + ": letters=" + letters(d) + " " + kind);
        }
        for (Suit s : Suit.values()) System.out.println(s + " is " + color(s));
        for (int n : new int[] {-5, 0, 2, 4, 7, 10, 5000}) System.out.println(n + " -> " + size(n));
        for (String w : new String[] {"apple", "banana", "cherry", "Aa", "BB", "avocado"}) System.out.println(w + " scores " + score(w));
        StringBuilder sb = new StringBuilder();
        for (char c : "abc 123 xyz".toCharArray()) sb.append(charClass(c).charAt(0));
        System.out.println("char classes=" + sb);
        System.out.println("old-style yield: " + oldStyleYield(1) + " " + oldStyleYield(3) + " " + oldStyleYield(9));
        int total = 0;
        for (int i = 0; i < 10; i++) {
            switch (i % 3) {
                case 0 -> total += 1;
                case 1 -> {
                    total += 10;
                    if (i > 5) total += 100;
                }
                default -> total += 1000;
            }
        }
        System.out.println("arrow statement total=" + total);
        String nested = switch (Day.WED) {
            case WED -> switch (Suit.SPADES) {
                case SPADES -> "wed+spades";
                default -> "wed+other";
            };
            default -> "other";
        };
        System.out.println("nested=" + nested + " as argument=" + Math.max(switch (args.length) { case 0 -> 5; default -> 1; }, 3));
        String missing = args.length == 0 ? null : "x";
        try {
            System.out.println(score(missing));
        } catch (NullPointerException e) {
            System.out.println("switch on null: " + e.getClass().getName());
        }
        Day none = args.length == 0 ? null : Day.MON;
        try {
            System.out.println(letters(none));
        } catch (NullPointerException e) {
            System.out.println("enum switch on null: " + e.getClass().getName());
        }
        long sum = 0;
        for (int i = 0; i < 1000; i++) {
            sum += switch (i % 5) { case 0 -> i; case 1 -> -i; case 2 -> i * 2; default -> 1; };
        }
        System.out.println("loop sum=" + sum);
    }
}
