/*
 * CharacterOps: java.lang.Character classification and conversion over ASCII and selected
 * non-ASCII code points (identified by number, printed as numbers or escapes):
 * isDigit/isLetter/isLetterOrDigit/isWhitespace/isSpaceChar/isUpperCase/isLowerCase/
 * isAlphabetic/isJavaIdentifierStart/Part, getType, toUpperCase/toLowerCase/toTitleCase,
 * getNumericValue and digit/forDigit in various radixes, surrogate handling (isHighSurrogate,
 * toChars, toCodePoint, charCount, isSupplementaryCodePoint) and char arithmetic.
 */
package org.orbitmc.programs.seq;

public class CharacterOps {
    static String show(int cp) {
        if (cp >= 32 && cp < 127) return "'" + (char) cp + "'";
        String h = Integer.toHexString(cp).toUpperCase(java.util.Locale.ROOT);
        return "U+" + "0000".substring(Math.min(4, h.length())) + h;
    }

    public static void main(String[] args) {
        int[] cps = {'a', 'Z', '5', ' ', '\t', '\n', '_', '$', '-', '.', 0x00A0, 0x00E9, 0x00C9, 0x00DF, 0x0130, 0x03A3, 0x03C3, 0x0661,
                0x0966, 0x2003, 0x2028, 0x216B, 0x4E2D, 0xFF21, 0x01C5, 0x1F600, 0x1D400, 0x10400, 0xD800, 0x0000, 0x007F, 0xFEFF};
        for (int cp : cps) {
            System.out.println(show(cp) + " digit=" + Character.isDigit(cp) + " letter=" + Character.isLetter(cp) + " letterOrDigit=" + Character.isLetterOrDigit(cp)
                    + " ws=" + Character.isWhitespace(cp) + " space=" + Character.isSpaceChar(cp) + " upper=" + Character.isUpperCase(cp)
                    + " lower=" + Character.isLowerCase(cp) + " alpha=" + Character.isAlphabetic(cp) + " idStart=" + Character.isJavaIdentifierStart(cp)
                    + " idPart=" + Character.isJavaIdentifierPart(cp) + " type=" + Character.getType(cp) + " toUpper=" + show(Character.toUpperCase(cp))
                    + " toLower=" + show(Character.toLowerCase(cp)) + " toTitle=" + show(Character.toTitleCase(cp)) + " numeric=" + Character.getNumericValue(cp)
                    + " digit16=" + Character.digit(cp, 16) + " defined=" + Character.isDefined(cp) + " bmp=" + Character.isBmpCodePoint(cp));
        }
        StringBuilder sb = new StringBuilder();
        for (int d = 0; d < 36; d++) sb.append(Character.forDigit(d, 36));
        System.out.println("forDigit36=" + sb + " forDigit(10,10)=" + (int) Character.forDigit(10, 10) + " digit('z',36)=" + Character.digit('z', 36) + " digit('9',8)="
                + Character.digit('9', 8));
        int smile = 0x1F600;
        char[] pair = Character.toChars(smile);
        System.out.println("toChars length=" + pair.length + " high=" + Integer.toHexString(pair[0]) + " low=" + Integer.toHexString(pair[1])
                + " isHigh=" + Character.isHighSurrogate(pair[0]) + " isLow=" + Character.isLowSurrogate(pair[1]) + " isSurrogatePair="
                        + Character.isSurrogatePair(pair[0], pair[1])
                + " toCodePoint=" + Integer.toHexString(Character.toCodePoint(pair[0], pair[1])) + " charCount=" + Character.charCount(smile) + "/"
                        + Character.charCount('a')
                + " supplementary=" + Character.isSupplementaryCodePoint(smile) + " valid=" + Character.isValidCodePoint(0x110000)
                + " highSurrogate()=" + Integer.toHexString(Character.highSurrogate(smile)) + " lowSurrogate()=" + Integer.toHexString(Character.lowSurrogate(smile)));
        try {
            Character.toChars(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("toChars(-1): " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        String s = "x" + new String(Character.toChars(0x1D400)) + "y";
        System.out.println("codePointAt(1)=" + Integer.toHexString(s.codePointAt(1)) + " codePointAt(2)=" + Integer.toHexString(s.codePointAt(2))
                + " codePointBefore(3)=" + Integer.toHexString(s.codePointBefore(3)) + " offsetByCodePoints(0,2)=" + s.offsetByCodePoints(0, 2));
        char c = 'a';
        c += 2;
        c++;
        char d = (char) (c + 1);
        int diff = 'z' - 'a';
        System.out.println("char arithmetic: c=" + c + " d=" + d + " diff=" + diff + " (char)('A'+diff)=" + (char) ('A' + diff) + " Character.compare="
                + Character.compare('b', 'a')
                + " reverseBytes=" + Integer.toHexString(Character.reverseBytes('\u1234')) + " toString=" + Character.toString(65) + Character.toString('b'));
        int upper = 0, lower = 0, digits = 0, spaces = 0, other = 0;
        for (char ch : "Hello World 2024! Java_17 is Fun?".toCharArray()) {
            if (Character.isUpperCase(ch)) upper++;
            else if (Character.isLowerCase(ch)) lower++;
            else if (Character.isDigit(ch)) digits++;
            else if (Character.isWhitespace(ch)) spaces++;
            else other++;
        }
        System.out.println("counts upper=" + upper + " lower=" + lower + " digits=" + digits + " spaces=" + spaces + " other=" + other);
        StringBuilder caesar = new StringBuilder();
        for (char ch : "Attack at Dawn, Zebra!".toCharArray()) {
            if (Character.isUpperCase(ch)) caesar.append((char) ('A' + (ch - 'A' + 3) % 26));
            else if (Character.isLowerCase(ch)) caesar.append((char) ('a' + (ch - 'a' + 3) % 26));
            else caesar.append(ch);
        }
        System.out.println("caesar=" + caesar + " MIN_RADIX=" + Character.MIN_RADIX + " MAX_RADIX=" + Character.MAX_RADIX + " MAX_CODE_POINT="
                + Integer.toHexString(Character.MAX_CODE_POINT));
    }
}
