package org.orbitmc.checker.fuzz;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.orbitmc.checker.fuzz.Ir.A;
import org.orbitmc.checker.fuzz.Ir.ACas;
import org.orbitmc.checker.fuzz.Ir.AGet;
import org.orbitmc.checker.fuzz.Ir.AInc;
import org.orbitmc.checker.fuzz.Ir.ASet;
import org.orbitmc.checker.fuzz.Ir.AUpdate;
import org.orbitmc.checker.fuzz.Ir.Check;
import org.orbitmc.checker.fuzz.Ir.CloneRead;
import org.orbitmc.checker.fuzz.Ir.Const;
import org.orbitmc.checker.fuzz.Ir.Copy;
import org.orbitmc.checker.fuzz.Ir.G;
import org.orbitmc.checker.fuzz.Ir.Join;
import org.orbitmc.checker.fuzz.Ir.K;
import org.orbitmc.checker.fuzz.Ir.Loc;
import org.orbitmc.checker.fuzz.Ir.Loop;
import org.orbitmc.checker.fuzz.Ir.NewBox;
import org.orbitmc.checker.fuzz.Ir.Notify;
import org.orbitmc.checker.fuzz.Ir.Program;
import org.orbitmc.checker.fuzz.Ir.RLock;
import org.orbitmc.checker.fuzz.Ir.Read;
import org.orbitmc.checker.fuzz.Ir.ReadBox;
import org.orbitmc.checker.fuzz.Ir.RegPlus;
import org.orbitmc.checker.fuzz.Ir.Start;
import org.orbitmc.checker.fuzz.Ir.Stmt;
import org.orbitmc.checker.fuzz.Ir.Sync;
import org.orbitmc.checker.fuzz.Ir.Val;
import org.orbitmc.checker.fuzz.Ir.WaitWhile;
import org.orbitmc.checker.fuzz.Ir.Write;

/**
 * The oracle: an interpreter of the IR written apart from Orbit, and an exhaustive search of every interleaving
 * under sequential consistency, without reductions. Each thread's statements are first compiled to a flat list of
 * instructions; every access to a shared location, every monitor, wait, notify, start, join, thread end,
 * AtomicInteger operation, ReentrantLock operation, class-initialization step and check is its own step.
 * Instructions on registers only (and the allocation of a fresh Box) are folded into the step before them: they
 * commute with every other thread's step and can neither block nor fail. States are matched exactly on their
 * whole content (memory, monitors, class states, every thread's status, pc and registers).
 *
 * <p>Semantics, as Java's: monitors are reentrant; {@code wait} releases the monitor fully, joins the wait set,
 * and after a {@code notify} (which picks any one waiter: every choice is explored) or {@code notifyAll}
 * reacquires it with its old count as a separate step; no spurious wake-ups. {@code join} blocks while the thread
 * is alive (started and not ended). Class initialization follows JVMS §5.5: the first access marks the class in
 * progress by this thread and runs its initializer in this thread; an access from another thread blocks until it
 * is done; a recursive access by the initializing thread proceeds at once; the end marks it done (cycles across
 * threads deadlock). {@code updateAndGet} runs the JDK 17 loop (get, apply, weakCompareAndSet, re-get and apply
 * again only if the value changed), with no spurious CAS failure. {@code arraycopy} reads and writes element by
 * element, {@code clone} reads element by element. An error (a failed check) ends only its thread, which unwinds
 * and then ends, while the others go on (as an all-errors search goes on past an error). With no thread able to
 * move, a path deadlocks if some started non-daemon thread has not ended; daemon threads keep running after the
 * last non-daemon thread ends (the VM may halt at any point then, which is no error).
 */
final class ReferenceExplorer {
    /** What the exploration found: the error kinds reachable, or incomplete when the state bound was hit. */
    record Result(Set<String> kinds, boolean complete, long states) {
    }

    static final String DEADLOCK = "deadlock";
    static final String ASSERTION_ERROR = "AssertionError";
    static final String ILLEGAL_STATE = "IllegalStateException";

