package org.orbitmc.vm;

import java.util.ArrayList;
import java.util.List;

import org.objectweb.asm.Opcodes;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.ClassVersions;
import org.orbitmc.vm.classes.ClassRegistry;
import org.orbitmc.vm.classes.FieldInfo;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.classes.WellKnown;
import org.orbitmc.vm.classpath.ClassPath;
import org.orbitmc.vm.classpath.JrtSource;
import org.orbitmc.vm.gc.GarbageCollector;
import org.orbitmc.vm.heap.ArrayPayloads;
import org.orbitmc.vm.heap.Heap;
import org.orbitmc.vm.heap.HeapLimits;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.heap.Strings;
import org.orbitmc.vm.interp.Block;
import org.orbitmc.vm.interp.EntryFrames;
import org.orbitmc.vm.interp.ClassInitializer;
import org.orbitmc.vm.interp.GuestException;
import org.orbitmc.vm.interp.Interpreter;
import org.orbitmc.vm.interp.Invoker;
import org.orbitmc.vm.interp.Monitors;
import org.orbitmc.vm.interp.ProgramExit;
import org.orbitmc.vm.interp.Resolver;
import org.orbitmc.vm.interp.RunScheduler;
import org.orbitmc.vm.interp.Threads;
import org.orbitmc.vm.interp.Trap;
import org.orbitmc.vm.interp.Throwables;
import org.orbitmc.vm.interp.Wiring;
import org.orbitmc.vm.natives.JdkSupport;
import org.orbitmc.vm.natives.Native;
import org.orbitmc.vm.natives.NativeRegistry;
import org.orbitmc.vm.thread.VmThread;

/**
 * The Orbit virtual machine: classes, heap, threads and interpreter of one checked program. This is
 * the facade natives and the checker use; the parts behind it each do one job.
 */
public final class Vm {
    private final VmOptions options;
    private final JdkSupport jdk;
    private final ClassRegistry classes;
    private final WellKnown wellKnown;
    private final Heap heap = new Heap();
    private final GarbageCollector gc = new GarbageCollector(this);
    private final Strings strings;
    private final Monitors monitors;
    private final Invoker invoker;
    private final ClassInitializer initializer;
    private final Throwables throwables;
    private final Resolver resolver;
    private final Interpreter interpreter;
    private final Threads threadTable;
    private final EntryFrames entryFrames = new EntryFrames(this);
    private final List<VmThread> threads = new ArrayList<>();
    private final LockDiscipline locks = new LockDiscipline(heap);
    private final ThreadIdentities identities = new ThreadIdentities();
    /** Whether reads of thread identities count as observations now (not while a failed thread's end is previewed). */
    private boolean observing = true;
    /** See {@link #refinementKeys}; {@code pendingKeys} are those {@link #refine} still applies to classes as they load. */
    private final List<String> refinementKeys = new ArrayList<>();
    /** Refinements that change only the encoding of states ({@link #matchingRefinementKeys}). */
    private final List<String> matchingKeys = new ArrayList<>();
    private final java.util.Set<String> pendingKeys = new java.util.HashSet<>();
    private final ClassInfo[] primitiveArrays = new ClassInfo[12];
    private VmThread current;
    private ClassInfo javaLangClass;
    private int componentTypeSlot = -1;
    private int nextIdentityHash = 0x2545F491;
    /** The program's clock in nanoseconds: it advances only when a timed wait, park or sleep times out. */
    private long clockNanos;
    /** How many upcalls (host code running guest code) are active: their code is atomic. */
    private int upcalls;
    private int visibilityRefinements;
    /** Whether accesses that hold their object's lock are invisible ({@link LockDiscipline}). */
    private final boolean lockDiscipline;
    /** With lock discipline, fields' locks named from their objects across the search; else null ({@link LockExpressions}). */
    private final LockExpressions expressions;
    /** Host state, only ever cleared: no write into an immutable object was seen ({@link #beforeStore}). */
    private boolean trustImmutable = true;

    public Vm(VmOptions options, JdkSupport jdk) {
        this.options = options;
        this.lockDiscipline = options.schedulingPoints() && options.lockDiscipline();
        this.expressions = lockDiscipline && options.lockExpressions() ? new LockExpressions(heap) : null;
        this.jdk = jdk;
        JrtSource jrt = new JrtSource();
        this.classes = new ClassRegistry(new ClassPath(jrt, jdk.bootClassSources(), options.classPath()));
        this.wellKnown = new WellKnown(classes);
        this.classes.onLoad(this::allocateMirror);
        this.strings = new Strings(heap, classes);
        heap.allocationContext(() -> current != null && current.inAtomicCode());
        if (expressions != null) {
            heap.allocationListener(this::allocated);
        }
        NativeRegistry natives = new NativeRegistry();
        jdk.register(natives, options);
        EntryFrames.register(natives);
        this.monitors = new Monitors(this);
        this.invoker = new Invoker(this, natives, monitors);
        this.initializer = new ClassInitializer(this, invoker);
        this.throwables = new Throwables(this);
        Wiring.wire(invoker, initializer, throwables);
        this.resolver = new Resolver(this, initializer, jdk.invokeDynamicLinker(), natives);
        this.threadTable = new Threads(this, monitors, initializer, invoker, entryFrames, threads);
        locks.threads(threadTable);
        this.interpreter = new Interpreter(this, resolver, initializer, throwables, monitors, invoker);
        this.current = new VmThread(0);
        current.status = VmThread.RUNNABLE;
        threads.add(current);
        javaLangClass = classes.load("java/lang/Class");
        if (javaLangClass == null) {
            throw new InternalVmError("the JDK image has no java.lang.Class", null);
        }
    }

    private void allocateMirror(ClassInfo c) {
        if (javaLangClass == null) {
            javaLangClass = classes.loadedClass("java/lang/Class");
            FieldInfo component = javaLangClass.findField("componentType", "Ljava/lang/Class;");
            componentTypeSlot = component.slot();
        }
        HeapObject mirror = HeapObject.mirror(javaLangClass, c);
        if (c.isArray()) {
            mirror.fields[componentTypeSlot] = c.componentType().mirrorRef();
        }
        mirror.escaped = true;
        c.setMirrorRef(heap.allocatePermanent(mirror));
        applyPending(c);
        identities.loaded(c);
        if (c.name().equals("java/util/concurrent/locks/AbstractOwnableSynchronizer")) {
            synchronizerOwner = c.findField("exclusiveOwnerThread", "Ljava/lang/Thread;");
            locks.synchronizerLoaded(synchronizerOwner.slot());
        }
    }

    /** {@code AbstractOwnableSynchronizer.exclusiveOwnerThread}, once loaded: who owns a java.util.concurrent lock. */
    private FieldInfo synchronizerOwner;

    /**
     * Field {@code f} of {@code o} is being set to {@code value} by the current thread: when it is the owner of a
     * {@code java.util.concurrent} lock, the thread acquires or releases that lock for the lock discipline.
     */
    public void fieldWritten(HeapObject o, int ref, FieldInfo f, long value) {
        if (f == synchronizerOwner && f != null && lockDiscipline) {
            int lock = ref | LockDiscipline.SYNCHRONIZER;
            current.released(lock);
            if (value != 0 && value == current.threadObject) {
                current.acquired(lock);
            }
        }
    }

    /** Instructions executed so far, by opcode; counted only when the host runs with -Dorbit.countInstructions=true. */
    public long[] executedInstructions() {
        return interpreter.executedInstructions();
    }

    public VmOptions options() {
        return options;
    }

    /**
     * Records that the run relied on a modelling choice that only some programs reach (by a stable id, such as
     * "load-time-transformers"): a "no errors" verdict then names it with the options' assumptions. Host state that
     * only grows: once a path reached it, the whole search assumed it.
     */
    public void assume(String id) {
        assumed.add(id);
    }

    /** The ids {@link #assume} recorded, in the order first recorded. */
    public java.util.Set<String> assumed() {
        return java.util.Collections.unmodifiableSet(assumed);
    }

    private final java.util.Set<String> assumed = new java.util.LinkedHashSet<>();

    /** The JDK's well-known fields and methods, resolved once for this VM. */
    public WellKnown wellKnown() {
        return wellKnown;
    }

    public ClassRegistry classes() {
        return classes;
    }

    public Heap heap() {
        return heap;
    }

    public GarbageCollector garbageCollector() {
        return gc;
    }

    /**
     * Frees every object the program can no longer reach; returns how many. Only where no host code holds
     * heap references in Java locals and every thread's frames are saved: between transitions, not from a native.
     */
    public int collectGarbage() {
        return gc.collect();
    }

    public Strings strings() {
        return strings;
    }

    public Throwables exceptions() {
        return throwables;
    }

    public Monitors monitors() {
        return monitors;
    }

