package org.orbitmc.checker.state;

import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntConsumer;

import org.orbitmc.checker.search.StateMatching;
import org.orbitmc.checker.search.Symmetry;
import org.orbitmc.checker.store.StateVector;
import org.orbitmc.vm.LockDiscipline;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.gc.Roots;
import org.orbitmc.vm.heap.Heap;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.heap.Monitor;
import org.orbitmc.vm.interp.Threads;
import org.orbitmc.vm.interp.Throwables;
import org.orbitmc.vm.thread.VmThread;

/**
 * Encodes the VM's state between transitions for the visited set, in canonical form as {@link StateMatching}
 * asks: the globals (hash seed, clock and the statics and other permanent objects the program has touched),
 * each thread (its blocking state, frames and every slot the code may still read), and each object.
 *
 * <p>With heap symmetry, objects are numbered by {@link ReachabilityOrder} from the roots in a fixed order
 * (touched classes by name, other touched permanent objects, then the threads in order), and every reference is
 * written as that number: allocation order disappears, and so does garbage. With thread symmetry the threads
 * are first put in {@link KBoundedThreadOrder}, and every thread id in the state (monitor owners, wait sets, the
 * thread initializing a class) is written as the thread's position in that order. Without symmetry, references
 * are heap addresses, objects are listed by address and threads in table order.
 *
 * <p>Permanent objects (class mirrors, interned strings) exist in every state from the moment some path made
 * them; one that is as it was made is left out, so that states do not differ by what other paths loaded.
 */
public final class StateEncoder {
    private final Vm vm;
    private final Heap heap;
    private final StateMatching matching;
    private final Roots roots;
    private final SlotLayouts layouts;
    private final ReachabilityOrder reach;
    private final KBoundedThreadOrder threadOrder;
    /** Whether references are written as canonical numbers (heap symmetry) or as addresses. */
    private final boolean canonical;
    private final Map<Object, Integer> hiddenIds = new HashMap<>();
    private ClassInfo[] classesByName = new ClassInfo[0];
    private int[] order = new int[8];
    /** Where each thread id was written by the last encode, {@link #ENDED} for ids not in the table (by thread id). */
    private int[] position = filled(8);
    /** The ids the last encode gave positions, to forget them before the next: the cost is the live threads'. */
    private int[] written = new int[8];
    private int writtenCount;
    /** The position written for a thread that has ended and left the table (a monitor owner after a halt). */
    private static final int ENDED = -2;
    private StateVector out;
    private final IntConsumer emit = v -> out.add(v);
    /** The stack of the thread being written, for {@link #writeSlot}. */
    private long[] stack;
    private final Roots.FrameSlotVisitor writeSlot = this::writeSlot;

    public StateEncoder(Vm vm, StateMatching matching) {
        this.vm = vm;
        this.heap = vm.heap();
        this.matching = matching;
        this.canonical = matching.symmetry() != Symmetry.NONE;
        this.roots = vm.garbageCollector().roots();
        this.layouts = new SlotLayouts(vm.classes());
        this.reach = new ReachabilityOrder(heap);
        this.threadOrder = new KBoundedThreadOrder(heap, roots, layouts);
    }

    public void encode(StateVector vector) {
        this.out = vector;
        List<VmThread> threads = vm.threads();
        orderThreads(threads);
        if (canonical) {
            encodeCanonically(threads);
        } else {
            encodeByAddress(threads);
        }
        this.out = null;
    }

    /** The position at which the last {@link #encode} wrote the thread with id {@code threadId}. */
    public int position(int threadId) {
        return threadId < position.length ? position[threadId] : ENDED;
    }

    private static int[] filled(int n) {
        int[] a = new int[n];
        Arrays.fill(a, ENDED);
        return a;
    }

    private void orderThreads(List<VmThread> threads) {
        int n = threads.size();
        for (int i = 0; i < writtenCount; i++) {
            position[written[i]] = ENDED;
        }
        if (order.length < n) {
            order = new int[Math.max(n, order.length * 2)];
            written = new int[order.length];
        }
        int maxId = n == 0 ? 0 : threads.get(n - 1).id(); // the table is sorted by id
        if (position.length <= maxId) {
            int[] grown = filled(Math.max(maxId + 1, position.length * 2));
            position = grown;
        }
        if (matching.symmetry() == Symmetry.HEAP_AND_THREADS && matching.kbots() > 0) {
            threadOrder.sort(threads, matching.kbots(), order);
        } else {
            for (int i = 0; i < n; i++) {
                order[i] = i;
            }
        }
        for (int p = 0; p < n; p++) {
            int id = threads.get(order[p]).id();
            position[id] = p;
            written[p] = id;
        }
        writtenCount = n;
    }

