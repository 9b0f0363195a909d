/*
 * Compression: java.util.zip on the JDK's own code with zlib underneath: Deflater levels, raw (nowrap) streams,
 * dictionaries, small output buffers, SYNC_FLUSH, reset and setLevel, GZIP streams, a ZIP archive written to a
 * temporary file and read back with ZipFile and ZipInputStream (stored and deflated entries, comment), corrupt
 * input (DataFormatException, ZipException messages), Adler32, CRC32, CRC32C and CheckedInputStream.
 */
package org.orbitmc.programs.seq;

import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;
import java.util.zip.*;

public class Compression {
    static byte[] text(int n) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < n; i++) b.append("line ").append(i % 37).append(" of the quick brown fox\n");
        return b.toString().getBytes(StandardCharsets.UTF_8);
    }
    static byte[] deflate(byte[] in, int level, boolean nowrap, byte[] dict, int chunk) {
        Deflater d = new Deflater(level, nowrap);
        if (dict != null) d.setDictionary(dict);
        d.setInput(in); d.finish();
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        byte[] buf = new byte[chunk];
        while (!d.finished()) { int n = d.deflate(buf); o.write(buf, 0, n); }
        System.out.println("deflate level " + level + " nowrap " + nowrap + ": in " + d.getBytesRead() + " out " + d.getBytesWritten() + " adler " + d.getAdler());
        d.end();
        return o.toByteArray();
    }
    static byte[] inflate(byte[] in, boolean nowrap, byte[] dict, int chunk) throws DataFormatException {
        Inflater i = new Inflater(nowrap);
        i.setInput(in);
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        byte[] buf = new byte[chunk];
        while (!i.finished()) {
            int n = i.inflate(buf);
            if (n == 0 && i.needsDictionary()) { System.out.println("needs dictionary " + i.getAdler()); i.setDictionary(dict); continue; }
            if (n == 0 && i.needsInput()) break;
            o.write(buf, 0, n);
        }
        System.out.println("inflate: remaining " + i.getRemaining() + " read " + i.getBytesRead() + " written " + i.getBytesWritten() + " finished " + i.finished());
        i.end();
        return o.toByteArray();
    }
    public static void main(String[] args) throws Exception {
        byte[] data = text(300);
        for (int level : new int[] {0, 1, 6, 9, -1}) {
            byte[] z = deflate(data, level, false, null, 100);
            System.out.println(Arrays.hashCode(z) + " " + Arrays.equals(data, inflate(z, false, null, 64)));
        }
        byte[] raw = deflate(data, 6, true, null, 7);
        System.out.println(Arrays.equals(data, inflate(raw, true, null, 1000)));
        byte[] dict = "quick brown fox line of the".getBytes(StandardCharsets.US_ASCII);
        byte[] withDict = deflate(data, 9, false, dict, 512);
        System.out.println(Arrays.equals(data, inflate(withDict, false, dict, 512)));
        Deflater sync = new Deflater();
        sync.setInput("first part ".getBytes());
        byte[] sb = new byte[200];
        int n1 = sync.deflate(sb, 0, sb.length, Deflater.SYNC_FLUSH);
        sync.setInput("second part".getBytes()); sync.finish();
        int n2 = sync.deflate(sb, n1, sb.length - n1);
        System.out.println("sync " + n1 + " " + n2 + " " + new String(inflate(Arrays.copyOf(sb, n1 + n2), false, null, 50)));
        sync.reset(); sync.setLevel(1); sync.setInput(data); sync.finish();
        int n3 = 0; byte[] big = new byte[20000]; while (!sync.finished()) n3 += sync.deflate(big, n3, big.length - n3);
        System.out.println("after reset " + n3); sync.end();
        ByteArrayOutputStream gz = new ByteArrayOutputStream();
        try (GZIPOutputStream g = new GZIPOutputStream(gz, 64)) { for (int i = 0; i < 5; i++) g.write(data, i * 100, 100); g.write(data); }
        byte[] gzBytes = gz.toByteArray();
        try (GZIPInputStream g = new GZIPInputStream(new ByteArrayInputStream(gzBytes), 32)) { System.out.println("gzip " + gzBytes.length + " " + g.readAllBytes().length); }
        Path tmp = Files.createTempFile("orbit", ".zip");
        try (ZipOutputStream z = new ZipOutputStream(Files.newOutputStream(tmp))) {
            z.setComment("archive");
            z.putNextEntry(new ZipEntry("a.txt")); z.write("alpha".getBytes()); z.closeEntry();
            ZipEntry stored = new ZipEntry("dir/b.bin"); stored.setMethod(ZipEntry.STORED); byte[] bb = {1, 2, 3};
            CRC32 c = new CRC32(); c.update(bb); stored.setCrc(c.getValue()); stored.setSize(3); stored.setTime(0);
            z.putNextEntry(stored); z.write(bb); z.closeEntry();
            z.putNextEntry(new ZipEntry("c.txt")); z.write(data); z.closeEntry();
        }
        try (ZipFile zf = new ZipFile(tmp.toFile())) {
            System.out.println(zf.getComment() + " " + zf.size());
            for (Enumeration<? extends ZipEntry> e = zf.entries(); e.hasMoreElements();) {
                ZipEntry ze = e.nextElement();
                try (InputStream in = zf.getInputStream(ze)) { System.out.println(ze.getName() + " " + ze.getMethod() + " " + ze.getSize() + " " + ze.getCompressedSize() + " " + in.readAllBytes().length + " " + Long.toHexString(ze.getCrc())); }
            }
        }
        try (ZipInputStream z = new ZipInputStream(Files.newInputStream(tmp))) {
            for (ZipEntry e; (e = z.getNextEntry()) != null;) System.out.println("stream " + e.getName() + " " + z.readAllBytes().length);
        }
        Files.delete(tmp);
        byte[] corrupt = deflate(data, 6, false, null, 4096);
        corrupt[10] ^= 0x55; corrupt[11] ^= 0x55;
        try { inflate(corrupt, false, null, 4096); } catch (DataFormatException e) { System.out.println("DataFormatException: " + e.getMessage()); }
        try (InflaterInputStream in = new InflaterInputStream(new ByteArrayInputStream(new byte[] {1, 2, 3, 4, 5}))) { in.read(); } catch (ZipException e) { System.out.println("ZipException: " + e.getMessage()); }
        Adler32 a = new Adler32(); a.update(data); a.update(7); System.out.println("adler " + a.getValue());
        CRC32C cc = new CRC32C(); cc.update(data); System.out.println("crc32c " + cc.getValue());
        CheckedInputStream ck = new CheckedInputStream(new ByteArrayInputStream(data), new CRC32()); ck.readAllBytes(); System.out.println("checked " + ck.getChecksum().getValue());
        try (DeflaterOutputStream d = new DeflaterOutputStream(new ByteArrayOutputStream(), new Deflater(Deflater.BEST_SPEED), 16, true)) { d.write(data); d.flush(); System.out.println("syncflush ok"); }
    }
}