    public VmThread currentThread() {
        return current;
    }

    /**
     * A visible operation is about to happen on the current thread. When threads stop at scheduling
     * points and this is not the operation the running transition started with, the transition ends
     * here: {@link Block} is thrown and the operation runs again when the search picks this thread.
     * Code the VM runs for natives (upcalls) is atomic and never stops, and so is an atomic library's code
     * when {@link VmOptions#atomicLibraries()} is on (the call into it stopped instead).
     */
    public void schedulingPoint() {
        point(false);
    }

    /**
     * An access to {@code o} is about to happen on the current thread: a visible operation when other threads can
     * reach {@code o}. Inside an atomic library it is visible too unless {@code o} is the JDK's own state
     * ({@link HeapObject#libraryOwned}): a library stays atomic only while it works on its own objects, and the
     * interleaving resumes where it reads or writes the program's (a list {@code drainTo} fills, a list whose
     * {@code toString} a print runs).
     */
    public void accessPoint(HeapObject o) {
        if (o.escaped && !(o.immutable && trustImmutable)) {
            guardAll(o);
            point(!o.libraryOwned);
        }
    }

    /** Entering or leaving the monitor of {@code o}: a visible operation when other threads can reach {@code o}. */
    public void monitorPoint(HeapObject o) {
        if (o.escaped && !(o.immutable && trustImmutable)) {
            point(!o.libraryOwned);
        }
    }

    /**
     * Entering the monitor of {@code o} (reference {@code ref}): as {@link #monitorPoint}, except that with lock
     * discipline an acquisition is not visible when the thread already owns the monitor (only the owner can touch it),
     * or when it holds a lock that every acquisition and release of the monitor by another live thread held and no other
     * thread owns it now: the monitor is then handed on only under that lock, so the acquisition cannot block and
     * commutes with everything other threads do until the lock is released (a nested lock always taken under one outer
     * lock). An owner other than the thread (a monitor kept after its outer lock was released, or entered before the
     * object escaped) makes the acquisition unprotected: the monitors of the object's class become unguarded.
     */
    public void monitorEnter(int ref, HeapObject o) {
        if (o.escaped && !(o.immutable && trustImmutable)) {
            if (lockDiscipline && !o.libraryOwned && !unguardedMonitor(o)) {
                org.orbitmc.vm.heap.Monitor m = o.monitor;
                boolean owned = m != null && m.owner >= 0;
                if (owned && m.owner == current.id() || !owned && monitorGuarded(ref, o)) {
                    if (pointSpent()) {
                        madeInvisible(o);
                        return;
                    }
                } else {
                    unguardMonitor(o);
                }
            }
            boolean first = current.atSchedulingPoint;
            point(!o.libraryOwned);
            if (first && !o.libraryOwned) {
                current.pointMonitor = ref; // this acquisition began the transition (Vm.notifyAllPoint)
            }
        }
    }

    /**
     * {@code notifyAll} on {@code ref} is about to happen: a scheduling point, unless (with lock discipline) the
     * transition began by acquiring that very monitor and has held it since. Such a transition is an acquisition (a
     * right mover: another thread's operation just after it is not an acquisition of the monitor, held, so it can be
     * done just before it instead), then invisible operations, then the notification, which may as well come in the
     * same step: every interleaving that puts another thread's operation between the acquisition and the notification
     * is equivalent to one that puts it before the acquisition (docs/algorithms.md, "Lock discipline").
     */
    public void notifyAllPoint(int ref) {
        if (lockDiscipline && current.pointMonitor == ref && monitors.owns(current, ref)) {
            return;
        }
        schedulingPoint();
    }

    /**
     * The current thread is about to leave the monitor of {@code ref} for good (its last exit, or a wait): with lock
     * discipline, a release is an access to the monitor like an acquisition, recorded in its guard; one that holds no
     * lock in common with the others makes the monitors of the object's class unguarded ({@link #monitorEnter}).
     */
    public void monitorLeft(int ref) {
        if (current.pointMonitor == ref) {
            current.pointMonitor = 0;
        }
        HeapObject o = heap.read(ref);
        // A monitor with no guard yet was entered before its object escaped: held while it became shared, it was not
        // handed on under a common lock.
        if (lockDiscipline && o.escaped && !o.libraryOwned && !unguardedMonitor(o) && (o.monitorGuard == null || !monitorGuarded(ref, o))) {
            unguardMonitor(o);
        }
    }

    private boolean monitorGuarded(int ref, HeapObject o) {
        int[] g = locks.protect(o.monitorGuard, current, true, false);
        if (g != null && g != o.monitorGuard) {
            heap.get(ref).monitorGuard = g;
        }
        return g != null;
    }

    /** Whether the monitors of objects made where {@code o} was (or, for one the VM made, of its class) are unguarded. */
    private boolean unguardedMonitor(HeapObject o) {
        return o.site < 0 ? o.type.unguardedMonitors() : unguardedSites.contains(o.site);
    }

    /**
     * Makes the monitors of {@code o}'s allocation site (or class) unguarded. That is a refinement that restarts the
     * search only when one of their acquisitions was made invisible before: else every path explored so far took them
     * as visible, which is what the refined rule does, and the key is only recorded (for replays). So a lock that is
     * outermost from its first acquisition (the usual case: a thread enters it holding no monitor) costs no restart.
     */
    private void unguardMonitor(HeapObject o) {
        if (o.site < 0) {
            unguardMonitors(o.type, invisibleClasses.contains(o.type));
        } else {
            unguardSite(o.site, siteKey(o.site), invisibleSites.contains(o.site));
        }
    }

    private void madeInvisible(HeapObject o) {
        if (o.site < 0) {
            invisibleClasses.add(o.type);
        } else {
            invisibleSites.add(o.site);
        }
    }

    private void unguardMonitors(ClassInfo c, boolean restart) {
        c.markUnguardedMonitors();
        recordRefinement(UNGUARDED_MONITORS + c.name(), restart);
    }

    private void unguardSite(long site, String key, boolean restart) {
        unguardedSites.add(site);
        recordRefinement(UNGUARDED_SITE + key, restart);
    }

    private void recordRefinement(String key, boolean restart) {
        if (restart) {
            refined(key);
        } else {
            refinementKeys.add(key);
        }
    }

    /** Allocation sites (and classes, for objects the VM made) one of whose monitor acquisitions was invisible. */
    private final org.eclipse.collections.impl.set.mutable.primitive.LongHashSet invisibleSites =
            new org.eclipse.collections.impl.set.mutable.primitive.LongHashSet();
    private final java.util.Set<ClassInfo> invisibleClasses = new java.util.HashSet<>();

    /** Allocation sites ({@link HeapObject#site}) whose objects' monitors are unguarded: host state, as for fields. */
    private final org.eclipse.collections.impl.set.mutable.primitive.LongHashSet unguardedSites =
            new org.eclipse.collections.impl.set.mutable.primitive.LongHashSet();

    /**
     * Leaving the monitor of {@code o}. A release is a left mover (no operation of another thread that can come just
     * before it touches the monitor: none can own it), so with lock discipline it is no scheduling point and the
     * transition goes on past it (Lipton's reduction: one visible operation, then only left movers; acquisitions, right
     * movers, stay points: merged into a transition they could hide a deadlock, since they block): it
     * spends the transition's point if nothing did yet, so that the next operation that is not a left mover ends the
     * transition; else as {@link #monitorPoint}.
     */
    public void releasePoint(HeapObject o) {
        if (!lockDiscipline) {
            monitorPoint(o);
        } else if (upcalls == 0 && o.escaped) {
            // Only left movers may follow (Lipton): the transition's point is spent, so its next visible operation ends it.
            takePoint(current);
        }
    }

    /**
     * The interpreter is about to access field {@code f} of {@code o}: as {@link #accessPoint}, except that an access
     * to a plain field of a program object that holds a lock every other live thread's access to {@code o} held is
     * not visible ({@link LockDiscipline}).
     */
    public void fieldAccess(int ref, HeapObject o, FieldInfo f, boolean write) {
        if (o.escaped && !(o.immutable && trustImmutable) && !f.isHashCache()) {
            if (lockDiscipline && !o.libraryOwned && guardable(f)) {
                boolean byExpressions = expressions != null && !f.guardedInState();
                if (byExpressions ? expressionHeld(ref, o, f, write) : guarded(ref, o, write)) {
                    if (pointSpent()) {
                        return;
                    }
                } else if (!byExpressions && !toGuardsNow.contains(f)) {
                    unguard(f);
                }
            }
            point(!o.libraryOwned);
        }
    }

