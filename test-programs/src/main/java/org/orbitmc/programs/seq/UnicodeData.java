/*
 * UnicodeData: the JDK's Unicode tables that live in data files: Character.getName (the
 * compressed name table) and codePointOf, Character.UnicodeBlock/UnicodeScript of a few code
 * points, the names of unassigned and surrogate code points, java.text.Normalizer (ICU data)
 * in all four forms with isNormalized, and JDK class-path resources: a class file is readable
 * by anyone, a data file in a JDK package is encapsulated (null outside its module).
 */
package org.orbitmc.programs.seq;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.text.Normalizer;

public class UnicodeData {
    static String hex(String s) {
        StringBuilder b = new StringBuilder();
        s.codePoints().forEach(c -> b.append(b.length() == 0 ? "" : ".").append(Integer.toHexString(c)));
        return b.toString();
    }

    public static void main(String[] args) throws IOException {
        int[] cps = {'A', 'z', ' ', '0', 0x00E9, 0x03A9, 0x20AC, 0x4E2D, 0x1F600, 0xAC00, 0x0000, 0x007F, 0xD800, 0x10FFFF, 0x0378};
        for (int cp : cps) {
            System.out.println(Integer.toHexString(cp) + " -> " + Character.getName(cp) + " | block=" + Character.UnicodeBlock.of(cp)
                    + " | script=" + Character.UnicodeScript.of(cp) + " | type=" + Character.getType(cp));
        }
        System.out.println("codePointOf=" + Integer.toHexString(Character.codePointOf("LATIN SMALL LETTER SHARP S")) + " "
                + Integer.toHexString(Character.codePointOf("greek capital letter omega")));
        try {
            Character.codePointOf("NO SUCH CHARACTER NAME");
        } catch (IllegalArgumentException e) {
            System.out.println("codePointOf failed: " + e.getMessage());
        }
        System.out.println("forName=" + Character.UnicodeBlock.forName("Basic Latin") + " " + Character.UnicodeScript.forName("greek"));
        String[] texts = {"e\u0301", "\u00e9", "\uFB01", "\u1E9B\u0323", "\u2460", "A\u030A\u0327", "\uAC00", "\u1100\u1161", "x\u00B2"};
        for (String t : texts) {
            StringBuilder b = new StringBuilder(hex(t) + ":");
            for (Normalizer.Form f : Normalizer.Form.values()) {
                b.append(' ').append(f).append('=').append(hex(Normalizer.normalize(t, f))).append(Normalizer.isNormalized(t, f) ? "" : "*");
            }
            System.out.println(b);
        }
        try (InputStream in = String.class.getResourceAsStream("/java/lang/Object.class")) {
            System.out.println("Object.class readable=" + (in != null) + " magic=" + (in == null ? "" : Integer.toHexString(new DataInputStream(in).readInt())));
        }
        System.out.println("encapsulated data file=" + String.class.getResourceAsStream("uniName.dat") + " missing=" + String.class.getResourceAsStream("NoSuchThing.class"));
    }
}
