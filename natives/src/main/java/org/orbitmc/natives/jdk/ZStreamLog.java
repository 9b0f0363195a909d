package org.orbitmc.natives.jdk;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/**
 * A zlib stream as the log of the calls made on it. zlib is deterministic: the same calls with the same input bytes
 * and output space give the same results, so the host's own {@link Inflater} or {@link Deflater}, fed the log, is in
 * the state the program's stream is in. The log (not a host object) is what the program state holds, so backtracking
 * to an earlier state simply means a shorter log. The host stream last built is kept for the next call when its log
 * is the program's current one, so a stream used along one path costs each call once.
 *
 * <p>Encoding: a header (kind, level, nowrap), then one record per call: {@code C} a compressing or decompressing call
 * (params, flush, output space, input bytes), {@code S} a dictionary, {@code R} a reset.
 */
final class ZStreamLog {
    static final byte INFLATER = 'I', DEFLATER = 'D';
    private static final byte CALL = 'C', DICTIONARY = 'S', RESET = 'R';

    /** The host stream built from {@link #log}, or null. */
    private byte[] log;
    private Object stream;

    static byte[] header(byte kind, int level, boolean nowrap) {
        return new byte[] {kind, (byte) level, (byte) (nowrap ? 1 : 0)};
    }

    static byte[] withCall(byte[] log, int params, int flush, int outputLength, byte[] input, int off, int len) {
        Out o = new Out(log);
        o.writeByte(CALL);
        o.writeInt(params);
        o.writeInt(flush);
        o.writeInt(outputLength);
        o.writeInt(len);
        o.bytes.write(input, off, len);
        return o.bytes.toByteArray();
    }

    static byte[] withDictionary(byte[] log, byte[] dictionary, int off, int len) {
        Out o = new Out(log);
        o.writeByte(DICTIONARY);
        o.writeInt(len);
        o.bytes.write(dictionary, off, len);
        return o.bytes.toByteArray();
    }

    static byte[] withReset(byte[] log) {
        byte[] out = Arrays.copyOf(log, log.length + 1);
        out[log.length] = RESET;
        return out;
    }

    /** Whether the stream made a compressing call since it began or was last reset (Deflater parameters then flush data). */
    static boolean calledSinceReset(byte[] log) {
        boolean called = false;
        for (Record r : records(log)) {
            called = r.kind == CALL || called && r.kind != RESET;
        }
        return called;
    }

    /** The host stream in the state {@code log} describes: the one kept if it is, else rebuilt by replaying the log. */
    Inflater inflater(byte[] log) {
        return (Inflater) stream(log);
    }

    Deflater deflater(byte[] log) {
        return (Deflater) stream(log);
    }

    /** Keeps {@code host}, just used for the call {@code log} now ends with, for the next call. */
    void keep(byte[] log, Object host) {
        this.log = log;
        this.stream = host;
    }

    private Object stream(byte[] current) {
        if (stream != null && Arrays.equals(log, current)) {
            return stream;
        }
        if (stream != null) {
            end(stream);
        }
        boolean nowrap = current[2] != 0;
        Object host = current[0] == INFLATER ? new Inflater(nowrap) : new Deflater(current[1], nowrap);
        for (Record r : records(current)) {
            replay(host, r);
        }
        log = current;
        stream = host;
        return host;
    }

    /** Drops the host stream (the program's stream ended). */
    void end() {
        if (stream != null) {
            end(stream);
        }
        log = null;
        stream = null;
    }

    private static void end(Object host) {
        if (host instanceof Inflater i) {
            i.end();
        } else {
            ((Deflater) host).end();
        }
    }

    private static void replay(Object host, Record r) {
        switch (r.kind) {
        case RESET -> {
            if (host instanceof Inflater i) {
                i.reset();
            } else {
                ((Deflater) host).reset();
            }
        }
        case DICTIONARY -> {
            if (host instanceof Inflater i) {
                i.setDictionary(r.input);
            } else {
                ((Deflater) host).setDictionary(r.input);
            }
        }
        default -> {
            byte[] out = new byte[r.outputLength];
            if (host instanceof Inflater i) {
                inflate(i, r.input, 0, r.input.length, out);
            } else {
                deflate((Deflater) host, r.params, r.flush, r.input, 0, r.input.length, out);
            }
        }
        }
    }

    /** The native's result of one decompressing call: read | written << 31 | finished << 62 | needDict << 63. */
    record Inflated(long result, DataFormatException error, int inputConsumed, int outputConsumed) {
    }

    static Inflated inflate(Inflater host, byte[] input, int off, int len, byte[] output) {
        host.setInput(input, off, len);
        long writtenBefore = host.getBytesWritten();
        try {
            int written = host.inflate(output, 0, output.length);
            int read = len - host.getRemaining();
            long result = read | (long) written << 31 | (host.finished() ? 1L : 0) << 62 | (host.needsDictionary() ? 1L : 0) << 63;
            return new Inflated(result, null, 0, 0);
        } catch (DataFormatException e) {
            return new Inflated(0, e, len - host.getRemaining(), (int) (host.getBytesWritten() - writtenBefore));
        }
    }

    /**
     * The native's result of one compressing call: read | written << 31 | finished << 62 | paramsPending << 63. The
     * callers allow new parameters only before the stream's first compressing call, where zlib's deflateParams has
     * nothing to flush and always completes (so bit 63 is 0).
     */
    static long deflate(Deflater host, int params, int flush, byte[] input, int off, int len, byte[] output) {
        host.setInput(input, off, len);
        long readBefore = host.getBytesRead();
        if ((params & 1) != 0) {
            host.setStrategy(params >> 1 & 3);
            host.setLevel(params >> 3);
        }
        int written;
        if (flush == 4) { // FINISH: Deflater.deflate passes it once finish() was called
            host.finish();
            written = host.deflate(output, 0, output.length, Deflater.NO_FLUSH);
        } else {
            written = host.deflate(output, 0, output.length, flush);
        }
        long read = host.getBytesRead() - readBefore;
        return read | (long) written << 31 | (host.finished() ? 1L : 0) << 62;
    }

    private record Record(byte kind, int params, int flush, int outputLength, byte[] input) {
    }

    private static Record[] records(byte[] log) {
        try {
            DataInputStream in = new DataInputStream(new ByteArrayInputStream(log, 3, log.length - 3));
            List<Record> out = new ArrayList<>();
            while (in.available() > 0) {
                byte kind = in.readByte();
                switch (kind) {
                case RESET -> out.add(new Record(RESET, 0, 0, 0, null));
                case DICTIONARY -> out.add(new Record(DICTIONARY, 0, 0, 0, in.readNBytes(in.readInt())));
                default -> {
                    int params = in.readInt();
                    int flush = in.readInt();
                    int outputLength = in.readInt();
                    out.add(new Record(CALL, params, flush, outputLength, in.readNBytes(in.readInt())));
                }
                }
            }
            return out.toArray(new Record[0]);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Appends records to a copy of a log. */
    private static final class Out {
        final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        final DataOutputStream data = new DataOutputStream(bytes);

        Out(byte[] log) {
            bytes.write(log, 0, log.length);
        }

        void writeByte(int v) {
            bytes.write(v);
        }

        void writeInt(int v) {
            try {
                data.writeInt(v);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