    /**
     * As {@link #fieldAccess} for element {@code index} of the array {@code a}. The array's guard stands for all its
     * elements until an access loses protection; then the arrays made where {@code a} was keep a guard per element (a
     * worker writing only its own slot of a shared array, or element {@code i} always under lock {@code i % n}, needs
     * no point), and when one of those loses protection too, their elements become unguarded. An array the VM made has
     * no site: its class's elements become unguarded at once.
     */
    public void elementAccess(int ref, HeapObject a, int index, boolean write) {
        if (a.escaped && !(a.immutable && trustImmutable)) {
            if (lockDiscipline && !a.libraryOwned && !unguardedElements(a)) {
                boolean byExpressions = elementsByExpressions(a);
                if (byExpressions ? elementExpressionHeld(ref, a, write)
                        : perElement(a) ? slotGuarded(ref, a, index, write) : guarded(ref, a, write)) {
                    if (pointSpent()) {
                        return;
                    }
                } else if (!byExpressions) {
                    loseElements(a);
                }
            }
            point(!a.libraryOwned);
        }
    }

    /**
     * The interpreter is about to access static field {@code f} of its initialized class: a visible operation, except
     * that for a plain static of a program class, once a second thread was started, an access holding a lock every
     * other live thread's access held is not ({@link LockDiscipline}; the guard is kept in the class's mirror). The
     * mirror's guard stands for all the class's statics until an access loses protection; then each static keeps its own
     * (at its slot), and one that loses protection too becomes unguarded.
     */
    public void staticAccess(FieldInfo f, boolean write) {
        ClassInfo c = f.owner();
        if (lockDiscipline && guardsStatics(c) && guardable(f)) {
            boolean perStatic = c.perStaticGuards();
            if (perStatic ? slotGuarded(c.mirrorRef(), heap.read(c.mirrorRef()), f.slot(), write)
                    : guarded(c.mirrorRef(), heap.read(c.mirrorRef()), write)) {
                if (pointSpent()) {
                    return;
                }
            } else if (perStatic) {
                if (!splitNow.contains(c)) {
                    unguard(f);
                }
            } else {
                guardPerStatic(c, true);
            }
        }
        point(false);
    }

    /**
     * Records the current thread's access to field {@code f} of {@code o} by its lock expressions; returns whether it was
     * protected. When no expression is left, the field goes to its object's guard: without a restart when no access had
     * been made by expressions at all (nothing relied on them: this access is then judged by the guard, the first in its
     * history), else with one (accesses made invisible by the expressions may race with this one, which is visible; and
     * an access of a thread alone is in no guard's history, so the transitions made so far would not be made again
     * alike: a path re-executed, a schedule replayed).
     */
    private boolean expressionHeld(int ref, HeapObject o, FieldInfo f, boolean write) {
        LockExpressions.Held held = expressions.record(f, ref, o, current);
        if (held == LockExpressions.Held.ALL) {
            return true;
        }
        if (held == LockExpressions.Held.NARROWED) {
            shareMatchingKey(LOCK_EXPRESSIONS + fieldKey(f) + "=" + expressions.describe(f));
            return true;
        }
        if (alone()) {
            f.markAccessedAlone();
            return true;
        }
        if (held == LockExpressions.Held.NONE_FIRST && !f.accessedAlone()) {
            guardInState(f, false);
            if (guarded(ref, o, write)) {
                return true;
            }
            unguard(f);
            return false;
        }
        guardInState(f, true);
        toGuardsNow.add(f);
        return false;
    }

    /** Whether the elements of {@code a} are judged by the lock expressions of its allocation site ({@link LockExpressions}). */
    private boolean elementsByExpressions(HeapObject a) {
        return expressions != null && a.site >= 0 && !sitesInState.contains(a.site);
    }

    /**
     * As {@link #expressionHeld} for an element of the array {@code a} ({@code ref} 0: a native's access to all of them,
     * {@code a} being a copy this transition may write): the arrays of one allocation site share one set of expressions.
     * When none is left the site goes to its arrays' guards ({@code Q:}), by a restart unless no access relied on them.
     */
    private boolean elementExpressionHeld(int ref, HeapObject a, boolean write) {
        long site = a.site;
        LockExpressions.Held held = expressions.recordElement(site, ref, a, current);
        if (held == LockExpressions.Held.ALL) {
            return true;
        }
        if (held == LockExpressions.Held.NARROWED) {
            shareMatchingKey(LOCK_EXPRESSIONS + siteKey(site) + "=" + expressions.describeSite(site));
            return true;
        }
        if (alone()) {
            sitesAccessedAlone.add(site);
            return true;
        }
        if (held == LockExpressions.Held.NONE_FIRST && !sitesAccessedAlone.contains(site)) {
            siteInState(site, false);
            if (ref == 0 ? guardedWhole(a) : guarded(ref, a, write)) {
                return true;
            }
            loseElements(a);
            return false;
        }
        siteInState(site, true);
        sitesToGuardsNow.add(site);
        return false;
    }

    private void siteInState(long site, boolean restart) {
        sitesInState.add(site);
        recordRefinement(ELEMENTS_IN_STATE + siteKey(site), restart);
    }

    /** Allocation sites whose arrays' elements left their lock expressions for the arrays' guards: host state. */
    private final org.eclipse.collections.impl.set.mutable.primitive.LongHashSet sitesInState =
            new org.eclipse.collections.impl.set.mutable.primitive.LongHashSet();
    /** Allocation sites an element of whose arrays a thread alone accessed (as {@link FieldInfo#accessedAlone}). */
    private final org.eclipse.collections.impl.set.mutable.primitive.LongHashSet sitesAccessedAlone =
            new org.eclipse.collections.impl.set.mutable.primitive.LongHashSet();
    /** As {@link #toGuardsNow} for allocation sites. */
    private final org.eclipse.collections.impl.set.mutable.primitive.LongHashSet sitesToGuardsNow =
            new org.eclipse.collections.impl.set.mutable.primitive.LongHashSet();

    /**
     * Whether every thread but the current one has terminated. They did so before its transition began (nothing else runs
     * inside it), so nothing can run between the transition's visible operation and its accesses: an access then needs
     * no lock to commute, and is no part of a field's expressions (a main thread reading results after its joins).
     */
    private boolean alone() {
        for (VmThread t : threadTable.table()) {
            if (t != current && t.status != VmThread.TERMINATED) {
                return false;
            }
        }
        return true;
    }

    /**
     * An object was allocated. When its class may be named by a lock expression as the class of one instance ({@link
     * ClassInfo#countsInstances}), its mirror records that this path made one; a second one ends that for the whole
     * search ({@link #manyInstances}). The mark is program state, kept after that too (so that it depends on the path
     * alone, and a state is encoded alike before and after); no program code can see it and setting it twice is setting
     * it once: it is kept out of the footprints of sleep sets.
     */
    private void allocated(HeapObject o) {
        ClassInfo c = o.type;
        if (!c.countsInstances() || c.mirrorRef() == 0) {
            return;
        }
        int slot = c.instancesSlot();
        if (heap.table()[c.mirrorRef()].fields[slot] == 0) {
            org.orbitmc.vm.heap.Footprint.Recorder recorder = heap.footprintRecorder();
            heap.recordFootprint(null);
            heap.get(c.mirrorRef()).fields[slot] = 1;
            heap.recordFootprint(recorder);
        } else if (!c.manyInstances()) {
            manyInstances(c);
        }
    }

    /**
     * A path of the search made a second instance of {@code c}: no expression names the monitor of its one instance any
     * more. A field left with no expression goes to its objects' guards with a restart (as when an access holds none of
     * them: accesses made invisible by that expression are in no guard's history); one left with others is narrowed, which
     * changes no transition. The key ({@code O:}) is recorded only when some access held that expression, so that a
     * replay judges by the same ones.
     */
    private void manyInstances(ClassInfo c) {
        c.markManyInstances();
        if (!expressions.namedSingleton(c)) {
            return;
        }
        recordRefinement(MANY_INSTANCES + c.name(), false);
        for (FieldInfo f : expressions.manyInstances(c)) {
            if (f.lockExpressions().length == 0) {
                guardInState(f, true);
                toGuardsNow.add(f);
            } else {
                shareMatchingKey(LOCK_EXPRESSIONS + fieldKey(f) + "=" + expressions.describe(f));
            }
        }
        for (long site : expressions.manyInstancesSites(c)) {
            if (expressions.noneLeft(site)) {
                siteInState(site, true);
                sitesToGuardsNow.add(site);
            } else {
                shareMatchingKey(LOCK_EXPRESSIONS + siteKey(site) + "=" + expressions.describeSite(site));
            }
        }
    }

    private void guardInState(FieldInfo f, boolean restart) {
        f.markGuardedInState();
        recordRefinement(GUARDED_IN_STATE + fieldKey(f), restart);
    }

