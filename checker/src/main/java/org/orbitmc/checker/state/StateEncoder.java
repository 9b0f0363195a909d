package org.orbitmc.checker.state;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.IntConsumer;

import org.orbitmc.checker.search.ObjectNaming;
import org.orbitmc.checker.search.StateMatching;
import org.orbitmc.checker.search.Symmetry;
import org.orbitmc.checker.store.StateVector;
import org.orbitmc.vm.LockDiscipline;
import org.orbitmc.vm.ThreadIdentities;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.gc.Roots;
import org.orbitmc.vm.heap.Heap;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.heap.Monitor;
import org.orbitmc.vm.interp.Threads;
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
 *
 * <p>Objects are hash-consed: an object's encoding is put in a pool and the state holds its number there, one int
 * per object. The number is remembered with the object ({@link HeapObject#memo}, dropped by the heap's write barrier)
 * together with the numbers of the objects it refers to, so an object that did not change and whose referents kept
 * their canonical numbers is not encoded again: most of a state's objects (the JDK's) are the same from one state to
 * the next. Equal encodings get equal numbers and different ones different numbers, so states are matched exactly as
 * by their full encodings (docs/algorithms.md, "Hash-consed objects").
 *
 * <p>Encodings are incremental (docs/algorithms.md, "Incremental encoding"): the heap is sealed after each canonical
 * encoding ({@link Heap#seal}), so an object that is the same instance at the next one is unchanged; the numbering is
 * taken over root by root where the traversal would read the same ({@link ReachabilityOrder#visit}), and an object that
 * is the same instance at the same number, whose referents' numbers did not change, is written as the number it had,
 * without being read. What is written is exactly what a fresh encoder writes ({@code IncrementalEncodingTest}).
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
    /** What the encoding calls classes, methods, permanent objects and pooled encodings. */
    private final StateNames names;
    private final ThreadIdentities identities;
    /** Whether the object being written is a ThreadGroup's member array whose order is not observed: written as a set. */
    private boolean unordered;
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
    /** Whether objects are hash-consed ({@link #objects}); without, each object's encoding is written whole. */
    private final boolean hashConsing;
    /** Whether every remembered number is checked against a fresh encoding (for tests: a stale memo throws). */
    private final boolean checkMemos;
    /** Where an object's encoding is written before it is pooled. */
    private final StateVector component = new StateVector();
    /** The stack of the thread being written, for {@link #writeSlot}. */
    private long[] stack;
    private final Roots.FrameSlotVisitor writeSlot = this::writeSlot;

    public StateEncoder(Vm vm, StateMatching matching) {
        this(vm, matching, new LocalNames());
    }

    /** An encoder whose encodings name things as {@code names} does (shared names: a parallel search's VMs agree). */
    public StateEncoder(Vm vm, StateMatching matching, StateNames names) {
        this(vm, matching, names, true, false);
    }

    /**
     * @param hashConsing whether objects are pooled and written as their number (the default), or written whole
     * @param checkMemos  whether each remembered number is checked against a fresh encoding (slow; for tests)
     */
    public StateEncoder(Vm vm, StateMatching matching, boolean hashConsing, boolean checkMemos) {
        this(vm, matching, new LocalNames(), hashConsing, checkMemos);
    }

    private StateEncoder(Vm vm, StateMatching matching, StateNames names, boolean hashConsing, boolean checkMemos) {
        this.names = names;
        this.hashConsing = hashConsing;
        this.checkMemos = checkMemos;
        this.vm = vm;
        this.heap = vm.heap();
        this.matching = matching;
        this.canonical = matching.symmetry() != Symmetry.NONE;
        this.roots = vm.garbageCollector().roots();
        this.identities = vm.threadIdentities();
        this.layouts = new SlotLayouts(vm.classes(), identities);
        this.reach = new ReachabilityOrder(heap, layouts, vm::threadTable);
        this.threadOrder = new KBoundedThreadOrder(heap, roots, layouts, names);
    }

    public void encode(StateVector vector) {
        this.out = vector;
        layouts.refresh();
        List<VmThread> threads = vm.threads();
        if (canonical) {
            encodeCanonically(threads);
        } else {
            orderThreads(threads);
            encodeByAddress(threads);
        }
        this.out = null;
    }

    /**
     * How the last {@link #encode} named objects, kept as it is ({@link EncodedNaming}): with heap symmetry by their
     * canonical numbers, without by their references.
     */
    public ObjectNaming naming() {
        int[] byPosition = new int[writtenCount];
        int[] positions = Arrays.copyOf(position, position.length);
        for (int p = 0; p < writtenCount; p++) {
            byPosition[p] = written[p];
        }
        if (!canonical) {
            return new EncodedNaming(null, null, heap, positions, byPosition);
        }
        return new EncodedNaming(reach.refsByNumber(), reach.numbersByRef(heap.top() + 1), heap, positions, byPosition);
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

    /** The threads being ordered, for {@link #threadObjectNumber}. */
    private List<VmThread> sorting;
    /** Where the globals reached the i-th thread's Thread object: a kBOTS tie-break (made once: no allocation per state). */
    private final java.util.function.IntUnaryOperator threadObjectNumber = this::threadObjectNumber;

    private int threadObjectNumber(int i) {
        return canonical ? reach.numberOf(sorting.get(i).threadObject) : 0;
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
            // Threads kBOTS cannot tell apart go by where the globals reached their Thread objects (a static holding the
            // winner of a race), a canonical tie-break; only then by table order, which follows identities.
            sorting = threads;
            threadOrder.sort(threads, matching.kbots(), order, threadObjectNumber);
            sorting = null;
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
        boolean sameLayouts = identities.version() == encodedVersion;
        sameLive = sameLiveThreads(threads);
        sealing = true;
        encodedVersion = identities.version();
        // The previous numbering is taken over where the heap did not change (ReachabilityOrder.visit): the layouts, which
        // steer the traversal, must be as they were; so must the live threads, or objects with guards count as changed.
        reach.reset(!inGroupMembership(threads), hashConsing && sameLayouts, sameLive);
        out.begin(StateVector.GLOBALS, 0);
        out.add(vm.identityHashSeed());
        out.addLong(vm.clockNanos());
        out.add(names.versionId(vm.classes().versions().current()));
        out.add(secondStarted());
        for (ClassInfo c : classesByName()) {
            int mirror = c.mirrorRef();
            if (mirror != 0 && !pristine(mirror)) {
                out.add(names.classId(c));
                out.add(reach.visit(mirror));
            }
        }
        out.add(-1);
        permanentObjects();
        out.end();
        orderThreads(threads); // after the globals are numbered: they break kBOTS ties
        for (int p = 0; p < threads.size(); p++) {
            thread(threads.get(order[p]));
        }
        reach.visitMembers();
        int count = reach.count();
        // A reference whose previous number is at most this keeps it; -1 when layouts changed: nothing is taken over.
        int shared = sameLayouts ? reach.sharedPrefix() : -1;
        int ordered = reach.orderedCount();
        HeapObject[] table = heap.table();
        ensureEncoded(count);
        for (int n = 1; n <= count; n++) {
            int ref = reach.refAt(n);
            HeapObject o = table[ref];
            if (encoded[n] == o && encodedReach[n] <= shared && n <= ordered && !checkMemos) {
                // The same instance as the last state's n-th object (sealed: the same contents), whose referents all had
                // numbers that did not change: the same encoding, without reading the object.
                out.pooled(StateVector.HEAP, encodedTag[n], encodedNumber[n]);
                continue;
            }
            unordered = reach.unorderedAt(n);
            object(o, 0, n, encoded[n] == o && encodedReach[n] <= shared && n <= ordered);
        }
        unordered = false;
        for (int n = count + 1; n <= encodedCount; n++) {
            encoded[n] = null; // a later state's n-th object must not be compared with an older state's
        }
        encodedCount = count;
        heap.seal(); // every object now in the heap is copied before its next write: an instance seen again is unchanged
    }

    /** The identities' version at the last encode: the slot layouts change with it. */
    private int encodedVersion = -1;
    /** The ids of the threads alive at the last encode (not terminated), and how many: guards' histories depend on them. */
    private int[] liveIds = new int[8];
    private int liveCount = -1;

    /** Whether the live threads are the last encode's (then every guard's history ended or not as then); remembers them. */
    private boolean sameLiveThreads(List<VmThread> threads) {
        boolean same = true;
        int n = 0;
        for (int i = 0, size = threads.size(); i < size; i++) {
            VmThread t = threads.get(i);
            if (t.status == VmThread.TERMINATED) {
                continue;
            }
            if (n == liveIds.length) {
                liveIds = Arrays.copyOf(liveIds, n * 2);
                same = false;
            }
            same &= n < liveCount && liveIds[n] == t.id();
            liveIds[n++] = t.id();
        }
        same &= n == liveCount;
        liveCount = n;
        return same;
    }

    /**
     * Per number, what the last encode wrote for the object it numbered so: the object (the instance), its type's tag and
     * its encoding's number, and the highest number among its referents then ({@link Integer#MAX_VALUE} when its encoding
     * depends on more than its contents and referents: not remembered).
     */
    private HeapObject[] encoded = new HeapObject[256];
    private int[] encodedTag = new int[256];
    private int[] encodedNumber = new int[256];
    private int[] encodedReach = new int[256];
    private int encodedCount;

    private void ensureEncoded(int count) {
        if (count >= encoded.length) {
            int n = Math.max(count + 1, encoded.length * 2);
            encoded = Arrays.copyOf(encoded, n);
            encodedTag = Arrays.copyOf(encodedTag, n);
            encodedNumber = Arrays.copyOf(encodedNumber, n);
            encodedReach = Arrays.copyOf(encodedReach, n);
        }
    }

    private void encodeByAddress(List<VmThread> threads) {
        out.begin(StateVector.GLOBALS, 0);
        out.add(vm.identityHashSeed());
        out.addLong(vm.clockNanos());
        out.add(names.versionId(vm.classes().versions().current()));
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

    /** Whether some thread is inside ThreadGroup.add or remove: its frames may hold an index into a member array. */
    private boolean inGroupMembership(List<VmThread> threads) {
        for (VmThread t : threads) {
            for (int d = 0; d <= t.depth; d++) {
                if (identities.readsMembersAsSet(t.methods[d])) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The permanent objects other than class mirrors that changed since they were made (interned strings whose hash was
     * asked for...): each by its name and its number, in the order of their names when names are shared.
     */
    private void permanentObjects() {
        int count = 0;
        for (int i = 0, n = heap.permanentCount(); i < n; i++) {
            int ref = heap.permanentRef(i);
            if (heap.read(ref).mirrored == null && !pristine(ref)) {
                if (count == changedPermanents.length) {
                    changedPermanents = Arrays.copyOf(changedPermanents, count * 2);
                }
                changedPermanents[count++] = (long) names.permanentName(ref) << 32 | ref;
            }
        }
        if (names.ordersPermanentsByName()) {
            Arrays.sort(changedPermanents, 0, count); // names are not negative
        }
        for (int i = 0; i < count; i++) {
            out.add((int) (changedPermanents[i] >>> 32));
            out.add(reach.visit((int) changedPermanents[i]));
        }
    }

    /** Room for {@link #permanentObjects}: name and reference of each changed permanent object. */
    private long[] changedPermanents = new long[16];

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
                | (t.atSchedulingPoint ? 16 : 0) | (t.atChoice ? 32 : 0) | (t.destroyingVm ? 64 : 0)
                | (t.callbackReturned ? 128 : 0) | (t.visibleSinceCallback && t.inCallback(t.depth) ? 256 : 0));
        out.add(t.choice);
        // Which timeout may come first depends on the deadlines (Threads.timeoutDue), so they are state.
        out.addLong(t.timed ? t.deadline : 0);
        out.add(t.initWait == null ? -1 : names.classId(t.initWait));
        out.add(t.depth);
        for (int d = 0; d <= t.depth; d++) {
            out.add(names.methodId(t.methods[d]));
            out.add(t.pcs[d] | (t.visibleBeforeCallback[d] ? 1 << 30 : 0)); // a pc is below 2^16
            out.add(t.bases[d]);
            out.add(t.sps[d]);
            // The monitor a synchronized method holds is a reference like any other: as an address it would tell
            // apart states that differ only in allocation order, so two workers (or two paths) stored one state twice.
            out.add(ref(t.locks[d]));
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

    /**
     * An object's component, tagged with its type: the number of its encoding in {@link #objects}, remembered with the
     * object while it and the numbers of its referents stay the same; without hash-consing, its encoding itself.
     */
    private void object(HeapObject o, int address) {
        object(o, address, 0, false);
    }

    /**
     * As {@link #object(HeapObject, int)} for the object numbered {@code n} (0: by address); what is written is kept for
     * the next encode ({@link #encoded}). {@code takenOver}: whether the last encode's number would have been taken over
     * (only when {@link #checkMemos}, which checks it here).
     */
    private void object(HeapObject o, int address, int n, boolean takenOver) {
        if (!hashConsing) {
            write(o, address);
            return;
        }
        // A member array written as a set is not remembered: it is written so only while no thread is inside add or remove.
        boolean remember = !unordered && memorable(o);
        Memo memo = remember && o.memo instanceof Memo m && m.encoder == this && m.holds(this, o) ? m : null;
        int number;
        if (memo != null && !checkMemos) {
            number = memo.number;
        } else {
            StateVector state = out;
            out = component;
            component.clear();
            write(o, address);
            out = state;
            number = names.pool(component.data(), 0, component.size());
            if (memo != null && memo.number != number) {
                throw new IllegalStateException("a remembered encoding of a " + o.type.name() + " is stale: the object changed"
                        + " without the heap's write barrier");
            }
            if (memo == null && remember) {
                memo = new Memo(this, number, referents(o));
                o.memo = memo;
            }
        }
        if (takenOver && encodedNumber[n] != number) {
            throw new IllegalStateException("a taken-over encoding of a " + o.type.name() + " is stale");
        }
        int tag = names.classId(o.type);
        if (n > 0) {
            encoded[n] = o;
            encodedTag[n] = tag;
            encodedNumber[n] = number;
            encodedReach[n] = remember ? memo.highest() : Integer.MAX_VALUE;
        }
        out.pooled(StateVector.HEAP, tag, number);
    }

    /**
     * Whether an object's encoding depends only on its own contents and its referents' numbers, so that it can be
     * remembered: not when it mentions threads (a held monitor, a guard, a class being initialized by some thread: their
     * positions change with other threads) or carries a host payload (compared by value, which may change in place); nor
     * a Thread whose identity is left out until it is observed (its encoding then changes with no write).
     */
    private boolean memorable(HeapObject o) {
        return !(o.mirrored == null && o.array == null && layouts.hides(o.type)) && (o.monitor == null || o.monitor.isFree())
                && o.guard == null && o.slotGuards == null && o.monitorGuard == null && o.hidden == null
                && (o.mirrored == null || o.fields[o.mirrored.initStateSlot()] != ClassInfo.BEING_INITIALIZED);
    }

    /** The numbers {@link #write} gives the references of {@code o}: its elements' or its reference slots' in order. */
    private int[] referents(HeapObject o) {
        int[] refs = o.array != null ? (o.type.hasReferenceElements() ? (int[]) o.array : NO_REFERENTS) : null;
        int[] slots = refs == null ? o.refSlots() : null;
        int n = refs != null ? refs.length : slots.length;
        if (n == 0) {
            return NO_REFERENTS;
        }
        int[] numbers = new int[n];
        for (int i = 0; i < n; i++) {
            numbers[i] = number(refs != null ? refs[i] : (int) o.fields[slots[i]]);
        }
        return numbers;
    }

    private static final int[] NO_REFERENTS = new int[0];

    /** A reference as {@link #write} writes it: its canonical number, or its address without symmetry. */
    private int number(int ref) {
        return canonical ? reach.numberOf(ref) : ref;
    }

    private byte[] kinds(HeapObject o) {
        return o.mirrored != null ? layouts.mirror(o.mirrored) : layouts.instance(o.type);
    }

    /**
     * The number of an object's encoding, remembered with the version of the object it was made from, and the numbers its
     * referents had then: while they have the same numbers, the object's encoding is the same.
     */
    private record Memo(StateEncoder encoder, int number, int[] referents) {
        /** The highest of the referents' numbers (0 for none): while numbers up to it stay, so does the encoding. */
        int highest() {
            int h = 0;
            for (int r : referents) {
                h = Math.max(h, r);
            }
            return h;
        }

        boolean holds(StateEncoder e, HeapObject o) {
            if (o.array != null) {
                if (o.type.hasReferenceElements()) {
                    int[] elements = (int[]) o.array;
                    for (int i = 0; i < elements.length; i++) {
                        if (e.number(elements[i]) != referents[i]) {
                            return false;
                        }
                    }
                }
                return true;
            }
            int[] slots = o.refSlots(); // the slots write() gives REFERENCE kinds: the class's layout, in slot order
            long[] fields = o.fields;
            for (int i = 0; i < slots.length; i++) {
                if (e.number((int) fields[slots[i]]) != referents[i]) {
                    return false;
                }
            }
            return true;
        }
    }

    /** An object's encoding, tagged with its type; without symmetry its {@code address} is written first. */
    private void write(HeapObject o, int address) {
        out.begin(StateVector.HEAP, names.classId(o.type));
        if (!canonical) {
            out.add(address);
        }
        out.add(o.mirrored == null ? -1 : names.classId(o.mirrored));
        // The flags that decide which accesses are visible: they change what the threads' next transitions are.
        int slotGuards = slotGuardCount(o.slotGuards);
        out.add((o.escaped ? 1 : 0) | (o.constructed ? 2 : 0) | (o.libraryOwned ? 4 : 0) | (o.immutable ? 8 : 0)
                | (unordered ? 16 : 0) | (slotGuards > 0 ? 32 : 0));
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
        out.add(o.hidden == null ? -1 : names.hiddenId(o.hidden));
        guard(o.guard, -1); // a guard whose history has ended is as none
        guard(o.monitorGuard, WRITTEN_AS_IS);
        if (slotGuards > 0) {
            slotGuards(o.slotGuards, slotGuards);
        }
        if (o.array != null) {
            ArrayValues.append(o.array, o.type.hasReferenceElements(), emit);
            if (unordered) {
                members((int[]) o.array);
            } else if (o.type.hasReferenceElements()) {
                for (int e : (int[]) o.array) {
                    out.add(canonical ? reach.numberOf(e) : e);
                }
            }
            out.end();
            return;
        }
        byte[] kinds = kinds(o);
        long[] fields = o.fields;
        for (int s = 0; s < kinds.length; s++) {
            long v = fields[s];
            switch (kinds[s]) {
                case SlotLayouts.NARROW -> out.add((int) v);
                case SlotLayouts.WIDE -> out.addLong(v);
                case SlotLayouts.REFERENCE, SlotLayouts.MEMBERS -> out.add(canonical ? reach.numberOf((int) v) : (int) v);
                case SlotLayouts.HIDDEN -> { } // an identity no code has read: the same in every permutation of threads
                default -> out.add(threadId(o, (int) v)); // THREAD_ID: meaningful while the class is being initialized
            }
        }
        out.end();
    }

    /**
     * An object's guard (org.orbitmc.vm.LockDiscipline): which accesses to it are visible depends on it. Its locks and
     * its accessors are sets, written sorted: a monitor by its object's number, a thread's virtual lock and an accessor
     * by the thread's position. When no accessor is alive any more the history has ended (LockDiscipline.historyEnded)
     * and {@code whenEnded} is written instead, unless it is {@link #WRITTEN_AS_IS}.
     */
    private void guard(int[] g, int whenEnded) {
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
        if (m == n && whenEnded != WRITTEN_AS_IS) {
            out.add(whenEnded);
            return;
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

    /** How many locations have a guard of their own (HeapObject.slotGuards): an empty table is written as none. */
    private static int slotGuardCount(int[][] table) {
        int n = 0;
        for (int i = 0; table != null && i < table.length; i++) {
            n += table[i] == null ? 0 : 1;
        }
        return n;
    }

    /**
     * A location's own guard whose accessors have all ended, as the encoding writes it: one marker (no guard of its own
     * would mean the object's guard applies).
     */
    private static final int ENDED_HISTORY = -2;
    /** For {@link #guard}: a monitor's guard is written whole even when its history has ended (none means unguarded). */
    private static final int WRITTEN_AS_IS = Integer.MIN_VALUE;

    /** The {@code n} guards of single locations (elements, statics), each after its index, in index order. */
    private void slotGuards(int[][] table, int n) {
        out.add(n);
        for (int i = 0; i < table.length; i++) {
            if (table[i] != null) {
                out.add(i);
                guard(table[i], ENDED_HISTORY); // every ended entry answers alike: a new history at the next access
            }
        }
    }

    /**
     * A ThreadGroup's members as a set: their numbers in ascending order, then the nulls (which only ever follow the
     * members: add appends, remove closes the gap).
     */
    private void members(int[] elements) {
        if (scratch.length < elements.length) {
            scratch = new int[elements.length * 2];
        }
        int n = 0;
        for (int e : elements) {
            if (e != 0) {
                scratch[n++] = reach.numberOf(e);
            }
        }
        Arrays.sort(scratch, 0, n);
        for (int i = 0; i < elements.length; i++) {
            out.add(i < n ? scratch[i] : 0);
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

    /**
     * Whether {@code ref} is a permanent object as it was made (a mirror of a class not initialized, an interned
     * string whose hash was not asked for): the same in every state, so left out of the encoding.
     */
    private boolean pristine(int ref) {
        int i = heap.permanentIndex(ref);
        if (i < 0) {
            return false;
        }
        HeapObject o = heap.read(ref);
        if (!sealing) {
            return isPristine(o, heap.pristine(i));
        }
        // The heap is sealed after each canonical encode: the same instance has the same contents, so the same answer,
        // unless it has a guard and the live threads changed (whether its history has ended, liveFieldGuard).
        if (i >= pristineSeen.length) {
            int n = Math.max(i + 1, pristineSeen.length * 2);
            pristineSeen = Arrays.copyOf(pristineSeen, n);
            pristineAnswer = Arrays.copyOf(pristineAnswer, n);
        }
        byte answer = pristineAnswer[i];
        if (pristineSeen[i] == o && (answer & LIVE_DEPENDENT) == 0 | sameLive) {
            return (answer & PRISTINE) != 0;
        }
        boolean pristine = isPristine(o, heap.pristine(i));
        pristineSeen[i] = o;
        pristineAnswer[i] = (byte) ((pristine ? PRISTINE : 0) | (o.guard != null ? LIVE_DEPENDENT : 0));
        return pristine;
    }

    /** Whether the heap is sealed after each encode (canonical encoding): an instance seen again is unchanged. */
    private boolean sealing;
    /** Whether the live threads are those of the last encode (canonical encoding). */
    private boolean sameLive;
    /** Per permanent object, the instance {@link #pristine} last answered for, and its answer ({@link #PRISTINE}...). */
    private HeapObject[] pristineSeen = new HeapObject[256];
    private byte[] pristineAnswer = new byte[256];
    private static final byte PRISTINE = 1;
    /** The answer depended on which threads are alive (the object has a field guard). */
    private static final byte LIVE_DEPENDENT = 2;

    /** An object's field guard as the encoding writes it: none once its history has ended (LockDiscipline.historyEnded). */
    private int[] liveFieldGuard(HeapObject o) {
        return LockDiscipline.historyEnded(vm.threadTable(), o.guard) ? null : o.guard;
    }

    private boolean isPristine(HeapObject o, HeapObject pristine) {
        if (o.identityHash != pristine.identityHash || o.escaped != pristine.escaped || o.constructed != pristine.constructed
                || o.libraryOwned != pristine.libraryOwned || o.immutable != pristine.immutable
                || !(o.monitor == null || o.monitor.isFree()) || liveFieldGuard(o) != pristine.guard || o.slotGuards != pristine.slotGuards
                || o.monitorGuard != pristine.monitorGuard) {
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
