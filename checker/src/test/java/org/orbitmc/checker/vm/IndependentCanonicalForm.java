package org.orbitmc.checker.vm;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.FieldInfo;
import org.orbitmc.vm.gc.Roots;
import org.orbitmc.vm.heap.Heap;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.heap.Monitor;
import org.orbitmc.vm.interp.Throwables;
import org.orbitmc.vm.thread.VmThread;

/**
 * A canonical form of a VM state written only for tests, independently of the checker's encoder: objects are
 * labelled breadth-first (not depth-first) from the same roots, and the state is written as text with class,
 * field and method names (not ids). Two states have the same form exactly when they are equal up to where
 * objects live, so the number of distinct forms among all states reachable with heap symmetry off is the
 * number of states a canonical heap encoding must store.
 *
 * <p>Threads stay in table order (heap symmetry only). Like the encoder, it leaves out what the program cannot
 * read: frame slots the code may not read, and permanent objects as they were made.
 */
final class IndependentCanonicalForm {
    private final Vm vm;
    private final Heap heap;
    private final Roots roots;
    private final Map<Integer, Integer> labels = new HashMap<>();
    private final ArrayDeque<Integer> queue = new ArrayDeque<>();
    private final StringBuilder text = new StringBuilder();

    private IndependentCanonicalForm(Vm vm) {
        this.vm = vm;
        this.heap = vm.heap();
        this.roots = vm.garbageCollector().roots();
    }

    static String of(Vm vm) {
        return new IndependentCanonicalForm(vm).write();
    }

    private String write() {
        text.append("seed=").append(vm.identityHashSeed()).append(" clock=").append(vm.clockNanos()).append('\n');
        ClassInfo[] classes = vm.classes().loaded().toArray(new ClassInfo[0]);
        Arrays.sort(classes, Comparator.comparing(ClassInfo::name));
        for (ClassInfo c : classes) {
            if (c.mirrorRef() != 0 && !pristine(c.mirrorRef())) {
                text.append("class ").append(c.name()).append(" -> ").append(label(c.mirrorRef())).append('\n');
            }
        }
        for (int i = 0; i < heap.permanentCount(); i++) {
            int ref = heap.permanentRef(i);
            if (heap.get(ref).mirrored == null && !pristine(ref)) {
                text.append("permanent@").append(ref).append(" -> ").append(label(ref)).append('\n');
            }
        }
        for (VmThread t : vm.threads()) {
            thread(t);
        }
        // Breadth-first: every object gets its label when first met; its contents are written in label order.
        int written = 0;
        while (!queue.isEmpty()) {
            int ref = queue.poll();
            object(++written, heap.get(ref));
        }
        return text.toString();
    }

    private String label(int ref) {
        if (ref == 0) {
            return "null";
        }
        Integer l = labels.get(ref);
        if (l == null) {
            l = labels.size() + 1;
            labels.put(ref, l);
            queue.add(ref);
        }
        return "#" + l;
    }

    private void thread(VmThread t) {
        text.append("thread status=").append(t.status).append(" object=").append(label(t.threadObject))
                .append(" wait=").append(t.waitState).append(" saved=").append(t.savedCount)
                .append(" timed=").append(t.timed).append(" sleeping=").append(t.sleeping).append(" parked=").append(t.parked)
                .append(" permit=").append(t.permit).append(" atPoint=").append(t.atSchedulingPoint)
                .append(" atChoice=").append(t.atChoice).append(" choice=").append(t.choice)
                .append(" initWait=").append(t.initWait == null ? "-" : t.initWait.name()).append('\n');
        for (int d = 0; d <= t.depth; d++) {
            text.append("  frame ").append(t.methods[d].owner().name()).append('.').append(t.methods[d].name())
                    .append(t.methods[d].descriptor()).append(" pc=").append(t.pcs[d]).append(" base=").append(t.bases[d])
                    .append(" sp=").append(t.sps[d]).append(" locks=").append(label(t.locks[d])).append('\n');
        }
        long[] stack = t.stack;
        text.append("  slots");
        roots.forEachFrameSlot(t, (slot, kind) -> {
            switch (kind) {
                case REFERENCE -> text.append(' ').append(label((int) stack[slot]));
                case VALUE -> text.append(' ').append(stack[slot]);
                case DEAD -> text.append(" _");
            }
        });
        text.append("\n  monitor ").append(label(t.monitor)).append('\n');
    }