    /**
     * A key that changes neither transitions nor encodings in this VM but must reach the other VMs of a parallel search
     * (which end their run when one is recorded, {@link #recordedRefinements}), so that all judge by the same expressions.
     */
    private void shareMatchingKey(String key) {
        if (!matchingKeys.contains(key)) {
            matchingKeys.add(key);
        }
    }

    /**
     * Records the current thread's access to {@code o} (reference {@code ref}; 0 when {@code o} is already the copy the
     * heap lets this transition write) in its guard; returns whether the access was protected ({@link LockDiscipline}).
     * A changed guard goes into the writable copy of the object: {@code o} may be shared with snapshots.
     */
    private boolean guarded(int ref, HeapObject o, boolean write) {
        int[] g = locks.protect(o.guard, current, write);
        if (g != null && g != o.guard) {
            (ref == 0 ? o : heap.get(ref)).guard = g;
        }
        return g != null;
    }

    /**
     * As {@link #guarded} for the location in slot {@code slot} of {@code o} (an element, or a static in a mirror), whose
     * guard is its own entry of {@link HeapObject#slotGuards} or, without one, the object's guard. The table is made on
     * the first such access and written in place: {@code heap.get} hands out a copy this transition may write, and
     * {@link HeapObject#copy} copies the table.
     */
    private boolean slotGuarded(int ref, HeapObject o, int slot, boolean write) {
        int[][] table = o.slotGuards;
        int[] old = table == null || table[slot] == null ? o.guard : table[slot];
        int[] g = locks.protect(old, current, write);
        if (g != null && g != old) {
            HeapObject w = heap.get(ref);
            if (w.slotGuards == null) {
                w.slotGuards = new int[w.array != null ? w.arrayLength() : w.fields.length][];
            }
            w.slotGuards[slot] = g;
        }
        return g != null;
    }

    /**
     * Records an access to every location of {@code o} (a native's: it may touch any of them) in the object's guard and in
     * each location's own; returns whether it was protected in all of them. {@code o} is a copy this transition may write;
     * its table is replaced, not changed.
     */
    private boolean guardedWhole(HeapObject o) {
        int[] g = locks.protect(o.guard, current, true);
        if (g == null) {
            return false;
        }
        int[][] table = o.slotGuards;
        int[][] next = table;
        for (int i = 0; table != null && i < table.length; i++) {
            if (table[i] != null) {
                int[] e = locks.protect(table[i], current, true);
                if (e == null) {
                    return false;
                }
                if (e != table[i]) {
                    if (next == table) {
                        next = table.clone();
                    }
                    next[i] = e;
                }
            }
        }
        o.guard = g;
        o.slotGuards = next;
        return true;
    }

    /**
     * Whether the running native was called by {@code java.lang.Class}'s own code: its {@code Unsafe} accesses to a mirror
     * (the reflection caches' compare-and-sets) touch the {@code Class} object's fields, never the statics it holds.
     */
    private boolean inClassItself() {
        String caller = current.depth >= 0 ? current.methods[current.depth].owner().name() : "";
        return caller.equals("java/lang/Class") || caller.startsWith("java/lang/Class$");
    }

    /** Whether the statics of {@code c} are guarded by lock discipline now: those of program classes, once a second thread ran. */
    private boolean guardsStatics(ClassInfo c) {
        return threadTable.secondStarted() && !c.isJdk();
    }

    /**
     * Whether the running transition has performed its visible operation. Only then may a protected access be invisible:
     * the thread then stands before a visible operation when the transition ends, alive, so that another thread's access
     * right after it meets it as a live accessor. (A transition can start at no visible operation: after a cut at a loop
     * head, or where a notified wait or an unparked park returns; its first protected access is its visible operation.)
     */
    private boolean pointSpent() {
        return !current.atSchedulingPoint || upcalls > 0 || !options.schedulingPoints();
    }

    /**
     * Whether accesses to {@code f} may be invisible by lock discipline: not a volatile field (its accesses synchronize),
     * not a final one (reads of a constructed object's finals are never visible, so never recorded, and a guard must see
     * every access), and not found unguarded on some path.
     */
    private static boolean guardable(FieldInfo f) {
        return !f.isVolatile() && !f.isFinal() && !f.unguarded();
    }

    /**
     * A native's access to {@code o} (always visible) still counts for the lock discipline, as an access to each of its
     * locations: when it held no lock in common with the other accesses, every field of {@code o}'s class (the elements of
     * its arrays, the statics of a mirror's class) becomes unguarded.
     */
    private void guardAll(HeapObject o) {
        if (!lockDiscipline) {
            return;
        }
        if (o.mirrored != null) {
            // A mirror is the JDK's, but its statics are the program's: Unsafe (VarHandles, reflection) reaches them here.
            ClassInfo c = o.mirrored;
            if (guardsStatics(c) && !inClassItself() && !guardedWhole(o)) {
                if (!c.perStaticGuards()) {
                    guardPerStatic(c, true);
                    return;
                }
                if (splitNow.contains(c)) {
                    return;
                }
                for (FieldInfo f : c.declaredFields()) {
                    if (f.isStatic() && guardable(f)) {
                        unguard(f);
                    }
                }
            }
            return;
        }
        if (o.libraryOwned) {
            return;
        }
        if (o.array == null && expressions != null) {
            expressionsHeldByNative(o);
        }
        if (o.array != null && elementsByExpressions(o)) {
            elementExpressionHeld(0, o, true);
            return;
        }
        if (guardedWhole(o)) {
            return;
        }
        if (o.array != null) {
            if (!unguardedElements(o)) {
                loseElements(o);
            }
        } else {
            for (ClassInfo c = o.type; c != null; c = c.superClass()) {
                for (FieldInfo f : c.declaredFields()) {
                    if (!f.isStatic() && guardable(f) && (expressions == null || f.guardedInState()) && !toGuardsNow.contains(f)) {
                        unguard(f);
                    }
                }
            }
        }
    }

    /**
     * A native's access to {@code o} counts as an access to each of its fields judged by lock expressions: one whose
     * expressions it held none of goes to the object's guard (whose history this access then starts or joins). The native
     * names {@code o} by no reference, so {@code this} never counts as held (fewer expressions: never unsound); {@code o}
     * is a copy this transition may write.
     */
    private void expressionsHeldByNative(HeapObject o) {
        for (ClassInfo c = o.type; c != null; c = c.superClass()) {
            for (FieldInfo f : c.declaredFields()) {
                if (!f.isStatic() && guardable(f) && !f.guardedInState()) {
                    expressionHeld(0, o, f, true);
                }
            }
        }
    }

    private void unguard(FieldInfo f) {
        f.markUnguarded();
        refined(UNGUARDED + fieldKey(f));
    }

    /** Whether the elements of arrays made where {@code a} was (or, for one the VM made, of its class) are unguarded. */
    private boolean unguardedElements(HeapObject a) {
        return a.site < 0 ? a.type.unguardedElements() : !unguardedElementSites.isEmpty() && unguardedElementSites.contains(a.site);
    }

    /** Whether the arrays made where {@code a} was keep a guard per element. */
    private boolean perElement(HeapObject a) {
        return a.site >= 0 && !perElementSites.isEmpty() && perElementSites.contains(a.site);
    }

    /**
     * An access to an element of {@code a} lost protection: a refinement. The arrays of its allocation site go from one
     * guard to a guard per element, or from that to unguarded elements; an array without a site makes its class's
     * elements unguarded.
     */
    private void loseElements(HeapObject a) {
        if (a.site >= 0 && sitesToGuardsNow.contains(a.site)) {
            return; // its guards lack what its expressions made invisible until the search starts again
        }
        if (a.site < 0) {
            unguardElements(a.type);
        } else if (perElement(a)) {
            if (!splitSitesNow.contains(a.site)) {
                unguardElementSite(a.site, siteKey(a.site));
            }
        } else {
            guardPerElement(a.site, siteKey(a.site), true);
        }
    }

    /** Splits the guards of {@code site}'s arrays; {@code now}: by an access of the running transition, not a key. */
    private void guardPerElement(long site, String key, boolean now) {
        perElementSites.add(site);
        sitesInState.add(site); // judged by guards from now on (a replay may name P: without the Q: before it)
        if (now) {
            splitSitesNow.add(site);
        }
        refined(PER_ELEMENT_SITE + key);
    }

    private void guardPerStatic(ClassInfo c, boolean now) {
        c.markPerStaticGuards();
        if (now) {
            splitNow.add(c);
        }
        refined(PER_STATIC + c.name());
    }

    private void unguardElements(ClassInfo arrayClass) {
        arrayClass.markUnguardedElements();
        refined(UNGUARDED_ELEMENTS + arrayClass.name());
    }

    private void unguardElementSite(long site, String key) {
        unguardedElementSites.add(site);
        sitesInState.add(site);
        refined(UNGUARDED_ELEMENT_SITE + key);
    }