    private enum Op {
        // visible: one step each
        READ, WRITE, FREAD, FWRITE, MENTER, MEXIT, WAIT, NOTIFY, NOTIFYALL, START, JOIN, AGET, ASET, AINC, ACASC, ACASR, RLOCK,
        RUNLOCK, INIT, INITDONE, CHECK,
        // local: folded into the step before
        SET, ADD3, EQ, JUMP, JIF, NEW
    }

    /** Comparisons of {@link Op#JIF}. */
    private static final int EQUAL = 0;
    private static final int NOT_EQUAL = 1;
    private static final int AT_LEAST = 2;

    private static final int NONE = -1;

    private record Ins(Op op, int a, int b, int c, int d, int e) {
        boolean local() {
            return op.ordinal() >= Op.SET.ordinal();
        }
    }

    // Memory layout: g statics, array elements, K statics, esc, box, the AtomicInteger; then Box objects (f, v).
    private static final int ARRAYS_BASE = Ir.MAX_G;
    private final int kBase = ARRAYS_BASE + 2 * Ir.MAX_ARRAYS;
    private final int escCell;
    private final int boxCell;
    private final int aiCell;
    private final int memSize;

    private static final int NEW = 0;
    private static final int RUNNABLE = 1;
    private static final int WAITING = 2;
    private static final int NOTIFIED = 3;
    private static final int ENDED = 4;

    private final Program program;
    private final Ins[][] code;
    private final int[] registers;
    private final boolean[] daemon;

    private ReferenceExplorer(Program program) {
        Ir.check(program);
        this.program = program;
        int nk = program.clinits().size();
        escCell = kBase + nk;
        boxCell = escCell + 1;
        aiCell = boxCell + 1;
        memSize = aiCell + 1;
        int n = program.threads().size();
        code = new Ins[n][];
        registers = new int[n];
        daemon = new boolean[n];
        for (int t = 0; t < n; t++) {
            Compiler c = new Compiler();
            c.body(program.threads().get(t).body(), -1, new ArrayDeque<>());
            code[t] = c.out.toArray(new Ins[0]);
            registers[t] = c.nextReg;
            daemon[t] = program.threads().get(t).daemon();
        }
    }

    static Result explore(Program program, long maxStates) {
        return new ReferenceExplorer(program).run(maxStates);
    }

    // ---------------------------------------------------------------- compilation of statements to instructions

    private final class Compiler {
        final List<Ins> out = new ArrayList<>();
        int nextReg = Ir.REGISTERS;
        /** Where the IR's registers r0..r2 live: the thread's own, or a static initializer's fresh locals. */
        int[] locals = {0, 1, 2};

        int reg(int r) {
            return locals[r];
        }

        int emit(Op op, int a, int b, int c, int d) {
            return emit(op, a, b, c, d, 0);
        }

        int emit(Op op, int a, int b, int c, int d, int e) {
            out.add(new Ins(op, a, b, c, d, e));
            return out.size() - 1;
        }

        int here() {
            return out.size();
        }

        void patch(int at, Op op, int a, int b, int c, int d) {
            out.set(at, new Ins(op, a, b, c, d, 0));
        }

        /** @param own the K class whose initializer this is, or -1; {@code initializing} the inlined initializers */
        void body(List<Stmt> body, int own, Deque<Integer> initializing) {
            for (Stmt s : body) {
                stmt(s, own, initializing);
            }
        }

        /** The cell of {@code loc}, after the instructions that initialize its class if it is another K's static. */
        int access(Loc loc, int own, Deque<Integer> initializing) {
            if (loc instanceof G g) {
                return g.i();
            }
            if (loc instanceof A a) {
                return ARRAYS_BASE + 2 * a.arr() + a.idx();
            }
            int k = ((K) loc).k();
            if (k != own) {
                initialize(k, initializing);
            }
            return kBase + k;
        }

