/*
 * CharsetsAndBase64: explicit-charset encoding and decoding (never the platform default
 * charset, which depends on the environment): UTF-8 byte lengths of 1- to 4-byte characters,
 * round trips, malformed UTF-8 replaced by U+FFFD, ISO-8859-1 and US-ASCII replacing
 * unmappable characters with '?', UTF-16 with a byte-order mark, UTF-16LE/BE, and
 * java.util.Base64 basic, URL-safe, MIME and unpadded encoders and decoders, including the
 * IllegalArgumentException for bad input. Decoded text is printed as code points.
 */
package org.orbitmc.programs.seq;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;

public class CharsetsAndBase64 {
    static String codePoints(String s) {
        StringBuilder sb = new StringBuilder("[");
        s.codePoints().forEach(cp -> sb.append(sb.length() > 1 ? " " : "").append(cp < 128 && cp >= 32 ? String.valueOf((char) cp) : "U+"
                + Integer.toHexString(cp).toUpperCase(java.util.Locale.ROOT)));
        return sb.append(']').toString();
    }

    public static void main(String[] args) {
        String[] samples = {"A", "\u00e9", "\u20ac", "\uD83D\uDE00", "h\u00e9llo w\u00f6rld \u4e2d\u6587 \uD834\uDD1E"};
        for (String s : samples) {
            byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
            byte[] utf16 = s.getBytes(StandardCharsets.UTF_16);
            byte[] latin1 = s.getBytes(StandardCharsets.ISO_8859_1);
            byte[] ascii = s.getBytes(StandardCharsets.US_ASCII);
            System.out.println(codePoints(s) + " chars=" + s.length() + " utf8=" + utf8.length + Arrays.toString(utf8) + " utf16=" + utf16.length
                    + " latin1=" + Arrays.toString(latin1) + " ascii=" + new String(ascii, StandardCharsets.US_ASCII)
                    + " roundtrip=" + new String(utf8, StandardCharsets.UTF_8).equals(s));
        }
        System.out.println("UTF-16LE=" + Arrays.toString("A\u20ac".getBytes(StandardCharsets.UTF_16LE)) + " UTF-16BE="
                + Arrays.toString("A\u20ac".getBytes(StandardCharsets.UTF_16BE)));
        byte[][] malformed = {{(byte) 0xC3}, {(byte) 0xFF, 0x41}, {(byte) 0xE2, (byte) 0x82}, {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, {0x41, (byte) 0x80, 0x42}};
        for (byte[] m : malformed) System.out.println("malformed " + Arrays.toString(m) + " -> " + codePoints(new String(m, StandardCharsets.UTF_8)));
        byte[] latin = {(byte) 0xE9, (byte) 0xFF, 0x41};
        System.out.println("latin1 decode=" + codePoints(new String(latin, StandardCharsets.ISO_8859_1)) + " ascii decode of high bytes="
                + codePoints(new String(latin, StandardCharsets.US_ASCII)));
        System.out.println("UTF-16 with BOM decode=" + codePoints(new String(new byte[] {(byte) 0xFF, (byte) 0xFE, 0x41, 0x00}, StandardCharsets.UTF_16))
                + " no BOM=" + codePoints(new String(new byte[] {0x00, 0x42}, StandardCharsets.UTF_16)) + " charset names=" + StandardCharsets.UTF_8.name() + ","
                        + StandardCharsets.ISO_8859_1.name());

        Base64.Encoder enc = Base64.getEncoder();
        for (String s : new String[] {"", "f", "fo", "foo", "foob", "fooba", "foobar", "Many hands make light work."}) {
            String e = enc.encodeToString(s.getBytes(StandardCharsets.UTF_8));
            System.out.println("base64('" + s + "')=" + e + " unpadded=" + Base64.getEncoder().withoutPadding().encodeToString(s.getBytes(StandardCharsets.UTF_8))
                    + " decoded=" + new String(Base64.getDecoder().decode(e), StandardCharsets.UTF_8));
        }
        byte[] binary = new byte[64];
        for (int i = 0; i < binary.length; i++) binary[i] = (byte) (i * 37 + 250);
        String basic = enc.encodeToString(binary), url = Base64.getUrlEncoder().encodeToString(binary), mime = Base64.getMimeEncoder().encodeToString(binary);
        System.out.println("basic=" + basic);
        System.out.println("url  =" + url);
        System.out.println("mime lines=" + mime.split("\r\n").length + " first=" + mime.split("\r\n")[0]);
        System.out.println("decoders agree: " + Arrays.equals(Base64.getDecoder().decode(basic), binary) + " " + Arrays.equals(Base64.getUrlDecoder().decode(url), binary)
                + " " + Arrays.equals(Base64.getMimeDecoder().decode(mime), binary));
        for (String bad : new String[] {"abc$", "a", "ab=c"}) {
            try {
                Base64.getDecoder().decode(bad);
                System.out.println("decoded '" + bad + "' unexpectedly");
            } catch (IllegalArgumentException e) {
                System.out.println("bad base64 '" + bad + "': " + e.getMessage());
            }
        }
        System.out.println("decode without padding=" + new String(Base64.getDecoder().decode("Zm9vYg"), StandardCharsets.UTF_8));
    }
}