    /** An allocation site as refinement keys name it: {@code Class.method(desc)@pc}, the same in every VM of the program. */
    private String siteKey(long site) {
        MethodInfo m = classes.methodById((int) (site >>> 32));
        return m.owner().name() + "." + m.name() + m.descriptor() + "@" + (int) site;
    }

    /** Allocation sites whose arrays keep a guard per element ({@link HeapObject#slotGuards}): host state, as for fields. */
    private final org.eclipse.collections.impl.set.mutable.primitive.LongHashSet perElementSites =
            new org.eclipse.collections.impl.set.mutable.primitive.LongHashSet();
    /**
     * The sites and classes split since the last {@link #restore}: until the search starts again, their objects still
     * carry the one guard of all their locations, a union of histories from which no location may be judged alone (the
     * transition that split them goes on, and the search ends its run after it).
     */
    private final org.eclipse.collections.impl.set.mutable.primitive.LongHashSet splitSitesNow =
            new org.eclipse.collections.impl.set.mutable.primitive.LongHashSet();
    private final java.util.Set<ClassInfo> splitNow = new java.util.HashSet<>();
    /**
     * Fields sent from their expressions to their objects' guards since the last {@link #restore}, with a restart: until
     * the search starts again those guards lack the fields' history, so no access may unguard them.
     */
    private final java.util.Set<FieldInfo> toGuardsNow = new java.util.HashSet<>();

    /** Allocation sites whose arrays' elements are unguarded: host state, as for fields. */
    private final org.eclipse.collections.impl.set.mutable.primitive.LongHashSet unguardedElementSites =
            new org.eclipse.collections.impl.set.mutable.primitive.LongHashSet();

    private static String fieldKey(FieldInfo f) {
        return f.owner().name() + "." + f.name();
    }

    /**
     * Key prefixes of {@link #refinementKeys}: a final field written outside construction, a field, an array class, the
     * monitors of a class or a site, the elements of a site's arrays unguarded.
     */
    private static final String FINAL_WRITTEN = "F:";
    private static final String UNGUARDED = "U:";
    private static final String UNGUARDED_ELEMENTS = "A:";
    private static final String UNGUARDED_MONITORS = "M:";
    private static final String UNGUARDED_SITE = "N:";
    private static final String UNGUARDED_ELEMENT_SITE = "E:";
    private static final String PER_ELEMENT_SITE = "P:";
    private static final String PER_STATIC = "G:";
    /** A field whose lock expressions ran out, judged by its object's guard from then on ({@link LockExpressions}). */
    private static final String GUARDED_IN_STATE = "K:";
    /** An allocation site whose arrays' elements left their lock expressions for the arrays' guards. */
    private static final String ELEMENTS_IN_STATE = "Q:";
    /** A class of which a path made a second instance: no lock expression names its one instance's monitor. */
    private static final String MANY_INSTANCES = "O:";
    /** Key prefix of {@link #matchingRefinementKeys}: a field's lock expressions narrowed, {@code L:Owner.field=e1;e2}. */
    private static final String LOCK_EXPRESSIONS = "L:";
    /** The key of the end of trust in immutable strings. */
    private static final String STRINGS_WRITTEN = "S";
    /** Key prefix of {@link #matchingRefinementKeys}: a thread identity field observed. */
    private static final String IDENTITY_OBSERVED = "I:";

    private void refined(String key) {
        refinementKeys.add(key);
        visibilityRefinements++;
    }

    /** The fields that hold a thread's identity, and which of them code has read ({@link ThreadIdentities}). */
    public ThreadIdentities threadIdentities() {
        return identities;
    }

    /** From now on, a read of a thread identity is an observation that refines ({@link #identityRead}). */
    public void watchThreadIdentities() {
        identities.watch();
    }

    /**
     * Code is reading the thread identity {@code f} (a watched field): its first observation is a refinement, so that a
     * search that left identities out of its states starts again with their values. Its key is not one of {@link
     * #refinementKeys}: an observation changes only how states are encoded, not a transition, so a schedule replays
     * without it; other VMs of a parallel search get it from {@link #matchingRefinementKeys}.
     */
    public void identityRead(FieldInfo f) {
        if (observing && identities.observe(f, current.methods[current.depth])) {
            keyObservations();
        }
    }

    /** An Unsafe read of slot {@code slot} of {@code o}: an observation when it is a thread identity's. */
    public void slotRead(HeapObject o, int slot) {
        if (observing && identities.observeSlot(o, slot)) {
            keyObservations();
        }
    }

    private void keyObservations() {
        for (String name : identities.observedNames()) {
            String key = IDENTITY_OBSERVED + name;
            if (!matchingKeys.contains(key)) {
                matchingKeys.add(key);
            }
        }
        visibilityRefinements++;
    }

    /**
     * The refinements that change only how states are encoded (thread identities observed), as keys {@link #refine}
     * applies: what a parallel search's VMs must share besides {@link #refinementKeys}, which schedules carry.
     */
    public List<String> matchingRefinementKeys() {
        return List.copyOf(matchingKeys);
    }

    /**
     * Runs {@code action} without counting its reads of thread identities: for work whose effects are undone and whose
     * reads reach no state (a failed thread's end run only to show what it prints).
     */
    public void unobserved(Runnable action) {
        boolean was = observing;
        observing = false;
        try {
            action.run();
        } finally {
            observing = was;
        }
    }

    /**
     * The visibility refinements made so far in this VM's life, in order, as keys another VM of the same program can
     * apply with {@link #refine} before it runs: a counterexample found under them replays only under them.
     */
    public List<String> refinementKeys() {
        // A field made unguarded is visible whichever way it was judged before: its K: says nothing more.
        // Likewise a site whose arrays got a guard per element, or unguarded elements, says all its Q: says.
        return refinementKeys.stream().filter(k -> !k.startsWith(GUARDED_IN_STATE)
                || !refinementKeys.contains(UNGUARDED + k.substring(GUARDED_IN_STATE.length())))
                .filter(k -> !k.startsWith(ELEMENTS_IN_STATE)
                        || !refinementKeys.contains(PER_ELEMENT_SITE + k.substring(ELEMENTS_IN_STATE.length()))
                                && !refinementKeys.contains(UNGUARDED_ELEMENT_SITE + k.substring(ELEMENTS_IN_STATE.length())))
                .toList();
    }

    /**
     * Applies the refinements {@link #refinementKeys} named in another VM of the same program: to classes loaded now and
     * as the others load. An unknown key is bad input.
     */
    public void refine(java.util.Collection<String> keys) {
        for (String key : keys) {
            if (key.equals(STRINGS_WRITTEN)) {
                if (trustImmutable) {
                    trustImmutable = false;
                    refined(key);
                }
            } else if (key.startsWith(IDENTITY_OBSERVED)) {
                if (identities.observeNamed(key.substring(IDENTITY_OBSERVED.length()))) {
                    matchingKeys.add(key);
                    visibilityRefinements++;
                }
            } else if (key.startsWith(LOCK_EXPRESSIONS) && key.indexOf('=') > 0) {
                shareMatchingKey(key);
                pendingKeys.add(key);
            } else if (key.startsWith(FINAL_WRITTEN) || key.startsWith(UNGUARDED) || key.startsWith(UNGUARDED_ELEMENTS)
                    || key.startsWith(UNGUARDED_MONITORS) || key.startsWith(UNGUARDED_SITE) || key.startsWith(UNGUARDED_ELEMENT_SITE)
                    || key.startsWith(PER_ELEMENT_SITE) || key.startsWith(PER_STATIC) || key.startsWith(GUARDED_IN_STATE)
                    || key.startsWith(MANY_INSTANCES) || key.startsWith(ELEMENTS_IN_STATE)) {
                pendingKeys.add(key);
            } else {
                throw new BadInputException("not a visibility refinement: '" + key + "'");
            }
        }
        for (ClassInfo c : classes.loaded()) {
            applyPending(c);
        }
    }