    private void object(int label, HeapObject o) {
        text.append('#').append(label).append(' ').append(o.type.name());
        if (o.mirrored != null) {
            text.append(" of ").append(o.mirrored.name());
        }
        text.append(" escaped=").append(o.escaped).append(" hash=").append(o.identityHash);
        Monitor m = o.monitor;
        if (m != null && !m.isFree()) {
            text.append(" owner=").append(m.owner).append(" count=").append(m.count).append(" waiters=")
                    .append(Arrays.toString(m.waitSet));
        }
        if (o.hidden instanceof Throwables.Backtrace bt) {
            text.append(" backtrace=");
            for (int i = 0; i < bt.methods().length; i++) {
                text.append(bt.methods()[i]).append(':').append(bt.lines()[i]).append(',');
            }
        } else if (o.hidden != null) {
            text.append(" hidden=").append(o.hidden);
        }
        if (o.array instanceof int[] a && o.type.hasReferenceElements()) {
            text.append(" [");
            for (int e : a) {
                text.append(label(e)).append(' ');
            }
            text.append(']');
        } else if (o.array != null) {
            text.append(' ').append(primitiveArray(o.array));
        } else if (o.mirrored != null) {
            fields(o, vm.classes().load("java/lang/Class"), false);
            ClassInfo c = o.mirrored;
            long state = o.fields[c.initStateSlot()];
            text.append(" init=").append(state);
            if (state == ClassInfo.BEING_INITIALIZED) {
                text.append(" by=").append(o.fields[c.initThreadSlot()]);
            }
            if (o.fields[c.instancesSlot()] != 0) {
                text.append(" made");
            }
            for (FieldInfo f : c.declaredFields()) {
                if (f.isStatic()) {
                    field(o, f);
                }
            }
        } else {
            fields(o, o.type, false);
        }
        text.append('\n');
    }

    private void fields(HeapObject o, ClassInfo type, boolean statics) {
        for (ClassInfo k = type; k != null; k = k.superClass()) {
            for (FieldInfo f : k.declaredFields()) {
                if (f.isStatic() == statics) {
                    field(o, f);
                }
            }
        }
    }

    private void field(HeapObject o, FieldInfo f) {
        long v = o.fields[f.slot()];
        text.append(' ').append(f.owner().name()).append('.').append(f.name()).append('=');
        if (f.isReference()) {
            text.append(label((int) v));
        } else if (f.isWide()) {
            text.append(v);
        } else {
            text.append((int) v);
        }
    }

    private static String primitiveArray(Object a) {
        if (a instanceof byte[] x) {
            return Arrays.toString(x);
        }
        if (a instanceof char[] x) {
            return Arrays.toString(x);
        }
        if (a instanceof short[] x) {
            return Arrays.toString(x);
        }
        if (a instanceof int[] x) {
            return Arrays.toString(x);
        }
        if (a instanceof long[] x) {
            return Arrays.toString(x);
        }
        if (a instanceof float[] x) {
            return Arrays.toString(x);
        }
        return Arrays.toString((double[]) a);
    }

    /** A permanent object as it was made. */
    private boolean pristine(int ref) {
        for (int i = 0; i < heap.permanentCount(); i++) {
            if (heap.permanentRef(i) == ref) {
                HeapObject o = heap.get(ref);
                HeapObject p = heap.pristine(i);
                boolean sameContents = o.fields != null ? Arrays.equals(o.fields, p.fields)
                        : primitiveArray(o.array).equals(primitiveArray(p.array));
                return sameContents && o.identityHash == p.identityHash && o.escaped == p.escaped
                        && (o.monitor == null || o.monitor.isFree());
            }
        }
        return false;
    }

    static List<String> describeDifference(String a, String b) {
        String[] x = a.split("\n");
        String[] y = b.split("\n");
        for (int i = 0; i < Math.min(x.length, y.length); i++) {
            if (!x[i].equals(y[i])) {
                return List.of(x[i], y[i]);
            }
        }
        return List.of("lengths " + x.length + " and " + y.length);
    }
}
