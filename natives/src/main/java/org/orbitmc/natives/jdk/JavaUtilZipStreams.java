package org.orbitmc.natives.jdk;

import java.util.HashMap;
import java.util.Map;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

import org.orbitmc.natives.Guest;
import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.JdkField;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.natives.NativeArgs;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * java.util.zip's natives: {@code Inflater}, {@code Deflater} and {@code Adler32} on heap arrays, so that GZIP and ZIP
 * streams, {@code ZipFile}, {@code URLClassLoader} on jars and the JDK's own users of zlib run. A stream's state is
 * its call log in the program state ({@link ZStreamLog}; the guest class {@code ZStreams} holds the logs by address),
 * and the host's zlib computes every result, so the bytes are exactly {@code java}'s. A call on a program's arrays is
 * one visible operation (zlib reads the input and writes the output while other threads may run). Direct buffers, and
 * a Deflater's level or strategy changed after it began compressing, stop as unsupported.
 */
public final class JavaUtilZipStreams {
    private static final String STREAMS = "org/orbitmc/natives/guest/ZStreams";
    private static final String INFLATER = "java/util/zip/Inflater";
    private static final String DEFLATER = "java/util/zip/Deflater";

    private JavaUtilZipStreams() {
    }

    public static void register(NativeRegistry r) {
        Map<Integer, ZStreamLog> hosts = new HashMap<>(); // this VM's host streams, by address: a cache, not state
        // zlib is Orbit's own (the host's): no library to load.
        r.bind("java/util/zip/ZipUtils", "loadLibrary", "()V", (vm, a) -> 0);
        r.bind(INFLATER, "initIDs", "()V", (vm, a) -> 0);
        r.bind(INFLATER, "init", "(Z)J", (vm, a) -> open(vm, ZStreamLog.header(ZStreamLog.INFLATER, 0, a.booleanAt(0))));
        r.bind(DEFLATER, "init", "(IIZ)J", (vm, a) -> {
            if (a.intAt(1) != Deflater.DEFAULT_STRATEGY) {
                throw new UnsupportedFeatureException("a Deflater initialized with a strategy other than the default");
            }
            return open(vm, ZStreamLog.header(ZStreamLog.DEFLATER, a.intAt(0), a.booleanAt(2)));
        });
        for (String c : new String[] {INFLATER, DEFLATER}) {
            r.bind(c, "setDictionary", "(J[BII)V", (vm, a) -> {
                int address = (int) a.longAt(0);
                byte[] log = log(vm, address);
                byte[] dictionary = (byte[]) vm.heap().read(a.refAt(1)).array;
                int off = a.intAt(2);
                int len = a.intAt(3);
                ZStreamLog host = hosts.computeIfAbsent(address, k -> new ZStreamLog());
                Object stream = c.equals(INFLATER) ? host.inflater(log) : host.deflater(log);
                try {
                    if (stream instanceof Inflater i) {
                        i.setDictionary(dictionary, off, len);
                    } else {
                        ((Deflater) stream).setDictionary(dictionary, off, len);
                    }
                } catch (IllegalArgumentException e) {
                    host.end(); // the host stream may be half-changed: rebuild it next time
                    throw vm.exceptions().exception("java/lang/IllegalArgumentException", e.getMessage());
                }
                byte[] next = ZStreamLog.withDictionary(log, dictionary, off, len);
                host.keep(next, stream);
                setLog(vm, address, next);
                return 0;
            });
            r.bind(c, "setDictionaryBuffer", "(JJI)V", (vm, a) -> {
                throw new UnsupportedFeatureException("a zlib dictionary in a direct buffer");
            });
            r.bind(c, "getAdler", "(J)I", (vm, a) -> {
                int address = (int) a.longAt(0);
                byte[] log = log(vm, address);
                ZStreamLog host = hosts.computeIfAbsent(address, k -> new ZStreamLog());
                return c.equals(INFLATER) ? host.inflater(log).getAdler() : host.deflater(log).getAdler();
            });
            r.bind(c, "reset", "(J)V", (vm, a) -> {
                int address = (int) a.longAt(0);
                setLog(vm, address, ZStreamLog.withReset(log(vm, address)));
                return 0;
            });
            r.bind(c, "end", "(J)V", (vm, a) -> {
                int address = (int) a.longAt(0);
                ZStreamLog host = hosts.remove(address);
                if (host != null) {
                    host.end();
                }
                setLog(vm, address, 0);
                return 0;
            });
        }
        r.bind(INFLATER, "inflateBytesBytes", "(J[BII[BII)J", (vm, a) -> {
            ArrayCall call = ArrayCall.of(vm, a);
            ZStreamLog host = hosts.computeIfAbsent(call.address(), k -> new ZStreamLog());
            byte[] out = new byte[call.outLen()];
            Inflater inflater = host.inflater(call.log());
            ZStreamLog.Inflated r2 = ZStreamLog.inflate(inflater, call.input(), call.off(), call.len(), out);
            byte[] next = ZStreamLog.withCall(call.log(), 0, 0, call.outLen(), call.input(), call.off(), call.len());
            host.keep(next, inflater);
            setLog(vm, call.address(), next);
            call.write(vm, out, r2.error() == null ? (int) (r2.result() >>> 31 & 0x7fff_ffffL) : r2.outputConsumed());
            if (r2.error() != null) {
                int self = a.receiver();
                Guest.put(vm, self, JdkField.INFLATER_INPUT_CONSUMED, r2.inputConsumed());
                Guest.put(vm, self, JdkField.INFLATER_OUTPUT_CONSUMED, r2.outputConsumed());
                throw vm.exceptions().exception("java/util/zip/DataFormatException", r2.error().getMessage());
            }
            return r2.result();
        });
        r.bind(DEFLATER, "deflateBytesBytes", "(J[BII[BIIII)J", (vm, a) -> {
            ArrayCall call = ArrayCall.of(vm, a);
            int flush = a.intAt(7);
            int params = a.intAt(8);
            if ((params & 1) != 0 && ZStreamLog.calledSinceReset(call.log())) {
                throw new UnsupportedFeatureException("Deflater.setLevel or setStrategy after compressing began");
            }
            ZStreamLog host = hosts.computeIfAbsent(call.address(), k -> new ZStreamLog());
            byte[] out = new byte[call.outLen()];
            Deflater d = host.deflater(call.log());
            long result = ZStreamLog.deflate(d, params, flush, call.input(), call.off(), call.len(), out);
            byte[] next = ZStreamLog.withCall(call.log(), params, flush, call.outLen(), call.input(), call.off(), call.len());
            host.keep(next, d);
            setLog(vm, call.address(), next);
            call.write(vm, out, (int) (result >>> 31 & 0x7fff_ffffL));
            return result;
        });
        for (String[] direct : new String[][] {{INFLATER, "inflateBytesBuffer", "(J[BIIJI)J"}, {INFLATER, "inflateBufferBytes", "(JJI[BII)J"},
            {INFLATER, "inflateBufferBuffer", "(JJIJI)J"}, {DEFLATER, "deflateBytesBuffer", "(J[BIIJIII)J"},
            {DEFLATER, "deflateBufferBytes", "(JJI[BIIII)J"}, {DEFLATER, "deflateBufferBuffer", "(JJIJIII)J"},
            {"java/util/zip/Adler32", "updateByteBuffer", "(IJII)I"}, {"java/util/zip/CRC32", "updateByteBuffer0", "(IJII)I"}}) {
            r.bind(direct[0], direct[1], direct[2], (vm, a) -> {
                throw new UnsupportedFeatureException("java.util.zip on a direct buffer");
            });
        }
        String adler = "java/util/zip/Adler32";
        r.bind(adler, "update", "(II)I", (vm, a) -> adler32(a.intAt(0), new byte[] {(byte) a.intAt(1)}, 0, 1));
        r.bind(adler, "updateBytes", "(I[BII)I", (vm, a) -> {
            HeapObject bytes = vm.heap().read(a.refAt(1));
            vm.accessPoint(bytes);
            return adler32(a.intAt(0), (byte[]) bytes.array, a.intAt(2), a.intAt(3));
        });
    }