        /**
         * INIT k (skip to after the initializer unless this thread starts it), the initializer inlined, INITDONE k.
         * Inside k's own inlined initializer k is in progress by this thread, so the request returns at once and
         * nothing is inlined (which also ends the recursion of mutually dependent initializers).
         */
        void initialize(int k, Deque<Integer> initializing) {
            int init = emit(Op.INIT, k, NONE, 0, 0);
            if (!initializing.contains(k)) {
                initializing.push(k);
                int[] outer = locals;
                locals = new int[Ir.REGISTERS]; // the initializer's own locals, 0 at its start: it runs at most once
                for (int i = 0; i < locals.length; i++) {
                    locals[i] = nextReg++;
                }
                body(program.clinits().get(k), k, initializing);
                locals = outer;
                initializing.pop();
                emit(Op.INITDONE, k, 0, 0, 0);
            }
            patch(init, Op.INIT, k, here(), 0, 0);
        }

        void stmt(Stmt s, int own, Deque<Integer> init) {
            if (s instanceof Read r) {
                int cell = access(r.loc(), own, init);
                emit(Op.READ, reg(r.reg()), cell, 0, 0);
            } else if (s instanceof Write w) {
                int cell = access(w.loc(), own, init);
                emit(Op.WRITE, cell, src(w.v()), plus(w.v()), 0);
            } else if (s instanceof Sync y) {
                emit(Op.MENTER, y.lock(), 0, 0, 0);
                body(y.body(), own, init);
                emit(Op.MEXIT, y.lock(), 0, 0, 0);
            } else if (s instanceof WaitWhile w) {
                int t = nextReg++;
                int top = here();
                int cell = access(w.loc(), own, init);
                emit(Op.READ, t, cell, 0, 0);
                int exit = emit(Op.JIF, t, EQUAL, w.value(), NONE);
                emit(Op.WAIT, w.lock(), 0, 0, 0);
                emit(Op.JUMP, top, 0, 0, 0);
                patch(exit, Op.JIF, t, EQUAL, w.value(), here());
            } else if (s instanceof Notify n) {
                emit(n.all() ? Op.NOTIFYALL : Op.NOTIFY, n.lock(), 0, 0, 0);
            } else if (s instanceof Loop l) {
                int i = nextReg++;
                emit(Op.SET, i, NONE, 0, 0);
                int top = emit(Op.JIF, i, AT_LEAST, l.times(), NONE);
                body(l.body(), own, init);
                emit(Op.SET, i, i, 1, 0);
                emit(Op.JUMP, top, 0, 0, 0);
                patch(top, Op.JIF, i, AT_LEAST, l.times(), here());
            } else if (s instanceof Start st) {
                emit(Op.START, st.thread(), 0, 0, 0);
            } else if (s instanceof Join j) {
                emit(Op.JOIN, j.thread(), 0, 0, 0);
            } else if (s instanceof AGet g) {
                emit(Op.AGET, reg(g.reg()), 0, 0, 0);
            } else if (s instanceof ASet a) {
                emit(Op.ASET, src(a.v()), plus(a.v()), 0, 0);
            } else if (s instanceof AInc a) {
                emit(Op.AINC, reg(a.reg()), 0, 0, 0);
            } else if (s instanceof ACas c) {
                emit(Op.ACASC, reg(c.reg()), c.expect(), c.update(), 0);
            } else if (s instanceof AUpdate u) {
                updateAndGet(u, own, init);
            } else if (s instanceof RLock r) {
                emit(Op.RLOCK, 0, 0, 0, 0);
                body(r.body(), own, init);
                emit(Op.RUNLOCK, 0, 0, 0, 0);
            } else if (s instanceof NewBox n) {
                int b = nextReg++;
                emit(Op.NEW, b, 0, 0, 0);
                if (program.boxEscapes()) {
                    emit(Op.WRITE, escCell, b, 0, 0);
                }
                if (program.boxCtorWrite() != null) {
                    int x = nextReg++; // the constructor's parameter
                    emit(Op.SET, x, NONE, n.value(), 0);
                    emit(Op.WRITE, program.boxCtorWrite().i(), x, 0, 0);
                }
                emit(Op.FWRITE, b, program.boxFinalFirst() ? 0 : 1, NONE, n.value());
                emit(Op.FWRITE, b, program.boxFinalFirst() ? 1 : 0, NONE, n.value());
                emit(Op.WRITE, boxCell, b, 0, 0);
            } else if (s instanceof ReadBox r) {
                int b = nextReg++;
                emit(Op.READ, b, r.fromEsc() ? escCell : boxCell, 0, 0);
                if (r.between() != null) {
                    emit(Op.READ, reg(r.betweenReg()), access(r.between(), own, init), 0, 0);
                }
                int isNull = emit(Op.JIF, b, EQUAL, NONE, NONE);
                emit(Op.FREAD, reg(r.reg()), b, r.finalField() ? 0 : 1, 0);
                int skip = emit(Op.JUMP, NONE, 0, 0, 0);
                patch(isNull, Op.JIF, b, EQUAL, NONE, here());
                emit(Op.SET, reg(r.reg()), NONE, -1, 0);
                patch(skip, Op.JUMP, here(), 0, 0, 0);
            } else if (s instanceof Copy c) {
                int t = nextReg++;
                for (int i = 0; i < 2; i++) {
                    emit(Op.READ, t, ARRAYS_BASE + 2 * c.src() + i, 0, 0);
                    emit(Op.WRITE, ARRAYS_BASE + 2 * c.dst() + i, t, 0, 0);
                }
            } else if (s instanceof CloneRead c) {
                int t0 = nextReg++;
                int t1 = nextReg++;
                emit(Op.READ, t0, ARRAYS_BASE + 2 * c.arr(), 0, 0);
                emit(Op.READ, t1, ARRAYS_BASE + 2 * c.arr() + 1, 0, 0);
                emit(Op.SET, reg(c.regA()), t0, 0, 0);
                emit(Op.SET, reg(c.regB()), t1, 0, 0);
            } else if (s instanceof Check c) {
                // c: bit 0 fail if equal, bit 1 assert; d, e: the second condition's register (or NONE) and value
                emit(Op.CHECK, reg(c.reg()), c.value(), (c.failIfEqual() ? 1 : 0) | (c.useAssert() ? 2 : 0),
                        c.andReg() < 0 ? NONE : reg(c.andReg()), c.andValue());
            } else {
                throw new IllegalArgumentException(String.valueOf(s));
            }
        }

