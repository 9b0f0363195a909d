/*
 * UnicodeStrings: strings with supplementary characters and non-Latin-1 text (UTF16 strings
 * inside the JDK): StringBuilder.reverse keeping surrogate pairs, insert/deleteCharAt/
 * setCharAt splitting pairs, codePointCount/offsetByCodePoints/codePointBefore,
 * String.valueOf(char[]) and copyValueOf ranges, getBytes in UTF-8/ISO-8859-1/UTF-16/
 * UTF-16LE/US-ASCII with unmappable replacement and new String(bytes, charset) round trips,
 * locale-independent case mapping (sharp s, dotted I, final sigma with Locale.ROOT),
 * equalsIgnoreCase/compareToIgnoreCase/regionMatches, and Collator-free sorting.
 */
package org.orbitmc.programs.seq;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

public class UnicodeStrings {
    static String hex(byte[] bs) {
        StringBuilder b = new StringBuilder();
        for (byte x : bs) b.append(String.format(Locale.ROOT, "%02x", x & 0xFF));
        return b.toString();
    }

    static String cps(CharSequence s) {
        return s.codePoints().mapToObj(Integer::toHexString).collect(Collectors.joining(" "));
    }

    public static void main(String[] args) {
        String smile = "a\uD83D\uDE00b\uD834\uDD1Ec";
        System.out.println("length=" + smile.length() + " codePoints=" + smile.codePointCount(0, smile.length()) + " cps=" + cps(smile));
        System.out.println("reverse=" + cps(new StringBuilder(smile).reverse()) + " charAt(1)=" + Integer.toHexString(smile.charAt(1)) + " codePointAt(1)=" + Integer.toHexString(smile.codePointAt(1))
                + " codePointAt(2)=" + Integer.toHexString(smile.codePointAt(2)) + " before(3)=" + Integer.toHexString(smile.codePointBefore(3)) + " offsetByCodePoints(0,3)=" + smile.offsetByCodePoints(0, 3));
        StringBuilder sb = new StringBuilder(smile);
        sb.insert(2, "X");
        System.out.println("insert inside pair=" + cps(sb) + " reversed=" + cps(sb.reverse()));
        sb = new StringBuilder(smile);
        sb.deleteCharAt(1);
        System.out.println("deleteCharAt high surrogate=" + cps(sb) + " appendCodePoint=" + cps(new StringBuilder("z").appendCodePoint(0x1F680)));
        sb.setCharAt(0, '\u00e9');
        System.out.println("setCharAt=" + cps(sb) + " indexOf(cp)=" + smile.indexOf(0x1D11E) + " lastIndexOf=" + smile.lastIndexOf(0x1F600) + " contains=" + smile.contains("\uDE00b"));
        System.out.println("substring splits pair=" + cps(smile.substring(2)) + " toChars=" + new String(Character.toChars(0x10400)).length() + " isSurrogatePair=" + Character.isSurrogatePair(smile.charAt(1), smile.charAt(2)));

        char[] chars = {'h', 'e', 'l', 'l', 'o', '\u00e9', '\u4e16'};
        System.out.println("valueOf=" + String.valueOf(chars) + " range=" + String.valueOf(chars, 1, 3) + " copyValueOf=" + String.copyValueOf(chars, 4, 3) + " new=" + new String(chars, 5, 2));
        try {
            String.valueOf(chars, 5, 5);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("valueOf range: " + e.getMessage());
        }
        String text = "Gr\u00fc\u00dfe \u4e16\u754c \u20ac1 \uD83D\uDE00";
        for (var cs : List.of(StandardCharsets.UTF_8, StandardCharsets.ISO_8859_1, StandardCharsets.UTF_16, StandardCharsets.UTF_16LE, StandardCharsets.UTF_16BE, StandardCharsets.US_ASCII)) {
            byte[] bs = text.getBytes(cs);
            String back = new String(bs, cs);
            System.out.println(cs + ": " + bs.length + " bytes " + hex(bs) + " roundtrip=" + back.equals(text) + " back=" + cps(back));
        }
        byte[] latin = {(byte) 0xe9, (byte) 0xff, 0x41, (byte) 0x80};
        System.out.println("latin1 decode=" + cps(new String(latin, StandardCharsets.ISO_8859_1)) + " as utf8=" + cps(new String(latin, StandardCharsets.UTF_8))
                + " as ascii=" + cps(new String(latin, StandardCharsets.US_ASCII)));
        byte[] bad = {(byte) 0xf0, (byte) 0x9f, (byte) 0x98, 0x41, (byte) 0xed, (byte) 0xa0, (byte) 0x80, (byte) 0xc0, (byte) 0xaf};
        System.out.println("malformed utf8=" + cps(new String(bad, StandardCharsets.UTF_8)));
        System.out.println("lone surrogate utf8=" + hex("x\uD800y".getBytes(StandardCharsets.UTF_8)) + " utf16=" + hex("\uDC00".getBytes(StandardCharsets.UTF_16BE)));
        System.out.println("offset ctor=" + new String("abcdef".getBytes(StandardCharsets.UTF_8), 2, 3, StandardCharsets.UTF_8) + " bytes count=" + "\u00e9".getBytes(StandardCharsets.UTF_8).length);

        String[] cases = {"stra\u00dfe", "TITLE \u01c5", "\u0130stanbul", "\u03a3\u039f\u03a3", "\u039f\u0394\u039f\u03a3 \u03a3 A\u03a3b.\u03a3 x\u03a3\u0345", "\uFB03", "\u00df\u00df", "ma\u00f1ana"};
        for (String c : cases) {
            System.out.println(c + " upper=" + c.toUpperCase(Locale.ROOT) + " lower=" + c.toLowerCase(Locale.ROOT) + " lowerLen=" + c.toLowerCase(Locale.ROOT).length() + " upperLen=" + c.toUpperCase(Locale.ROOT).length());
        }
        System.out.println("equalsIgnoreCase=" + "STRASSE".equalsIgnoreCase("strasse") + " " + "\u00df".equalsIgnoreCase("SS") + " " + "\u0130".equalsIgnoreCase("i") + " " + "\u03a3".equalsIgnoreCase("\u03c2"));
        System.out.println("compareToIgnoreCase=" + "apple".compareToIgnoreCase("APPLE") + " " + "a".compareToIgnoreCase("B") + " " + "\u00e9".compareToIgnoreCase("\u00c9") + " " + "z".compareTo("\u00e9"));
        System.out.println("regionMatches=" + "Hello World".regionMatches(true, 6, "WORLDS", 0, 5) + " " + "Hello".regionMatches(0, "help", 0, 3) + " " + "Hello".regionMatches(-1, "H", 0, 1));
        String[] words = {"\u00e9clair", "eclair", "Zebra", "apple", "\u00c9cole", "zoo", "Apple"};
        String[] sorted = words.clone();
        Arrays.sort(sorted);
        System.out.println("natural=" + Arrays.toString(sorted));
        Arrays.sort(sorted, String.CASE_INSENSITIVE_ORDER);
        System.out.println("case-insensitive=" + Arrays.toString(sorted));
        System.out.println("strip=" + "\u2003 x \u3000".strip().length() + " trim=" + "\u2003 x \u3000".trim().length() + " isBlank=" + "\u2003\u3000".isBlank() + " isWhitespace(nbsp)=" + Character.isWhitespace('\u00a0'));
        System.out.println("repeat=" + cps("\uD83D\uDE00".repeat(2)) + " chars count=" + "\uD83D\uDE00".chars().count() + " join=" + String.join("\u2022", "a", "b"));
        System.out.println("hashCodes=" + smile.hashCode() + " " + text.hashCode() + " " + "\u4e16\u754c".hashCode() + " intern same=" + (("\u4e16" + "\u754c").intern() == "\u4e16\u754c"));
    }
}