    private void applyPending(ClassInfo c) {
        if (pendingKeys.isEmpty()) {
            return;
        }
        if (c.isArray() && !c.unguardedElements() && pendingKeys.contains(UNGUARDED_ELEMENTS + c.name())) {
            unguardElements(c);
        }
        if (!c.unguardedMonitors() && pendingKeys.contains(UNGUARDED_MONITORS + c.name())) {
            unguardMonitors(c, true);
        }
        if (!c.perStaticGuards() && pendingKeys.contains(PER_STATIC + c.name())) {
            guardPerStatic(c, false);
        }
        if (!c.manyInstances() && pendingKeys.contains(MANY_INSTANCES + c.name())) {
            if (expressions != null && expressions.namedSingleton(c)) {
                manyInstances(c);
            } else {
                c.markManyInstances();
                refinementKeys.add(MANY_INSTANCES + c.name());
            }
        }
        for (MethodInfo m : c.declaredMethods()) {
            String name = c.name() + "." + m.name() + m.descriptor() + "@";
            for (String key : pendingKeys) {
                if (key.startsWith(UNGUARDED_SITE + name)) {
                    long site = HeapObject.site(m, Integer.parseInt(key.substring(UNGUARDED_SITE.length() + name.length())));
                    if (!unguardedSites.contains(site)) {
                        unguardSite(site, key.substring(UNGUARDED_SITE.length()), true);
                    }
                } else if (key.startsWith(UNGUARDED_ELEMENT_SITE + name)) {
                    long site = HeapObject.site(m, Integer.parseInt(key.substring(UNGUARDED_ELEMENT_SITE.length() + name.length())));
                    if (!unguardedElementSites.contains(site)) {
                        unguardElementSite(site, key.substring(UNGUARDED_ELEMENT_SITE.length()));
                    }
                } else if (key.startsWith(PER_ELEMENT_SITE + name)) {
                    long site = HeapObject.site(m, Integer.parseInt(key.substring(PER_ELEMENT_SITE.length() + name.length())));
                    if (!perElementSites.contains(site)) {
                        guardPerElement(site, key.substring(PER_ELEMENT_SITE.length()), false);
                    }
                } else if (key.startsWith(ELEMENTS_IN_STATE + name)) {
                    long site = HeapObject.site(m, Integer.parseInt(key.substring(ELEMENTS_IN_STATE.length() + name.length())));
                    if (expressions != null && !sitesInState.contains(site)) {
                        siteInState(site, true);
                    }
                } else if (key.startsWith(LOCK_EXPRESSIONS + name) && expressions != null) {
                    int equals = key.indexOf('=', LOCK_EXPRESSIONS.length() + name.length());
                    long site = HeapObject.site(m, Integer.parseInt(key.substring(LOCK_EXPRESSIONS.length() + name.length(), equals)));
                    expressions.narrowSite(site, key.substring(equals + 1).split(";"));
                }
            }
        }
        for (FieldInfo f : c.declaredFields()) {
            if (!f.guardedInState() && pendingKeys.contains(GUARDED_IN_STATE + fieldKey(f))) {
                guardInState(f, true); // before U:, the order a search finds them in, so that a replay names them alike
            }
            if (!f.unguarded() && pendingKeys.contains(UNGUARDED + fieldKey(f))) {
                unguard(f);
            }
            if (!f.writtenOutsideInit() && pendingKeys.contains(FINAL_WRITTEN + fieldKey(f))) {
                finalFieldWritten(f);
            }
            if (expressions != null && !f.isStatic()) {
                String named = LOCK_EXPRESSIONS + fieldKey(f) + "=";
                for (String key : pendingKeys) {
                    if (key.startsWith(named)) {
                        expressions.narrow(f, key.substring(named.length()).split(";"));
                    }
                }
            }
        }
    }

    /**
     * A write into {@code o} is about to happen. A write into an object trusted to be immutable (a string's
     * characters, which only {@code Unsafe} could change) ends that trust for every object, as for final fields
     * ({@link #finalFieldWritten}).
     */
    public void beforeStore(HeapObject o) {
        if (o.immutable && trustImmutable) {
            trustImmutable = false;
            refined(STRINGS_WRITTEN);
        }
    }

    /** One operation that accesses both {@code a} and {@code b} (a bulk copy taken as one step). */
    public void accessPoint(HeapObject a, HeapObject b) {
        boolean av = a.escaped && !(a.immutable && trustImmutable);
        boolean bv = b.escaped && !(b.immutable && trustImmutable);
        if (av) {
            guardAll(a);
        }
        if (bv) {
            guardAll(b);
        }
        if (av || bv) {
            point(av && !a.libraryOwned || bv && !b.libraryOwned);
        }
    }

    /**
     * A reference to {@code value} is being stored into {@code target}. An object the JDK's atomic code allocated
     * becomes the program's when the program's own state takes it in (a {@code toArray} result that becomes an
     * {@code ArrayList}'s elements): accesses to it are then visible inside atomic libraries too.
     */
    public void storedInto(HeapObject target, int value) {
        if (!target.libraryOwned) {
            handedToProgram(value);
        }
    }

    /**
     * The program's code or state takes in a reference to {@code value} (it is returned from atomic code to the
     * program, or stored into the program's objects): an object atomic code allocated becomes the program's.
     */
    public void handedToProgram(int value) {
        if (value != 0) {
            HeapObject v = heap.read(value);
            if (v.libraryOwned && v.mirrored == null && !v.type.isLibraryState()) {
                heap.get(value).libraryOwned = false;
            }
        }
    }

    /** Whether an access to {@code o} now would be a visible operation (see {@link #accessPoint}). */
    public boolean isVisibleAccess(HeapObject o) {
        return o.escaped && !(o.immutable && trustImmutable) && options.schedulingPoints() && upcalls == 0
                && !(options.atomicLibraries() && o.libraryOwned && current.inAtomicCode());
    }

    private void point(boolean evenInAtomicCode) {
        if (!options.schedulingPoints() || upcalls > 0) {
            return;
        }
        VmThread t = current;
        if (!evenInAtomicCode && options.atomicLibraries() && t.inAtomicCode() && !t.callbackReturned) {
            // Inside an atomic library: the call into it was the point. Whatever comes next is not the first op.
            takePoint(t);
            return;
        }
        if (t.atSchedulingPoint) {
            t.callbackReturned = false; // the library's stretch after a callback starts here, as one step
            takePoint(t);
            return;
        }
        throw endOfTransition(t);
    }

    private static void takePoint(VmThread t) {
        t.atSchedulingPoint = false;
        t.visibleSinceCallback = true;
        t.hostTookPoint = t.hostMethod != null;
    }

    /**
     * The transition ends before the current thread's next visible operation. A method implemented on the host that
     * took this transition's point cannot end it: it would run again from its start and stop there again, forever,
     * and the search would silently drop every path through it. Each native has at most one visible operation.
     */
    private static RuntimeException endOfTransition(VmThread t) {
        if (t.hostTookPoint) {
            throw new InternalVmError("the model of " + t.hostMethod + " reaches a second visible operation after its"
                    + " first; run again from its start, it would never get past the first", null);
        }
        return Block.INSTANCE;
    }

    private java.util.function.Consumer<VmThread> poll = t -> { };

    /**
     * Sets what runs now and then while a thread loops (at loop heads, every few ten thousand iterations, with the
     * thread's frame state saved): a search checks its limits there, and abandons a transition that would otherwise
     * never end by throwing a host exception, after which the VM is not used again.
     */
    public void setPoll(java.util.function.Consumer<VmThread> poll) {
        this.poll = poll;
    }

    /** Called by the interpreter at loop heads now and then; see {@link #setPoll}. */
    public void poll(VmThread t) {
        poll.accept(t);
    }

    /**
     * Makes the native running now end by calling the interpreted guest method {@code m} in its place, with the very
     * argument slots it was called with (from {@code base}, the native's own), as if the caller had invoked {@code m}:
     * a native can so continue in guest code whose steps interleave (a copy of a shared array, one element per visible
     * operation). The native must not have changed anything, and throws what this returns (its frame is pushed); not
     * for natives called by an upcall.
     */
    public RuntimeException continueIn(int base, MethodInfo m) {
        if (upcalls > 0) {
            throw new InternalVmError("a native called by the VM cannot continue in " + m, null);
        }
        VmThread t = current;
        invoker.prepare(m);
        if (t.natives > 0 && t.nativeDepths[t.natives - 1] == t.depth) {
            m.continues(t.nativeMethods[t.natives - 1]);
        }
        t.sps[t.depth] = base + m.argSlots();
        invoker.pushFrame(t, m, base);
        return org.orbitmc.vm.interp.FramePushed.INSTANCE;
    }

    /**
     * A constructor of {@code ref}'s own class returned: its construction is complete, and its final fields are
     * trusted from now on (unless written outside construction, {@link #finalFieldWritten}).
     */
    public void constructed(int ref, ClassInfo constructorClass) {
        HeapObject o = ref > 0 && ref < heap.top() ? heap.read(ref) : null;
        if (o == null || o.type != constructorClass || o.constructed) {
            return;
        }
        o = heap.get(ref);
        o.constructed = true;
        strings.constructed(o);
    }

    /**
     * A final field was written outside construction (reflection, {@code Unsafe}): its reads are visible from now
     * on. The flag is host state, only ever set; {@link #visibilityRefinements} counts the settings, so that a
     * search that saw one can start again from its first state with the finer visibility.
     */
    public void finalFieldWritten(FieldInfo f) {
        if (f != null && f.isFinal() && !f.writtenOutsideInit()) {
            f.markWrittenOutsideInit();
            refined(FINAL_WRITTEN + fieldKey(f));
        }
    }