        /**
         * JDK 17's AtomicInteger.updateAndGet: {@code prev = get(); for (haveNext = false;;) { if (!haveNext) next =
         * f(prev); if (weakCompareAndSetVolatile(prev, next)) return next; haveNext = (prev == (prev = get())); }}
         */
        void updateAndGet(AUpdate u, int own, Deque<Integer> init) {
            int prev = nextReg++;
            int next = nextReg++;
            int have = nextReg++;
            int q = nextReg++;
            int ok = nextReg++;
            int cur = nextReg++;
            emit(Op.AGET, prev, 0, 0, 0);
            emit(Op.SET, next, NONE, 0, 0);
            emit(Op.SET, have, NONE, 0, 0);
            int loop = emit(Op.JIF, have, NOT_EQUAL, 0, NONE);
            if (u.read() != null) {
                emit(Op.READ, q, access(u.read(), own, init), 0, 0);
            } else {
                emit(Op.SET, q, NONE, 0, 0);
            }
            if (u.write() != null) {
                emit(Op.WRITE, access(u.write(), own, init), prev, 0, 0);
            }
            emit(Op.ADD3, next, prev, q, u.add());
            int cas = emit(Op.ACASR, ok, prev, next, 0);
            patch(loop, Op.JIF, have, NOT_EQUAL, 0, cas);
            int done = emit(Op.JIF, ok, NOT_EQUAL, 0, NONE);
            emit(Op.AGET, cur, 0, 0, 0);
            emit(Op.EQ, have, prev, cur, 0);
            emit(Op.SET, prev, cur, 0, 0);
            emit(Op.JUMP, loop, 0, 0, 0);
            patch(done, Op.JIF, ok, NOT_EQUAL, 0, here());
            emit(Op.SET, reg(u.reg()), next, 0, 0);
        }

