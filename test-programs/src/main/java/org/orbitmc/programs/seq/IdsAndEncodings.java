/*
 * IdsAndEncodings: java.util.UUID (fromString/toString round trip, constructor from longs,
 * version/variant/timestamp, compareTo, equals/hashCode, malformed input messages), Base64
 * basic/URL/MIME encoders with and without padding, decoding errors, wrap of streams, and
 * HexFormat formatting/parsing with delimiters, prefixes and upper case.
 */
package org.orbitmc.programs.seq;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.HexFormat;
import java.util.UUID;

public class IdsAndEncodings {
    public static void main(String[] args) throws IOException {
        UUID u = UUID.fromString("123e4567-e89b-12d3-a456-426614174000");
        System.out.println(u + " version=" + u.version() + " variant=" + u.variant() + " msb=" + u.getMostSignificantBits() + " lsb=" + u.getLeastSignificantBits()
                + " timestamp=" + u.timestamp() + " clockSeq=" + u.clockSequence() + " node=" + u.node() + " hash=" + u.hashCode());
        UUID v = new UUID(-1L, 0x0123456789abcdefL);
        System.out.println(v + " cmp=" + u.compareTo(v) + " " + v.compareTo(u) + " equals=" + u.equals(UUID.fromString(u.toString().toUpperCase())) + " short form=" + UUID.fromString("1-2-3-4-5"));
        for (String bad : new String[] {"not-a-uuid", "123e4567-e89b-12d3-a456-4266141740001", "g23e4567-e89b-12d3-a456-426614174000", ""}) {
            try {
                UUID.fromString(bad);
            } catch (IllegalArgumentException e) {
                System.out.println("bad uuid '" + bad + "': " + e.getMessage());
            }
        }

        byte[] data = "Many hands make light work.\u00ff".getBytes(StandardCharsets.ISO_8859_1);
        System.out.println("basic=" + Base64.getEncoder().encodeToString(data));
        System.out.println("noPad=" + Base64.getEncoder().withoutPadding().encodeToString(new byte[] {1, 2, 3, 4}) + " url=" + Base64.getUrlEncoder().encodeToString(new byte[] {(byte) 0xfb, (byte) 0xff, (byte) 0xfe}));
        byte[] big = new byte[100];
        for (int i = 0; i < big.length; i++) big[i] = (byte) (i * 7);
        String mime = Base64.getMimeEncoder().encodeToString(big);
        System.out.println("mime lines=" + mime.split("\r\n").length + " first=" + mime.split("\r\n")[0] + " custom=" + Base64.getMimeEncoder(16, "|".getBytes(StandardCharsets.US_ASCII)).encodeToString(new byte[20]));
        System.out.println("decode=" + new String(Base64.getDecoder().decode("SGVsbG8sIE9yYml0IQ=="), StandardCharsets.UTF_8) + " mime decode ignores junk=" + Base64.getMimeDecoder().decode("AQ\r\nID*").length
                + " url decode=" + Base64.getUrlDecoder().decode("-_8=").length);
        for (String bad : new String[] {"abc", "ab=c", "a*bc", "AB==CD"}) {
            try {
                Base64.getDecoder().decode(bad);
                System.out.println("decoded " + bad);
            } catch (IllegalArgumentException e) {
                System.out.println("bad base64 '" + bad + "': " + e.getMessage());
            }
        }
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        try (OutputStream os = Base64.getEncoder().wrap(sink)) {
            os.write("streamed".getBytes(StandardCharsets.US_ASCII));
            os.write('!');
        }
        System.out.println("wrapped=" + sink.toString(StandardCharsets.US_ASCII));
        try (InputStream is = Base64.getDecoder().wrap(new ByteArrayInputStream(sink.toByteArray()))) {
            System.out.println("unwrapped=" + new String(is.readAllBytes(), StandardCharsets.US_ASCII));
        }

        HexFormat hf = HexFormat.of();
        byte[] bytes = {0, 1, 127, (byte) 128, (byte) 255, 42};
        System.out.println("hex=" + hf.formatHex(bytes) + " upper=" + hf.withUpperCase().formatHex(bytes) + " delim=" + HexFormat.ofDelimiter(":").formatHex(bytes)
                + " prefix=" + HexFormat.ofDelimiter(", ").withPrefix("0x").formatHex(bytes, 1, 4));
        System.out.println("parse=" + java.util.Arrays.toString(hf.parseHex("cafeBABE")) + " parseDelim=" + java.util.Arrays.toString(HexFormat.ofDelimiter(":").parseHex("01:ff:10")));
        System.out.println("toHexDigits=" + hf.toHexDigits((byte) 10) + " " + hf.toHexDigits((short) -2) + " " + hf.toHexDigits(0xABCDEF) + " " + hf.toHexDigits(-1L) + " fromHexDigits=" + HexFormat.fromHexDigits("7fffffff")
                + " " + HexFormat.fromHexDigitsToLong("ffffffffff") + " isHexDigit=" + HexFormat.isHexDigit('g') + " toString=" + HexFormat.ofDelimiter("-").withUpperCase());
        try {
            hf.parseHex("abc");
        } catch (IllegalArgumentException e) {
            System.out.println("odd hex: " + e.getMessage());
        }
        try {
            hf.parseHex("zz");
        } catch (IllegalArgumentException e) {
            System.out.println("bad hex: " + e.getMessage());
        }
    }
}