    /** How many times a visibility rule became finer during this VM's life (see {@link #finalFieldWritten}). */
    public int visibilityRefinements() {
        return visibilityRefinements;
    }

    /**
     * How many refinements this VM has recorded ({@link #refinementKeys}), including those that did not change a
     * transition this VM took (no restart for it, {@link #visibilityRefinements} unchanged) but may change one another
     * VM of the same program took: a parallel search starts again when this grows.
     */
    public int recordedRefinements() {
        return refinementKeys.size() + matchingKeys.size();
    }

    /**
     * A data choice is about to be made on the current thread (a Verify value, the waiter a notify wakes).
     * When threads stop at scheduling points, the choice must be the first thing a transition does, so
     * that the search can run that transition once per value: unless the running transition started at
     * this very choice, it ends here ({@link Block}) and the choice is made by the next one.
     */
    public void choicePoint() {
        if (!options.schedulingPoints() || upcalls > 0) {
            return;
        }
        VmThread t = current;
        if (t.atChoice) {
            t.atChoice = false;
            takePoint(t);
            return;
        }
        throw endOfTransition(t);
    }

    /** Marks an object, and everything reachable from it, as reachable by other threads. */
    public void markEscaped(int ref) {
        if (ref == 0 || heap.read(ref).escaped) {
            return;
        }
        int[] stack = new int[16];
        int top = 0;
        stack[top++] = ref;
        heap.get(ref).escaped = true;
        while (top > 0) {
            HeapObject o = heap.read(stack[--top]);
            boolean array = o.isArray();
            if (array && !o.type.hasReferenceElements()) {
                continue;
            }
            int[] slots = array ? null : o.refSlots();
            int count = array ? ((int[]) o.array).length : slots.length;
            for (int i = 0; i < count; i++) {
                int r = array ? ((int[]) o.array)[i] : (int) o.fields[slots[i]];
                if (r != 0 && !heap.read(r).escaped) {
                    heap.get(r).escaped = true;
                    if (top == stack.length) {
                        stack = java.util.Arrays.copyOf(stack, top * 2);
                    }
                    stack[top++] = r;
                }
            }
        }
    }

    /** The interpreter, for schedulers that run threads one transition at a time. */
    public Interpreter interpreter() {
        return interpreter;
    }

    /** Makes {@code t} the thread that runs (and that natives see as current). */
    public void setCurrentThread(VmThread t) {
        current = t;
    }

    /** The thread table and its life cycle (start, end, blocking rules). */
    public Threads threadTable() {
        return threadTable;
    }

    /** The generated bottom frames of the program's threads (for traces). */
    public EntryFrames entryFrames() {
        return entryFrames;
    }

    public List<VmThread> threads() {
        return threads;
    }

    /**
     * Runs {@code public static void main(String[])} of a class on the main thread, then the VM's shutdown
     * (the main thread waits for the other non-daemon threads, runs the shutdown hooks and halts), and gives
     * the exit status as {@code java} would: the System.exit status, 1 after an uncaught exception in main,
     * else 0.
     *
     * @throws BadInputException when the class or its main method is missing or broken
     * @throws ProgramDeadlock when no thread can proceed before the VM halts
     */
    public int runMain(String mainClassName, List<String> args) {
        MethodInfo entry = mainMethod(mainClassName);
        try {
            try {
                jdk.boot(this);
                pushMain(entry, args);
                // From here on host code holds no heap refs across guest code, so the interpreter may collect on its own.
                gc.setAutomatic(true);
                List<String> deadlock;
                try {
                    deadlock = new RunScheduler(this, interpreter, threadTable).run(current);
                } finally {
                    gc.setAutomatic(false);
                }
                if (!deadlock.isEmpty()) {
                    throw new ProgramDeadlock(deadlock);
                }
                return 0;
            } catch (GuestException e) {
                jdk.reportUncaught(this, e.throwable());
                return 1;
            }
        } catch (ProgramExit exit) {
            return exit.status();
        } finally {
            jdk.exit(this);
        }
    }

    /**
     * Boots the JDK and gives the main thread its entry frame, without running it: the state a search starts
     * from (the main class initializes in the search, on the main thread's first step). Every object that
     * exists then is treated as reachable by all threads.
     *
     * @throws BadInputException when the class or its main method is missing or broken
     */
    public void prepareMain(String mainClassName, List<String> args) {
        MethodInfo entry = mainMethod(mainClassName);
        jdk.boot(this);
        for (int ref = 1; ref < heap.top(); ref++) {
            if (heap.get(ref) != null) {
                heap.get(ref).libraryOwned = true; // the JDK's own state; not what the main class's initializer makes
            }
        }
        pushMain(entry, args);
        for (int ref = 1; ref < heap.top(); ref++) {
            if (heap.get(ref) != null) {
                heap.get(ref).escaped = true;
            }
        }
    }

    /** Flushes the program's output (at the end of a run or a search). */
    public void flushOutput() {
        jdk.exit(this);
    }

    private MethodInfo mainMethod(String mainClassName) {
        String internal = mainClassName.replace('.', '/');
        ClassInfo main;
        try {
            main = classes.load(internal);
        } catch (ClassRegistry.NoClassDefFound e) {
            throw new BadInputException("class " + mainClassName + " cannot be loaded: missing " + e.missing().replace('/', '.'));
        }
        if (main == null) {
            throw new BadInputException("class " + mainClassName + " not found on the class path");
        }
        MethodInfo entry = main.declaredMethod("main", "([Ljava/lang/String;)V");
        if (entry == null || !entry.isStatic() || (entry.access() & Opcodes.ACC_PUBLIC) == 0) {
            throw new BadInputException("class " + mainClassName + " has no method public static void main(String[])");
        }
        return entry;
    }

    /**
     * Builds argv and pushes the main thread's entry frame, which invokes main as the launcher does: the main
     * class initializes through the interpreter's normal path, on the main thread, as its first step.
     */
    private void pushMain(MethodInfo main, List<String> args) {
        MethodInfo entry = entryFrames.mainEntry(main);
        int argv = newArray(classes.arrayOf(classes.load("java/lang/String")), args.size());
        int[] elements = (int[]) heap.get(argv).array;
        for (int i = 0; i < elements.length; i++) {
            elements[i] = strings.newString(args.get(i));
        }
        VmThread t = current;
        t.stack[0] = argv;
        invoker.prepare(entry);
        invoker.pushFrame(t, entry, 0);
    }

    /**
     * Calls a method from host code on the current thread and runs it to completion (an upcall, as
     * JNI's Call*Method). {@code args} holds one value per argument slot, receiver first.
     *
     * @throws GuestException when the method throws
     */
    public long invoke(MethodInfo m, long... args) {
        VmThread t = current;
        int at = t.depth < 0 ? 0 : t.sps[t.depth];
        t.ensureCapacity(at + args.length + 2);
        System.arraycopy(args, 0, t.stack, at, args.length);
        upcalls++;
        try {
            Native nm = invoker.prepare(m);
            if (nm != null) {
                // The caller's operand stack ends above the native's arguments while it runs, so that an upcall the
                // native makes puts its own arguments above them rather than over them.
                int d = t.depth;
                int saved = d < 0 ? 0 : t.sps[d];
                if (d >= 0) {
                    t.sps[d] = at + args.length;
                }
                try {
                    return invoker.callNative(nm, m, t.stack, at);
                } finally {
                    if (d >= 0 && t.depth == d) {
                        t.sps[d] = saved;
                    }
                }
            }
            invoker.pushFrame(t, m, at);
            return interpreter.run(t, t.depth);
        } finally {
            upcalls--;
        }
    }

    /** Calls an instance method selected by the receiver's class (virtual dispatch), as invokevirtual does. */
    public long invokeVirtual(MethodInfo resolved, long... args) {
        return invoke(heap.read((int) args[0]).type.selectMethod(resolved), args);
    }

    /** Initializes a class now (JVMS §5.5), running its initializer and its superclasses' on the current thread. */
    public void initialize(ClassInfo c) {
        VmThread t = current;
        upcalls++;
        try {
            while (!initializer.initialize(t, c)) {
                interpreter.run(t, t.depth);
            }
        } finally {
            upcalls--;
        }
    }