        int src(Val v) {
            return v instanceof RegPlus r ? reg(r.reg()) : NONE;
        }

        int plus(Val v) {
            return v instanceof RegPlus r ? r.plus() : ((Const) v).c();
        }
    }

    // ---------------------------------------------------------------- states

    /** One state of the whole program. Copied before every step; compared on its full content. */
    private final class State {
        int[] mem;
        final int[] monOwner = new int[Ir.MAX_LOCKS];
        final int[] monCount = new int[Ir.MAX_LOCKS];
        int rlOwner = NONE;
        int rlCount;
        /** Per K class: 0 not initialized, 1 initialized, 2 + t in progress by thread t. */
        final int[] cls;
        final int[] status;
        final int[] pc;
        /** The monitor count a waiting thread gave up, restored when it reacquires. */
        final int[] saved;
        final int[][] regs;

        State(int threads, int classes) {
            cls = new int[classes];
            status = new int[threads];
            pc = new int[threads];
            saved = new int[threads];
            regs = new int[threads][];
        }

        State copy() {
            State s = new State(status.length, cls.length);
            s.mem = mem.clone();
            System.arraycopy(monOwner, 0, s.monOwner, 0, monOwner.length);
            System.arraycopy(monCount, 0, s.monCount, 0, monCount.length);
            s.rlOwner = rlOwner;
            s.rlCount = rlCount;
            System.arraycopy(cls, 0, s.cls, 0, cls.length);
            System.arraycopy(status, 0, s.status, 0, status.length);
            System.arraycopy(pc, 0, s.pc, 0, pc.length);
            System.arraycopy(saved, 0, s.saved, 0, saved.length);
            for (int t = 0; t < regs.length; t++) {
                s.regs[t] = regs[t].clone();
            }
            return s;
        }

        Key key() {
            int n = mem.length + 2 * Ir.MAX_LOCKS + 2 + cls.length + 4 * status.length;
            for (int[] r : regs) {
                n += r.length;
            }
            int[] k = new int[n + 1];
            int i = 0;
            k[i++] = mem.length;
            for (int v : mem) {
                k[i++] = v;
            }
            for (int l = 0; l < Ir.MAX_LOCKS; l++) {
                k[i++] = monOwner[l];
                k[i++] = monCount[l];
            }
            k[i++] = rlOwner;
            k[i++] = rlCount;
            for (int v : cls) {
                k[i++] = v;
            }
            for (int t = 0; t < status.length; t++) {
                k[i++] = status[t];
                k[i++] = pc[t];
                k[i++] = saved[t];
                for (int v : regs[t]) {
                    k[i++] = v;
                }
                k[i++] = t;
            }
            return new Key(k);
        }

        boolean alive(int t) {
            return status[t] != NEW && status[t] != ENDED;
        }
    }

