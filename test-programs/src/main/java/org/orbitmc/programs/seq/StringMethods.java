/*
 * StringMethods: java.lang.String API: split with regexes and limits (trailing empty strings,
 * leading empties, negative limits), join, repeat, strip versus trim (Unicode whitespace),
 * isBlank/isEmpty, chars() and codePoints() with a surrogate pair, indexOf/lastIndexOf
 * variants, replace/replaceAll/replaceFirst, compareTo/compareToIgnoreCase,
 * toUpperCase/toLowerCase (including the length-changing German sharp s), lines(), indent,
 * String.valueOf for every type, startsWith/endsWith/regionMatches, substring errors and
 * formatted(). Non-ASCII text is printed as \\u escapes.
 */
package org.orbitmc.programs.seq;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

public class StringMethods {
    static String esc(String s) {
        StringBuilder out = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c >= 32 && c < 127) {
                out.append(c);
            } else {
                String h = Integer.toHexString(c);
                out.append("\\u").append("0000", h.length(), 4).append(h);
            }
        }
        return out.toString();
    }

    public static void main(String[] args) {
        String csv = "a,b,,c,,";
        System.out.println("split=" + Arrays.toString(csv.split(",")) + " limit -1=" + Arrays.toString(csv.split(",", -1))
                + " limit 2=" + Arrays.toString(csv.split(",", 2)) + " limit 0=" + csv.split(",", 0).length);
        System.out.println("leading empty=" + Arrays.toString(",x,y".split(",")) + " whitespace=" + Arrays.toString("  one  two\tthree\n".trim().split("\\s+"))
                + " pipe=" + Arrays.toString("p|q|r".split("\\|")) + " chars=" + Arrays.toString("abc".split("")) + " lookahead="
                        + Arrays.toString("camelCaseString".split("(?=[A-Z])")));
        System.out.println("join=" + String.join("/", "usr", "local", "bin") + " joinList=" + String.join(", ", Arrays.asList("x", "y")) + " repeat=" + "ab".repeat(3)
                + "|" + "x".repeat(0) + "|");
        String padded = "\u2003 hi there \t\u2003";
        System.out.println("trim=[" + esc(padded.trim()) + "] strip=[" + padded.strip() + "] stripLeading=[" + esc(padded.stripLeading()) + "] stripTrailing=["
                + esc(padded.stripTrailing()) + "]");
        System.out.println("isBlank: " + "".isBlank() + " " + " \t\n".isBlank() + " " + "\u2003".isBlank() + " " + " x ".isBlank() + " isEmpty: " + "".isEmpty() + " "
                + " ".isEmpty());
        String smile = "a\uD83D\uDE00b";
        System.out.println("length=" + smile.length() + " codePointCount=" + smile.codePointCount(0, smile.length()) + " chars="
                + smile.chars().boxed().collect(Collectors.toList())
                + " codePoints=" + smile.codePoints().boxed().collect(Collectors.toList()) + " codePointAt(1)=" + smile.codePointAt(1) + " charAt(2)="
                        + (int) smile.charAt(2));
        String s = "mississippi";
        System.out.println("indexOf(ss)=" + s.indexOf("ss") + " indexOf(ss,3)=" + s.indexOf("ss", 3) + " lastIndexOf(ss)=" + s.lastIndexOf("ss") + " indexOf('p')="
                + s.indexOf('p')
                + " lastIndexOf('i',5)=" + s.lastIndexOf('i', 5) + " indexOf(z)=" + s.indexOf('z') + " indexOf('')=" + s.indexOf("") + " contains(sip)="
                        + s.contains("sip"));
        System.out.println("replace(char)=" + s.replace('s', 'z') + " replace(seq)=" + s.replace("ss", "SS") + " replaceAll=" + s.replaceAll("[aeiou]", "*")
                + " replaceFirst=" + s.replaceFirst("i(.)", "<$1>") + " replaceAll backref=" + "2024-01-15".replaceAll("(\\d+)-(\\d+)-(\\d+)", "$3.$2.$1"));
        String[] cmp = {"apple", "Apple", "apricot", "app", "banana", ""};
        for (String a : cmp) {
            System.out.println("'" + a + "' compareTo apple=" + a.compareTo("apple") + " ignoreCase=" + a.compareToIgnoreCase("APPLE") + " equalsIgnoreCase="
                    + a.equalsIgnoreCase("APPLE"));
        }
        String german = "Stra\u00dfe";
        System.out.println("upper=" + esc(german.toUpperCase(Locale.ROOT)) + " length " + german.length() + "->" + german.toUpperCase(Locale.ROOT).length()
                + " lower=" + "MiXeD 123".toLowerCase(Locale.ROOT) + " upper=" + "MiXeD 123".toUpperCase(Locale.ROOT) + " title-ish="
                        + esc("\u01c6".toUpperCase(Locale.ROOT)));
        String text = "first\nsecond\r\nthird\rfourth\n\nsixth";
        System.out.println("lines=" + text.lines().collect(Collectors.toList()) + " count=" + text.lines().count());
        System.out.println("indent=[" + esc("a\n  b\n".indent(2)) + "] outdent=[" + esc("    a\n  b".indent(-2)) + "]");
        char[] chars = {'c', 'h'};
        System.out.println("valueOf: " + String.valueOf(1) + String.valueOf(2L) + String.valueOf(3.0f) + String.valueOf(4.5) + String.valueOf(true) + String.valueOf('c')
                + String.valueOf(chars) + String.valueOf(chars, 1, 1) + String.valueOf((Object) null) + String.copyValueOf(chars));
        System.out.println("startsWith=" + s.startsWith("miss") + " startsWith(offset)=" + s.startsWith("ss", 2) + " endsWith=" + s.endsWith("pi")
                + " regionMatches=" + "Hello World".regionMatches(true, 6, "WORLDS", 0, 5) + " matches=" + "abc123".matches("[a-z]+\\d+"));
        System.out.println("substring=" + s.substring(4) + " " + s.substring(2, 5) + " empty=[" + s.substring(11) + "] concat=" + "con".concat("cat") + " toCharArray="
                + Arrays.toString("xyz".toCharArray()));
        try {
            s.substring(5, 3);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("substring(5,3): " + e.getMessage());
        }
        try {
            s.substring(-1);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("substring(-1): " + e.getMessage());
        }
        System.out.println("formatted=" + "%s has %d chars".formatted(s, s.length()) + " hash=" + s.hashCode() + " charsSum=" + s.chars().sum()
                + " distinct letters=" + s.chars().distinct().mapToObj(c -> String.valueOf((char) c)).collect(Collectors.joining()));
        System.out.println("translateEscapes=" + esc("tab\\there\\n".translateEscapes()) + " stripIndent=[" + esc("   x\n   y".stripIndent()) + "]");
        System.out.println("equals=" + "abc".equals(new String("abc")) + " contentEquals=" + "abc".contentEquals(new StringBuilder("abc")) + " compare null-safe="
                + java.util.Objects.equals(null, null));
    }
}