    /**
     * For a native that cannot go on before {@code c} is initialized (Class.forName, Unsafe.ensureClassInitialized,
     * a VarHandle on a static field): returns once {@code c} is initialized or being initialized by the current
     * thread. Otherwise the initializer runs as ordinary frames of the current thread, interleaved and able to block
     * like the initialization {@code new} or {@code getstatic} triggers, and the native's invoke runs again after it:
     * the native is left by {@link org.orbitmc.vm.interp.FramePushed} (or {@link org.orbitmc.vm.interp.Block}), so
     * it must not have changed program state before calling this. Inside an upcall there is no invoke to run again,
     * and the class is initialized atomically ({@link #initialize}).
     */
    public void initializeForNative(ClassInfo c) {
        if (upcalls > 0) {
            initialize(c);
            return;
        }
        if (!initializer.isInitialized(c) && !initializer.initialize(current, c)) {
            throw org.orbitmc.vm.interp.FramePushed.INSTANCE;
        }
    }

    /**
     * A native whose result is what the guest method {@code m} returns (enum {@code values()}) ends by calling
     * {@code m} in its place: {@code m}'s frame replaces the native's arguments, from {@code base} (the native's own
     * {@code base}) on, and returns its result to the native's caller, so that {@code m} runs as ordinary code of the
     * current thread. {@code m} must return as many slots as the native, and a static {@code m}'s class must already
     * be initialized ({@link #initializeForNative}); a synchronized {@code m}'s monitor is entered first (a thread that
     * blocks on it runs the native again). Never returns, except inside an upcall, where {@code m} runs atomically
     * ({@link #invoke}), and when {@code m} is itself a native, which runs at once above the native's arguments: their
     * result is returned.
     */
    public long tailCall(int base, MethodInfo m, long... args) {
        if (upcalls > 0) {
            return invoke(m, args);
        }
        VmThread t = current;
        Native nm = invoker.prepare(m);
        if (nm != null) {
            // A native runs above the native's own arguments, which stay as they were: if it blocks, both run again.
            int at = t.sps[t.depth];
            t.ensureCapacity(at + args.length + 2);
            System.arraycopy(args, 0, t.stack, at, args.length);
            return invoker.callNative(nm, m, t.stack, at);
        }
        int lock = 0;
        if (m.isSynchronized()) {
            // Entered before the native's arguments are overwritten: a thread that blocks here runs the native again.
            lock = m.isStatic() ? m.owner().mirrorRef() : (int) args[0];
            monitors.enter(t, lock, !(m.owner().isAtomicLibrary() && options.atomicLibraries()));
        }
        t.ensureCapacity(base + args.length + 2);
        System.arraycopy(args, 0, t.stack, base, args.length);
        t.sps[t.depth] = base + args.length;
        invoker.pushFrame(t, m, base, lock);
        throw org.orbitmc.vm.interp.FramePushed.INSTANCE;
    }

    /** The whole program state: heap, threads, the identity-hash sequence, the clock and the classes' code version. */
    public record Snapshot(Heap.Snapshot heap, List<VmThread> threads, int identityHashSeed, int currentThread, long clockNanos,
            ClassVersions.Version code, int nextThreadId) {
    }

    /**
     * The program's clock (System.nanoTime). Time is abstract: it stands still while threads compute and
     * jumps forward to the deadline of a timed wait, park or sleep that ends by timing out (timeouts happen in
     * deadline order, {@code Threads.timeoutDue}), so that timed loops terminate.
     */
    public long clockNanos() {
        return clockNanos;
    }

    /** Moves the clock to at least {@code nanos}. */
    public void advanceClockTo(long nanos) {
        clockNanos = Math.max(clockNanos, nanos);
    }

    /** A copy of the program state (only between transitions: every thread's frames saved, no upcall running). */
    public Snapshot snapshot() {
        List<VmThread> copies = new ArrayList<>();
        for (VmThread t : threads) {
            copies.add(t.snapshotCopy());
        }
        return new Snapshot(heap.snapshot(), copies, nextIdentityHash, current.id(), clockNanos, classes.versions().current(),
                threadTable.nextId());
    }

    /**
     * Returns to a snapshot's state. Loaded classes stay loaded; their mirrors return to the snapshot's contents, and
     * their code to the snapshot's version (classes the program redefined).
     */
    public void restore(Snapshot s) {
        if (!splitSitesNow.isEmpty() || !splitNow.isEmpty() || !toGuardsNow.isEmpty() || !sitesToGuardsNow.isEmpty()) {
            splitSitesNow.clear();
            splitNow.clear();
            toGuardsNow.clear();
            sitesToGuardsNow.clear();
        }
        heap.restore(s.heap());
        List<VmThread> saved = s.threads();
        // Both tables are sorted by id: an entry whose id is in both is restored in place, reusing its arrays.
        VmThread[] before = threads.toArray(new VmThread[0]);
        threads.clear();
        int j = 0;
        for (VmThread from : saved) {
            while (j < before.length && before[j].id() < from.id()) {
                j++;
            }
            if (j < before.length && before[j].id() == from.id()) {
                before[j].restoreFrom(from);
                threads.add(before[j]);
            } else {
                threads.add(from.runnableCopy());
            }
        }
        threadTable.restoreNextId(s.nextThreadId());
        nextIdentityHash = s.identityHashSeed();
        // The thread that ran last may have ended and left the table; no code runs on it between transitions.
        VmThread last = threadTable.byId(s.currentThread());
        current = last != null ? last : threads.isEmpty() ? current : threads.get(0);
        clockNanos = s.clockNanos();
        classes.versions().restore(s.code());
    }

    /** The next value of the identity-hash sequence: program state, part of a state's encoding. */
    public int identityHashSeed() {
        return nextIdentityHash;
    }

    public boolean isInitialized(ClassInfo c) {
        return initializer.isInitialized(c);
    }

    public int newInstance(ClassInfo c) {
        return heap.allocate(HeapObject.instance(c));
    }

    /** A new array; one beyond the heap's limits throws OutOfMemoryError to the program ({@link HeapLimits}). */
    public int newArray(ClassInfo arrayClass, int length) {
        char kind = arrayClass.componentType().descriptor().charAt(0);
        String failure = HeapLimits.failure(new char[] {kind}, new int[] {length}, 0);
        if (failure != null) {
            throw new Trap("java/lang/OutOfMemoryError", failure);
        }
        Object payload;
        try {
            payload = ArrayPayloads.create(kind, length);
        } catch (OutOfMemoryError hostHeapFull) {
            // Within the program's limit but not the host's: the program's heap is full all the same.
            throw new Trap("java/lang/OutOfMemoryError", "Java heap space");
        }
        return heap.allocate(HeapObject.array(arrayClass, payload));
    }

    /** A multi-dimensional array with the given lengths from dimension {@code from} on. */
    public int newMultiArray(ClassInfo arrayClass, int[] lengths, int from) {
        char[] kinds = new char[lengths.length - from];
        ClassInfo level = arrayClass;
        for (int i = 0; i < kinds.length; i++) {
            kinds[i] = level.componentType().descriptor().charAt(0);
            level = level.componentType();
        }
        String failure = HeapLimits.failure(kinds, lengths, from);
        if (failure != null) {
            throw new Trap("java/lang/OutOfMemoryError", failure);
        }
        return allocateMultiArray(arrayClass, lengths, from);
    }

    private int allocateMultiArray(ClassInfo arrayClass, int[] lengths, int from) {
        int ref = newArray(arrayClass, lengths[from]);
        if (from + 1 < lengths.length) {
            int[] elements = (int[]) heap.get(ref).array;
            for (int i = 0; i < elements.length; i++) {
                elements[i] = allocateMultiArray(arrayClass.componentType(), lengths, from + 1);
            }
        }
        return ref;
    }

    /** The array class for a {@code newarray} type code (JVMS T_BOOLEAN = 4 ... T_LONG = 11). */
    public ClassInfo primitiveArrayClass(int atype) {
        ClassInfo c = primitiveArrays[atype];
        if (c == null) {
            c = classes.arrayOf(classes.primitive("ZCFDBSIJ".charAt(atype - Opcodes.T_BOOLEAN)));
            primitiveArrays[atype] = c;
        }
        return c;
    }

    /** The class a {@code java.lang.Class} object stands for. */
    public ClassInfo classOfMirror(int mirrorRef) {
        return heap.read(mirrorRef).mirrored;
    }

    /** The JDK module of a class, or null for classes of the application (the unnamed module). */
    public String moduleOf(ClassInfo c) {
        return classes.classPath().jdk().moduleOf(c.name());
    }

    /** The identity hash code of an object, assigned on first request from a deterministic sequence. */
    public int identityHash(int ref) {
        HeapObject o = heap.read(ref);
        if (o.identityHash == 0) {
            o = heap.get(ref);
            int x = nextIdentityHash;
            x ^= x << 13;
            x ^= x >>> 17;
            x ^= x << 5;
            nextIdentityHash = x;
            o.identityHash = (x & 0x7FFFFFFF) == 0 ? 1 : x & 0x7FFFFFFF;
        }
        return o.identityHash;
    }
}