    /**
     * The arguments of an {@code (addr, byte[] in, off, len, byte[] out, off, len, ...)} native, read after its one
     * scheduling point (zlib reads the input and writes the output array), with the stream's log.
     */
    private record ArrayCall(int address, byte[] log, byte[] input, int off, int len, int output, int outOff, int outLen) {
        static ArrayCall of(Vm vm, NativeArgs a) {
            HeapObject input = vm.heap().read(a.refAt(1));
            HeapObject output = vm.heap().read(a.refAt(4));
            vm.accessPoint(input, output);
            int address = (int) a.longAt(0);
            return new ArrayCall(address, JavaUtilZipStreams.log(vm, address), (byte[]) input.array, a.intAt(2), a.intAt(3), a.refAt(4),
                    a.intAt(5), a.intAt(6));
        }

        /** Writes the first {@code n} bytes zlib produced into the program's output array. */
        void write(Vm vm, byte[] produced, int n) {
            System.arraycopy(produced, 0, (byte[]) vm.heap().get(output).array, outOff, n);
        }
    }

    /** Adler-32 (RFC 1950: two sums modulo 65521) continued from the running value {@code adler}. */
    private static int adler32(int adler, byte[] bytes, int off, int len) {
        long s1 = adler & 0xffff;
        long s2 = adler >>> 16 & 0xffff;
        for (int i = off; i < off + len; i++) {
            s1 = (s1 + (bytes[i] & 0xff)) % 65521;
            s2 = (s2 + s1) % 65521;
        }
        return (int) (s2 << 16 | s1);
    }

    private static long open(Vm vm, byte[] header) {
        int logs = (int) Guest.getStatic(vm, STREAMS, "logs");
        int[] table = logs == 0 ? new int[0] : (int[]) vm.heap().read(logs).array;
        int free = 0;
        while (free < table.length && table[free] != 0) {
            free++;
        }
        if (free == table.length) {
            int grown = vm.newArray(vm.classes().arrayOf(vm.primitiveArrayClass(8)), Math.max(4, table.length * 2));
            System.arraycopy(table, 0, (int[]) vm.heap().get(grown).array, 0, table.length);
            Guest.putStatic(vm, STREAMS, "logs", grown);
        }
        setLog(vm, free + 1, OrbitFileOverlay.bytes(vm, header));
        return free + 1;
    }

    private static byte[] log(Vm vm, int address) {
        int logs = (int) Guest.getStatic(vm, STREAMS, "logs");
        int ref = ((int[]) vm.heap().read(logs).array)[address - 1];
        return ((byte[]) vm.heap().read(ref).array).clone();
    }

    private static void setLog(Vm vm, int address, byte[] log) {
        setLog(vm, address, OrbitFileOverlay.bytes(vm, log));
    }

    private static void setLog(Vm vm, int address, int ref) {
        int logs = (int) Guest.getStatic(vm, STREAMS, "logs");
        ((int[]) vm.heap().get(logs).array)[address - 1] = ref;
    }
}
