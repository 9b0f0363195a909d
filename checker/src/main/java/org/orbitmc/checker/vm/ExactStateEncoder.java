package org.orbitmc.checker.vm;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

import org.orbitmc.vm.Vm;
import org.orbitmc.vm.heap.Heap;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.heap.Monitor;
import org.orbitmc.vm.interp.Throwables;
import org.orbitmc.vm.thread.VmThread;

/**
 * An exact, non-canonical encoding of the program state between transitions: every thread (its
 * blocking state and every frame slot) and every live object in reference order, after garbage
 * collection. Equal encodings mean equal states; states that differ only in where objects were
 * allocated encode differently (heap canonicalization removes that later).
 */
public final class ExactStateEncoder {
    private final Vm vm;

    public ExactStateEncoder(Vm vm) {
        this.vm = vm;
    }

    public byte[] encode() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(4096);
        DataOutputStream out = new DataOutputStream(bytes);
        try {
            out.writeInt(vm.identityHashSeed());
            out.writeLong(vm.clockNanos());
            out.writeInt(vm.threads().size());
            for (VmThread t : vm.threads()) {
                thread(out, t);
            }
            Heap heap = vm.heap();
            out.writeInt(heap.top());
            for (int ref = 1; ref < heap.top(); ref++) {
                object(out, heap.get(ref));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    private static void thread(DataOutputStream out, VmThread t) throws IOException {
        out.writeByte(t.status);
        out.writeByte(t.waitState);
        out.writeInt(t.monitor);
        out.writeInt(t.savedCount);
        out.writeByte((t.timed ? 1 : 0) | (t.sleeping ? 2 : 0) | (t.parked ? 4 : 0) | (t.permit ? 8 : 0));
        out.writeInt(t.initWait == null ? -1 : t.initWait.id());
        out.writeInt(t.threadObject);
        out.writeInt(t.depth);
        for (int d = 0; d <= t.depth; d++) {
            out.writeInt(t.methods[d].id());
            out.writeInt(t.pcs[d]);
            out.writeInt(t.bases[d]);
            out.writeInt(t.sps[d]);
            out.writeInt(t.locks[d]);
        }
        int used = t.depth < 0 ? 0 : t.sps[t.depth];
        for (int i = 0; i < used; i++) {
            out.writeLong(t.stack[i]);
        }
    }

    private static void object(DataOutputStream out, HeapObject o) throws IOException {
        if (o == null) {
            out.writeInt(-1);
            return;
        }
        out.writeInt(o.type.id());
        out.writeInt(o.mirrored == null ? -1 : o.mirrored.id());
        out.writeBoolean(o.escaped);
        out.writeInt(o.identityHash);
        Monitor m = o.monitor;
        if (m == null || (m.owner < 0 && m.waitSet.length == 0)) {
            out.writeInt(-2);
        } else {
            out.writeInt(m.owner);
            out.writeInt(m.count);
            out.writeInt(m.waitSet.length);
            for (int w : m.waitSet) {
                out.writeInt(w);
            }
        }
        if (o.hidden instanceof Throwables.Backtrace bt) {
            out.writeInt(bt.methods().length);
            for (int i = 0; i < bt.methods().length; i++) {
                out.writeInt(bt.methods()[i].id());
                out.writeInt(bt.lines()[i]);
            }
        } else if (o.hidden != null) {
            out.writeUTF(o.hidden.toString());
        }
        if (o.fields != null) {
            for (long f : o.fields) {
                out.writeLong(f);
            }
        } else {
            payload(out, o.array);
        }
    }

    private static void payload(DataOutputStream out, Object p) throws IOException {
        if (p instanceof int[] a) {
            out.writeInt(a.length);
            for (int v : a) {
                out.writeInt(v);
            }
        } else if (p instanceof byte[] a) {
            out.writeInt(a.length);
            out.write(a);
        } else if (p instanceof char[] a) {
            out.writeInt(a.length);
            for (char v : a) {
                out.writeChar(v);
            }
        } else if (p instanceof long[] a) {
            out.writeInt(a.length);
            for (long v : a) {
                out.writeLong(v);
            }
        } else if (p instanceof double[] a) {
            out.writeInt(a.length);
            for (double v : a) {
                out.writeLong(Double.doubleToRawLongBits(v));
            }
        } else if (p instanceof float[] a) {
            out.writeInt(a.length);
            for (float v : a) {
                out.writeInt(Float.floatToRawIntBits(v));
            }
        } else {
            short[] a = (short[]) p;
            out.writeInt(a.length);
            for (short v : a) {
                out.writeShort(v);
            }
        }
    }
}