    private void encodeCanonically(List<VmThread> threads) {
        reach.reset();
        out.begin(StateVector.GLOBALS, 0);
        out.add(vm.identityHashSeed());
        out.addLong(vm.clockNanos());
        out.add(vm.classes().versions().current().id());
        out.add(secondStarted());
        for (ClassInfo c : classesByName()) {
            int mirror = c.mirrorRef();
            if (mirror != 0 && !pristine(mirror)) {
                out.add(c.id());
                out.add(reach.visit(mirror));
            }
        }
        out.add(-1);
        for (int i = 0, n = heap.permanentCount(); i < n; i++) {
            int ref = heap.permanentRef(i);
            if (heap.read(ref).mirrored == null && !pristine(ref)) {
                out.add(ref); // a permanent object keeps its reference for the whole search: a stable name
                out.add(reach.visit(ref));
            }
        }
        out.end();
        for (int p = 0; p < threads.size(); p++) {
            thread(threads.get(order[p]));
        }
        for (int n = 1, count = reach.count(); n <= count; n++) {
            object(heap.read(reach.refAt(n)), 0);
        }
    }

    private void encodeByAddress(List<VmThread> threads) {
        out.begin(StateVector.GLOBALS, 0);
        out.add(vm.identityHashSeed());
        out.addLong(vm.clockNanos());
        out.add(vm.classes().versions().current().id());
        out.add(secondStarted());
        out.end();
        for (VmThread t : threads) {
            thread(t);
        }
        for (int ref = 1, top = heap.top(); ref < top; ref++) {
            HeapObject o = heap.read(ref);
            if (o != null && !pristine(ref)) {
                object(o, ref);
            }
        }
    }

    /**
     * Whether a second thread was ever started: the lock discipline guards program statics from then on (Vm.staticAccess).
     * The table showed it while ended threads stayed in it; now it must be said.
     */
    private int secondStarted() {
        return vm.threadTable().secondStarted() ? 1 : 0;
    }

    /** A thread's component; in canonical mode its roots are numbered as they are met. */
    private void thread(VmThread t) {
        int objectRef = ref(t.threadObject);
        stack = t.stack;
        out.begin(StateVector.THREADS, t.status);
        out.add(objectRef);
        out.add(t.waitState);
        out.add(t.savedCount);
        out.add((t.timed ? 1 : 0) | (t.sleeping ? 2 : 0) | (t.parked ? 4 : 0) | (t.permit ? 8 : 0)
                | (t.atSchedulingPoint ? 16 : 0) | (t.atChoice ? 32 : 0) | (t.destroyingVm ? 64 : 0));
        out.add(t.choice);
        // Which timeout may come first depends on the deadlines (Threads.timeoutDue), so they are state.
        out.addLong(t.timed ? t.deadline : 0);
        out.add(t.initWait == null ? -1 : t.initWait.id());
        out.add(t.depth);
        for (int d = 0; d <= t.depth; d++) {
            out.add(t.methods[d].id());
            out.add(t.pcs[d]);
            out.add(t.bases[d]);
            out.add(t.sps[d]);
            out.add(t.locks[d]);
        }
        roots.forEachFrameSlot(t, writeSlot);
        out.add(ref(t.monitor));
        out.end();
    }

    /** One frame slot: a reference as its number, a value whole; a dead slot not at all. */
    private void writeSlot(int slot, Roots.SlotKind kind) {
        if (kind == Roots.SlotKind.REFERENCE) {
            out.add(ref((int) stack[slot]));
        } else if (kind == Roots.SlotKind.VALUE) {
            out.addLong(stack[slot]);
        }
    }

    /** A root reference: numbered now (and what it reaches) in canonical mode, else its address. */
    private int ref(int ref) {
        return canonical ? reach.visit(ref) : ref;
    }

    /** An object's component, tagged with its type; without symmetry its {@code address} is written first. */
    private void object(HeapObject o, int address) {
        out.begin(StateVector.HEAP, o.type.id());
        if (!canonical) {
            out.add(address);
        }
        out.add(o.mirrored == null ? -1 : o.mirrored.id());
        // The flags that decide which accesses are visible: they change what the threads' next transitions are.
        out.add((o.escaped ? 1 : 0) | (o.constructed ? 2 : 0) | (o.libraryOwned ? 4 : 0) | (o.immutable ? 8 : 0));
        out.add(o.identityHash);
        Monitor m = o.monitor;
        if (m == null || m.isFree()) {
            out.add(-1);
        } else {
            out.add(m.owner < 0 ? -1 : position(m.owner));
            out.add(m.count);
            out.add(m.waitSet.length);
            for (int w : m.waitSet) {
                out.add(position(w));
            }
        }
        out.add(o.hidden == null ? -1 : hiddenId(o.hidden));
        guard(o.guard);
        guard(o.monitorGuard);
        if (o.array != null) {
            ArrayValues.append(o.array, o.type.hasReferenceElements(), emit);
            if (o.type.hasReferenceElements()) {
                for (int e : (int[]) o.array) {
                    out.add(canonical ? reach.numberOf(e) : e);
                }
            }
            out.end();
            return;
        }
        byte[] kinds = o.mirrored != null ? layouts.mirror(o.mirrored) : layouts.instance(o.type);
        long[] fields = o.fields;
        for (int s = 0; s < kinds.length; s++) {
            long v = fields[s];
            switch (kinds[s]) {
                case SlotLayouts.NARROW -> out.add((int) v);
                case SlotLayouts.WIDE -> out.addLong(v);
                case SlotLayouts.REFERENCE -> out.add(canonical ? reach.numberOf((int) v) : (int) v);
                default -> out.add(threadId(o, (int) v)); // THREAD_ID: meaningful while the class is being initialized
            }
        }
        out.end();
    }

