/*
 * StringBuilderOps: java.lang.StringBuilder: append of every type (including char[] ranges,
 * CharSequence ranges, code points and null), insert at the front/middle/end, delete and
 * deleteCharAt, replace, reverse (which keeps surrogate pairs in order), setCharAt,
 * setLength to shrink and to grow with NUL padding, indexOf/lastIndexOf, charAt errors,
 * substring/subSequence, compareTo, chained calls, and growth by many appends. Non-ASCII
 * content is printed as escapes so the output stays ASCII.
 */
package org.orbitmc.programs.seq;

public class StringBuilderOps {
    static String esc(CharSequence s) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
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
        StringBuilder sb = new StringBuilder();
        sb.append(1).append('a').append(2L).append(3.5f).append(4.25).append(true).append((String) null).append((Object) null)
                .append(new char[] {'x', 'y', 'z'}).append(new char[] {'0', '1', '2', '3'}, 1, 2).append("hello", 1, 3)
                .appendCodePoint(0x1F600).append((StringBuilder) null);
        System.out.println("appended=" + esc(sb) + " length=" + sb.length());
        sb.setLength(0);
        sb.append("middle");
        sb.insert(0, "start-").insert(sb.length(), "-end").insert(6, 42).insert(0, 'c').insert(1, 1.5).insert(0, false);
        System.out.println("inserted=" + sb);
        sb.delete(0, 5).deleteCharAt(0);
        System.out.println("deleted=" + sb);
        sb.replace(0, 3, "R").replace(sb.length() - 3, sb.length(), "END!");
        System.out.println("replaced=" + sb);
        System.out.println("indexOf(-)=" + sb.indexOf("-") + " lastIndexOf(-)=" + sb.lastIndexOf("-") + " indexOf(-, 5)=" + sb.indexOf("-", 5)
                + " indexOf(zz)=" + sb.indexOf("zz"));
        sb.setCharAt(0, 'r');
        System.out.println("setCharAt=" + sb + " charAt(2)=" + sb.charAt(2) + " substring(2,6)=" + sb.substring(2, 6) + " subSequence=" + sb.subSequence(1, 3));
        StringBuilder pal = new StringBuilder("step on no pets");
        System.out.println("reverse=" + pal.reverse() + " palindrome=" + pal.toString().equals(new StringBuilder(pal).reverse().toString()));
        StringBuilder sur = new StringBuilder("a").appendCodePoint(0x1D11E).append('b');
        System.out.println("surrogates=" + esc(sur) + " reversed=" + esc(sur.reverse()) + " codePoints=" + sur.codePointCount(0, sur.length()));
        StringBuilder grow = new StringBuilder("abc");
        grow.setLength(6);
        System.out.println("grown=" + esc(grow) + " length=" + grow.length());
        grow.setLength(2);
        System.out.println("shrunk=" + grow);
        try {
            grow.charAt(5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("charAt(5): " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        try {
            grow.insert(10, "x");
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("insert(10): " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        try {
            grow.delete(3, 1);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("delete(3,1): " + e.getClass().getSimpleName());
        }
        System.out.println("compareTo=" + new StringBuilder("apple").compareTo(new StringBuilder("apricot")) + " equals(content)="
                + new StringBuilder("x").equals(new StringBuilder("x")) + " contentEquals=" + "x".contentEquals(new StringBuilder("x")));
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 2000; i++) big.append(i % 10);
        int digitSum = 0;
        for (int i = 0; i < big.length(); i++) digitSum += big.charAt(i) - '0';
        System.out.println("big length=" + big.length() + " digitSum=" + digitSum + " tail=" + big.substring(1990));
        StringBuilder csv = new StringBuilder();
        String sep = "";
        for (String s : new String[] {"a", "b", "c"}) {
            csv.append(sep).append(s);
            sep = ",";
        }
        System.out.println("csv=" + csv + " chars sum=" + csv.chars().sum());
        StringBuffer buffer = new StringBuffer("sync");
        buffer.append('-').append(17).insert(0, '[').append(']').reverse();
        System.out.println("StringBuffer=" + buffer);
    }
}
