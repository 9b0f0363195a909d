/*
 * InMemoryIO: java.io without files: BufferedReader over StringReader (readLine, lines,
 * mark/reset), StringWriter+PrintWriter with printf(Locale.ROOT), ByteArrayOutputStream
 * behind a PrintStream (UTF-8) and a Writer, DataOutputStream/DataInputStream round trips of
 * every primitive and writeUTF, EOFException at the end, PushbackReader, LineNumberReader,
 * SequenceInputStream, InputStream.transferTo/readNBytes/skip, CharArrayWriter,
 * Properties load/store-free listing from a Reader, and try-with-resources closing a chain.
 */
package org.orbitmc.programs.seq;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.CharArrayWriter;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.LineNumberReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.PushbackReader;
import java.io.Reader;
import java.io.SequenceInputStream;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Properties;
import java.util.TreeMap;

public class InMemoryIO {
    static final class TracingReader extends StringReader {
        final String name;

        TracingReader(String name, String s) {
            super(s);
            this.name = name;
        }

        @Override
        public void close() {
            System.out.println("closing " + name);
            super.close();
        }
    }

    public static void main(String[] args) throws IOException {
        String text = "first line\nsecond line\r\nthird\n\nfifth";
        try (BufferedReader r = new BufferedReader(new TracingReader("reader", text), 16)) {
            System.out.println("readLine=" + r.readLine());
            r.mark(100);
            System.out.println("readLine=" + r.readLine() + " ready=" + r.ready());
            r.reset();
            System.out.println("after reset=" + r.readLine());
            System.out.println("rest=" + r.lines().map(s -> "[" + s + "]").toList());
            System.out.println("eof readLine=" + r.readLine() + " read=" + r.read());
        }
        StringWriter sw = new StringWriter();
        try (PrintWriter pw = new PrintWriter(sw)) {
            pw.printf(Locale.ROOT, "%5.2f|%-4s|%04d%n", Math.E, "ab", 42);
            pw.print('c');
            pw.print(1.5f);
            pw.println(new char[] {'x', 'y'});
            pw.append("appended").append("!?", 0, 1);
        }
        System.out.println("StringWriter=" + sw.toString().replace("\n", "\\n") + " checkError=false");

        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        ps.print("h\u00e9llo \u4e16");
        ps.println(42L);
        ps.printf(Locale.ROOT, "%x%n", 255);
        ps.write(65);
        ps.flush();
        System.out.println("PrintStream bytes=" + bytes.size() + " text=" + bytes.toString(StandardCharsets.UTF_8).replace("\n", "\\n"));
        ByteArrayOutputStream latin = new ByteArrayOutputStream();
        try (Writer w = new BufferedWriter(new OutputStreamWriter(latin, StandardCharsets.ISO_8859_1))) {
            w.write("caf\u00e9 \u20ac");
            w.write(10);
        }
        System.out.println("latin1 bytes=" + java.util.Arrays.toString(latin.toByteArray()));

        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(raw)) {
            out.writeBoolean(true);
            out.writeByte(-2);
            out.writeShort(-30000);
            out.writeChar('\u263a');
            out.writeInt(0xCAFEBABE);
            out.writeLong(Long.MIN_VALUE + 7);
            out.writeFloat(-0.0f);
            out.writeDouble(Math.PI);
            out.writeUTF("mod\u00effied \u0000 utf \uD83D\uDE00");
            out.writeBytes("AB");
            System.out.println("written=" + out.size());
        }
        byte[] data = raw.toByteArray();
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(data))) {
            System.out.println("read: " + in.readBoolean() + " " + in.readByte() + " " + in.readShort() + " " + Integer.toHexString(in.readChar()) + " " + Integer.toHexString(in.readInt()) + " "
                    + in.readLong() + " " + in.readFloat() + " " + in.readDouble() + " [" + in.readUTF().replace("\u0000", "NUL") + "] " + (char) in.readUnsignedByte() + " available=" + in.available());
            in.readByte();
            in.readInt();
        } catch (EOFException e) {
            System.out.println("EOF: " + e.getMessage());
        }

        PushbackReader pb = new PushbackReader(new StringReader("123abc"), 4);
        StringBuilder digits = new StringBuilder();
        int c;
        while ((c = pb.read()) >= 0 && Character.isDigit(c)) digits.append((char) c);
        pb.unread(c);
        pb.unread("ZZ".toCharArray());
        char[] buf = new char[10];
        int n = pb.read(buf);
        System.out.println("pushback digits=" + digits + " rest=" + new String(buf, 0, n));

        LineNumberReader lnr = new LineNumberReader(new StringReader("a\nb\nc\n"));
        String line;
        while ((line = lnr.readLine()) != null) System.out.print(lnr.getLineNumber() + ":" + line + " ");
        System.out.println();

        InputStream seq = new SequenceInputStream(new ByteArrayInputStream("abc".getBytes(StandardCharsets.US_ASCII)), new ByteArrayInputStream("defgh".getBytes(StandardCharsets.US_ASCII)));
        byte[] first = seq.readNBytes(4);
        long skipped = seq.skip(1);
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        long moved = seq.transferTo(sink);
        System.out.println("sequence first=" + new String(first, StandardCharsets.US_ASCII) + " skipped=" + skipped + " transferred=" + moved + " rest=" + sink);
        InputStream in2 = new ByteArrayInputStream(new byte[] {1, 2, 3, 4, 5});
        byte[] part = new byte[8];
        System.out.println("readNBytes into=" + in2.readNBytes(part, 2, 3) + " " + java.util.Arrays.toString(part) + " readAllBytes=" + java.util.Arrays.toString(in2.readAllBytes()) + " read=" + in2.read());

        CharArrayWriter caw = new CharArrayWriter();
        caw.write("chars");
        caw.append('!');
        System.out.println("CharArrayWriter=" + caw + " size=" + caw.size() + " array=" + caw.toCharArray().length);

        Properties props = new Properties();
        try (Reader pr = new TracingReader("properties", "# comment\nname = Orbit\nversion:1.0\nmulti = one \\\n   two\nunicode=\\u00e9t\\u00e9\nempty=\n  spaced key\\ x = v\n! bang comment\n")) {
            props.load(pr);
        }
        System.out.println("properties=" + new TreeMap<>(props) + " getProperty default=" + props.getProperty("missing", "dflt") + " size=" + props.size());

        try {
            new BufferedReader(new StringReader("x")) {
                @Override
                public String readLine() throws IOException {
                    throw new IOException("disk on fire");
                }
            }.lines().count();
        } catch (UncheckedIOException e) {
            System.out.println("lines(): " + e.getMessage() + " cause=" + e.getCause().getMessage());
        }
        StringReader closed = new StringReader("abc");
        closed.close();
        try {
            closed.read();
        } catch (IOException e) {
            System.out.println("closed reader: " + e.getMessage());
        }
    }
}