    /**
     * An object's guard (org.orbitmc.vm.LockDiscipline): which accesses to it are visible depends on it. Its locks and
     * its accessors are sets, written sorted: a monitor by its object's number, a thread's virtual lock and an accessor
     * by the thread's position.
     */
    private void guard(int[] g) {
        if (g == null) {
            out.add(-1);
            return;
        }
        // A terminated thread, as an accessor or as a virtual lock nobody else holds, changes nothing the guard will
        // answer (LockDiscipline.protects ignores it, and drops it at the next access): left out, so that states
        // differing only there match. So is a thread that ended and left the table (no position).
        Threads threads = vm.threadTable();
        int k = LockDiscipline.lockCount(g);
        if (scratch.length < g.length) {
            scratch = new int[g.length * 2];
        }
        int n = 0; // kept locks in scratch[0, n), then kept accessors in scratch[n, m)
        for (int i = 1; i <= k; i++) {
            int lock = g[i];
            if (lock < 0 && LockDiscipline.terminated(threads, -lock - 1)) {
                continue;
            }
            int ref = lock & ~LockDiscipline.SYNCHRONIZER;
            scratch[n++] = lock > 0 ? (canonical ? reach.numberOf(ref) : ref) | (lock & LockDiscipline.SYNCHRONIZER)
                    : -(position(-lock - 1) + 1);
        }
        int m = n;
        for (int i = k + 1; i < g.length; i++) {
            if (!LockDiscipline.terminated(threads, g[i])) {
                scratch[m++] = position(g[i]);
            }
        }
        Arrays.sort(scratch, 0, n);
        Arrays.sort(scratch, n, m);
        out.add(n);
        out.add(LockDiscipline.isModified(g) ? 1 : 0);
        for (int i = 0; i < n; i++) {
            out.add(scratch[i]);
        }
        out.add(m - n);
        for (int i = n; i < m; i++) {
            out.add(scratch[i]);
        }
    }

    /** Room for one guard's sorted sets ({@link #guard}), reused: the encoder allocates nothing per object. */
    private int[] scratch = new int[16];

    private int threadId(HeapObject mirror, int id) {
        ClassInfo c = mirror.mirrored;
        if (mirror.fields[c.initStateSlot()] != ClassInfo.BEING_INITIALIZED) {
            return -1;
        }
        return position(id);
    }

    /** A number for a VM-internal payload (a backtrace, a VarHandle's target): equal payloads, equal numbers. */
    private int hiddenId(Object hidden) {
        Object key = hidden instanceof Throwables.Backtrace bt ? new BacktraceKey(bt.methods(), bt.lines()) : hidden;
        return hiddenIds.computeIfAbsent(key, k -> hiddenIds.size());
    }

    /** A backtrace by content (the record's own equality compares its arrays by identity). */
    private record BacktraceKey(MethodInfo[] methods, int[] lines) {
        @Override
        public boolean equals(Object o) {
            return o instanceof BacktraceKey k && Arrays.equals(methods, k.methods) && Arrays.equals(lines, k.lines);
        }

        @Override
        public int hashCode() {
            return 31 * Arrays.hashCode(methods) + Arrays.hashCode(lines);
        }

        @Override
        public String toString() {
            return "BacktraceKey" + Arrays.toString(lines);
        }
    }

    /**
     * Whether {@code ref} is a permanent object as it was made (a mirror of a class not initialized, an interned
     * string whose hash was not asked for): the same in every state, so left out of the encoding.
     */
    private boolean pristine(int ref) {
        int i = heap.permanentIndex(ref);
        return i >= 0 && isPristine(heap.read(ref), heap.pristine(i));
    }

    private static boolean isPristine(HeapObject o, HeapObject pristine) {
        if (o.identityHash != pristine.identityHash || o.escaped != pristine.escaped || o.constructed != pristine.constructed
                || o.libraryOwned != pristine.libraryOwned || o.immutable != pristine.immutable
                || !(o.monitor == null || o.monitor.isFree()) || o.guard != pristine.guard || o.monitorGuard != pristine.monitorGuard) {
            return false;
        }
        return o.fields != null ? Arrays.equals(o.fields, pristine.fields) : ArrayValues.equal(o.array, pristine.array);
    }

    /** The loaded classes sorted by name, re-sorted when classes were loaded since the last call. */
    private ClassInfo[] classesByName() {
        List<ClassInfo> loaded = vm.classes().loaded();
        if (loaded.size() != classesByName.length) {
            classesByName = loaded.toArray(new ClassInfo[0]);
            Arrays.sort(classesByName, Comparator.comparing(ClassInfo::name));
        }
        return classesByName;
    }
}