    private record Key(int[] content) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && Arrays.equals(content, k.content);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(content);
        }
    }

    private State initial() {
        int n = program.threads().size();
        State s = new State(n, program.clinits().size());
        s.mem = new int[memSize];
        s.mem[escCell] = NONE;
        s.mem[boxCell] = NONE;
        Arrays.fill(s.monOwner, NONE);
        for (int t = 0; t < n; t++) {
            s.regs[t] = new int[registers[t]];
        }
        s.status[0] = RUNNABLE;
        return fold(s, 0);
    }

    // ---------------------------------------------------------------- the search

    private Result run(long maxStates) {
        Set<String> kinds = new TreeSet<>();
        Set<Key> visited = new HashSet<>();
        Deque<State> stack = new ArrayDeque<>();
        State init = initial();
        visited.add(init.key());
        stack.push(init);
        while (!stack.isEmpty()) {
            if (visited.size() > maxStates) {
                return new Result(kinds, false, visited.size());
            }
            State s = stack.pop();
            boolean moved = false;
            for (int t = 0; t < s.status.length; t++) {
                if (!enabled(s, t)) {
                    continue;
                }
                moved = true;
                for (Object next : step(s, t)) {
                    if (next instanceof String kind) {
                        kinds.add(kind);
                    } else if (visited.add(((State) next).key())) {
                        stack.push((State) next);
                    }
                }
            }
            if (!moved) {
                for (int t = 0; t < s.status.length; t++) {
                    if (!daemon[t] && s.alive(t)) {
                        kinds.add(DEADLOCK);
                        break;
                    }
                }
            }
        }
        return new Result(kinds, true, visited.size());
    }

    private boolean enabled(State s, int t) {
        switch (s.status[t]) {
        case RUNNABLE:
            break;
        case NOTIFIED:
            return s.monOwner[code[t][s.pc[t]].a()] == NONE;
        default:
            return false;
        }
        if (s.pc[t] == code[t].length) {
            return true; // the thread's end
        }
        Ins i = code[t][s.pc[t]];
        switch (i.op()) {
        case MENTER:
            return s.monOwner[i.a()] == NONE || s.monOwner[i.a()] == t;
        case JOIN:
            return !s.alive(i.a());
        case RLOCK:
            return s.rlOwner == NONE || s.rlOwner == t;
        case INIT:
            return s.cls[i.a()] < 2 || s.cls[i.a()] == 2 + t;
        default:
            return true;
        }
    }

    /** The successors of thread t's step from s: States, or Strings naming the error the step ends in. */
    private List<Object> step(State from, int t) {
        State s = from.copy();
        int[] r = s.regs[t];
        if (s.status[t] == NOTIFIED) { // reacquire the monitor given up by wait
            int lock = code[t][s.pc[t]].a();
            s.monOwner[lock] = t;
            s.monCount[lock] = s.saved[t];
            s.saved[t] = 0;
            s.status[t] = RUNNABLE;
            s.pc[t]++;
            return List.of(fold(s, t));
        }
        if (s.pc[t] == code[t].length) {
            s.status[t] = ENDED;
            return List.of(s);
        }
        Ins i = code[t][s.pc[t]];
        s.pc[t]++;
        switch (i.op()) {
        case READ -> r[i.a()] = s.mem[i.b()];
        case WRITE -> s.mem[i.a()] = value(r, i.b(), i.c());
        case FREAD -> r[i.a()] = s.mem[r[i.b()] + i.c()];
        case FWRITE -> s.mem[r[i.a()] + i.b()] = value(r, i.c(), i.d());
        case MENTER -> {
            s.monOwner[i.a()] = t;
            s.monCount[i.a()]++;
        }
        case MEXIT -> {
            owns(s, t, i.a());
            if (--s.monCount[i.a()] == 0) {
                s.monOwner[i.a()] = NONE;
            }
        }
        case WAIT -> {
            owns(s, t, i.a());
            s.saved[t] = s.monCount[i.a()];
            s.monCount[i.a()] = 0;
            s.monOwner[i.a()] = NONE;
            s.status[t] = WAITING;
            s.pc[t]--; // stays at the WAIT until notified and the monitor is reacquired
            return List.of(s);
        }
        case NOTIFY -> {
            owns(s, t, i.a());
            List<Object> out = new ArrayList<>();
            for (int w = 0; w < s.status.length; w++) {
                if (s.status[w] == WAITING && code[w][s.pc[w]].a() == i.a()) {
                    State c = s.copy();
                    c.status[w] = NOTIFIED;
                    out.add(fold(c, t));
                }
            }
            if (out.isEmpty()) {
                out.add(fold(s, t));
            }
            return out;
        }
        case NOTIFYALL -> {
            owns(s, t, i.a());
            for (int w = 0; w < s.status.length; w++) {
                if (s.status[w] == WAITING && code[w][s.pc[w]].a() == i.a()) {
                    s.status[w] = NOTIFIED;
                }
            }
        }
        case START -> {
            if (s.status[i.a()] != NEW) {
                throw new IllegalStateException("thread started twice");
            }
            s.status[i.a()] = RUNNABLE;
            fold(s, i.a()); // its leading local instructions
        }
        case JOIN -> {
            // enabled only once the thread is not alive: nothing to do
        }
        case AGET -> r[i.a()] = s.mem[aiCell];
        case ASET -> s.mem[aiCell] = value(r, i.a(), i.b());
        case AINC -> r[i.a()] = ++s.mem[aiCell];
        case ACASC -> {
            boolean ok = s.mem[aiCell] == i.b();
            if (ok) {
                s.mem[aiCell] = i.c();
            }
            r[i.a()] = ok ? 1 : 0;
        }
        case ACASR -> {
            boolean ok = s.mem[aiCell] == r[i.b()];
            if (ok) {
                s.mem[aiCell] = r[i.c()];
            }
            r[i.a()] = ok ? 1 : 0;
        }
        case RLOCK -> {
            s.rlOwner = t;
            s.rlCount++;
        }
        case RUNLOCK -> {
            if (s.rlOwner != t) {
                throw new IllegalStateException("unlock by a thread that does not hold the lock");
            }
            if (--s.rlCount == 0) {
                s.rlOwner = NONE;
            }
        }
        case INIT -> {
            int state = s.cls[i.a()];
            if (state == 0) {
                s.cls[i.a()] = 2 + t; // this thread runs the initializer: fall through into it
            } else {
                s.pc[t] = i.b(); // done, or in progress by this thread (a recursive request): skip it
            }
        }
        case INITDONE -> s.cls[i.a()] = 1;
        case CHECK -> {
            boolean bad = (r[i.a()] == i.b()) == ((i.c() & 1) != 0) && (i.d() == NONE || r[i.d()] == i.e());
            if (bad) {
                return List.of((i.c() & 2) != 0 ? ASSERTION_ERROR : ILLEGAL_STATE, dying(s, t));
            }
        }
        default -> throw new IllegalStateException("local instruction as a step: " + i);
        }
        return List.of(fold(s, t));
    }

    /**
     * Thread t after a failed check: the exception unwinds it, releasing every monitor it holds (its synchronized
     * blocks) and the ReentrantLock (its finally clauses); its end, which a joiner sees, is then a step of its own.
     */
    private State dying(State s, int t) {
        for (int lock = 0; lock < s.monOwner.length; lock++) {
            if (s.monOwner[lock] == t) {
                s.monOwner[lock] = NONE;
                s.monCount[lock] = 0;
            }
        }
        if (s.rlOwner == t) {
            s.rlOwner = NONE;
            s.rlCount = 0;
        }
        s.pc[t] = code[t].length;
        return s;
    }

    /** Runs thread t's local instructions that follow, up to its next visible one or its end. */
    private State fold(State s, int t) {
        int[] r = s.regs[t];
        Ins[] c = code[t];
        while (s.pc[t] < c.length && c[s.pc[t]].local()) {
            Ins i = c[s.pc[t]++];
            switch (i.op()) {
            case SET -> r[i.a()] = value(r, i.b(), i.c());
            case ADD3 -> r[i.a()] = r[i.b()] + r[i.c()] + i.d();
            case EQ -> r[i.a()] = r[i.b()] == r[i.c()] ? 1 : 0;
            case JUMP -> s.pc[t] = i.a();
            case JIF -> {
                int v = r[i.a()];
                boolean jump = i.b() == EQUAL ? v == i.c() : i.b() == NOT_EQUAL ? v != i.c() : v >= i.c();
                if (jump) {
                    s.pc[t] = i.d();
                }
            }
            case NEW -> {
                int base = s.mem.length;
                s.mem = Arrays.copyOf(s.mem, base + 2);
                r[i.a()] = base;
            }
            default -> throw new IllegalStateException(String.valueOf(i));
            }
        }
        return s;
    }

    private static int value(int[] r, int src, int plus) {
        return (src == NONE ? 0 : r[src]) + plus;
    }

    private static void owns(State s, int t, int lock) {
        if (s.monOwner[lock] != t) {
            throw new IllegalStateException("thread " + t + " does not own L" + lock);
        }
    }
}
