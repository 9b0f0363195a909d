package org.orbitmc.checker.fuzz;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.Set;

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
import org.orbitmc.checker.fuzz.Ir.ThreadDef;
import org.orbitmc.checker.fuzz.Ir.Val;
import org.orbitmc.checker.fuzz.Ir.WaitWhile;
import org.orbitmc.checker.fuzz.Ir.Write;

/** Random well-formed programs from a seed; every language feature can be switched off. */
final class Generator {
    /** The features a program may use. Shared ints, {@code synchronized} and the other basics are always on. */
    enum Feature {
        WAIT_NOTIFY, JOIN, ATOMIC, ATOMIC_UPDATE, REENTRANT_LOCK, CLASS_INIT, FINALS, ESCAPE, ARRAYS, ARRAYCOPY, CLONE, DAEMON,
        ASSERT, ISE, LOOPS, CELLS;

        /** {@code wait-notify} for {@link #WAIT_NOTIFY}. */
        String text() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }

        static Feature parse(String text) {
            return valueOf(text.toUpperCase(Locale.ROOT).replace('-', '_'));
        }
    }

    /**
     * @param features    what programs may use
     * @param maxThreads  threads besides main: 1 up to this
     * @param maxStmts    top-level statements per thread: 1 up to this
     */
    record Config(Set<Feature> features, int maxThreads, int maxStmts) {
        static Config all() {
            return new Config(EnumSet.allOf(Feature.class), 2, 4);
        }

        Config without(Feature... off) {
            Set<Feature> f = EnumSet.copyOf(features);
            for (Feature x : off) {
                f.remove(x);
            }
            return new Config(f, maxThreads, maxStmts);
        }

        boolean has(Feature f) {
            return features.contains(f);
        }
    }

    private final Config config;
    private final Random rnd;
    /** {@link Program#cells}: drawn first, from a stream of its own (it shapes the program: locked increments). */
    private final int cells;
    private int threads;
    private int gs;
    private int locks;
    private int classes;
    private boolean escapes;
    private G ctorWrite;

    private Generator(Config config, long seed) {
        this.config = config;
        // Scrambled first: java.util.Random's first draws are nearly the same for consecutive seeds (every seed from
        // 1,000,000 to 1,000,099 drew the same thread count), and a campaign walks consecutive seeds.
        this.rnd = new Random(new SplittableRandom(seed).nextLong());
        this.cells = config.has(Feature.CELLS) ? new SplittableRandom(~seed).nextInt(3) : 0;
    }

    static Program generate(Config config, long seed) {
        Program p = new Generator(config, seed).program();
        Ir.check(p);
        return p;
    }

    private Program program() {
        threads = 1 + 1 + rnd.nextInt(config.maxThreads());
        gs = 2 + rnd.nextInt(Ir.MAX_G - 1);
        locks = 1 + rnd.nextInt(Ir.MAX_LOCKS - 1);
        classes = config.has(Feature.CLASS_INIT) ? 1 + rnd.nextInt(2) : 0;
        escapes = config.has(Feature.ESCAPE) && rnd.nextBoolean();
        G watched = null;
        if (cells != 0 && rnd.nextBoolean() && config.has(Feature.JOIN) && (config.has(Feature.ASSERT) || config.has(Feature.ISE))) {
            // A torn update that lock expressions must not hide, on a cell of its own (no other statement touches it):
            // main increments it under a lock named from it right after its starts; a worker writes 2 there without the
            // lock; main, having joined every worker, fails on 1, which only that write between main's locked read and
            // write leaves. The worker's write follows a visible operation of its own (an empty synchronized block: a
            // thread's first shared access is recorded as it starts), so that the search's first path, main going on
            // past its starts, records the locked increment first and the field takes its expressions; the unlocked
            // write must then take them away. A lost-update pair (an unlocked increment against the locked one) did not
            // catch a mutant that kept them: the unlocked read and write, each a step of its own, lose the update with
            // the locked increment whole between them (docs/fuzz-findings.md, "Mutant campaigns").
            gs--;
            watched = new G(gs);
        }
        ctorWrite = escapes && rnd.nextBoolean() ? new G(rnd.nextInt(gs)) : null;
        List<List<Stmt>> clinits = new ArrayList<>();
        for (int k = 0; k < classes; k++) {
            clinits.add(clinit(k));
        }
        List<List<Stmt>> bodies = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            bodies.add(body(t, 1 + rnd.nextInt(config.maxStmts()), 0, List.of(), false));
        }
        if (config.has(Feature.WAIT_NOTIFY) && rnd.nextInt(3) > 0) {
            waitNotifyPair(bodies);
        }
        Sync torn = null;
        if (watched != null) {
            int reg = rnd.nextInt(Ir.REGISTERS);
            torn = new Sync(rnd.nextInt(locks), List.of(new Read(reg, watched), new Write(watched, new RegPlus(reg, 1))));
            List<Stmt> b = bodies.get(1 + rnd.nextInt(threads - 1));
            b.addAll(rnd.nextInt(b.size() + 1), List.of(new Sync(rnd.nextInt(locks), List.of()), new Write(watched, new Const(2))));
        }
        if (config.has(Feature.FINALS) && rnd.nextBoolean()) { // a Box built in one thread, read in another
            int builder = rnd.nextInt(threads);
            int reader = (builder + 1 + rnd.nextInt(threads - 1)) % threads;
            insert(bodies.get(builder), new NewBox(1 + rnd.nextInt(2)));
            int reg = rnd.nextInt(Ir.REGISTERS);
            int other = (reg + 1) % Ir.REGISTERS;
            G between = ctorWrite != null ? ctorWrite : rnd.nextBoolean() ? new G(rnd.nextInt(gs)) : null;
            List<Stmt> read = new ArrayList<>();
            read.add(new ReadBox(reg, escapes, rnd.nextInt(3) > 0, other, between));
            boolean useAssert = config.has(Feature.ASSERT) && (!config.has(Feature.ISE) || rnd.nextBoolean());
            if (between != null && (useAssert || config.has(Feature.ISE))) { // "int still 0, field already set"
                read.add(new Check(other, 0, true, useAssert, reg, 1 + rnd.nextInt(2)));
            } else {
                check(read, reg);
            }
            bodies.get(reader).addAll(rnd.nextInt(bodies.get(reader).size() + 1), read);
        }
        if (classes > 0) { // first accesses from several threads are what class initialization is about
            for (List<Stmt> b : bodies) {
                if (rnd.nextBoolean()) {
                    insert(b, new Read(rnd.nextInt(Ir.REGISTERS), new K(rnd.nextInt(classes))));
                }
            }
        }
        List<Stmt> main = bodies.get(0);
        List<Stmt> tail = new ArrayList<>();
        if (torn != null) {
            tail.add(torn);
            for (int t = 1; t < threads; t++) {
                tail.add(new Join(t));
            }
            int reg = rnd.nextInt(Ir.REGISTERS);
            tail.add(new Read(reg, watched));
            boolean useAssert = config.has(Feature.ASSERT) && (!config.has(Feature.ISE) || rnd.nextBoolean());
            tail.add(new Check(reg, 1, true, useAssert));
        } else if (config.has(Feature.JOIN) && rnd.nextBoolean()) {
            for (int t = 1; t < threads; t++) {
                if (rnd.nextInt(3) > 0) {
                    tail.add(new Join(t));
                }
            }
            int reg = rnd.nextInt(Ir.REGISTERS);
            tail.add(new Read(reg, new G(rnd.nextInt(gs))));
            check(tail, reg);
        }
        for (int t = 1; t < threads; t++) { // starts in order, at random places, before main's tail
            int lastStart = 0;
            for (int i = 0; i < main.size(); i++) {
                if (main.get(i) instanceof Start) {
                    lastStart = i + 1;
                }
            }
            main.add(lastStart + rnd.nextInt(main.size() - lastStart + 1), new Start(t));
        }
        main.addAll(tail);
        List<ThreadDef> defs = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            boolean daemon = t > 0 && config.has(Feature.DAEMON) && rnd.nextInt(4) == 0;
            defs.add(new ThreadDef(daemon, bodies.get(t)));
        }
        return new Program(escapes, rnd.nextBoolean(), ctorWrite, clinits, defs, cells);
    }

    /** A waiter in one thread, and in another the write that satisfies it and a notify (or none, sometimes). */
    private void waitNotifyPair(List<List<Stmt>> bodies) {
        int lock = rnd.nextInt(locks);
        G g = new G(rnd.nextInt(gs));
        int value = 1 + rnd.nextInt(2);
        int waiter = rnd.nextInt(threads);
        int notifier = (waiter + 1 + rnd.nextInt(threads - 1)) % threads;
        List<Stmt> wait = new ArrayList<>();
        wait.add(new WaitWhile(lock, g, value));
        if (rnd.nextBoolean()) {
            wait.add(new Write(g, new Const(0)));
        }
        insert(bodies.get(waiter), new Sync(lock, wait));
        List<Stmt> notify = new ArrayList<>();
        notify.add(new Write(g, new Const(value)));
        if (rnd.nextInt(5) > 0) {
            notify.add(new Notify(lock, rnd.nextBoolean()));
        }
        insert(bodies.get(notifier), new Sync(lock, notify));
    }

    private void insert(List<Stmt> body, Stmt s) {
        body.add(rnd.nextInt(body.size() + 1), s);
    }

    /** Reads and writes of shared ints, of its own static and (more often) of another class's, a lock. */
    private List<Stmt> clinit(int k) {
        List<Stmt> body = new ArrayList<>();
        int n = 1 + rnd.nextInt(2);
        for (int i = 0; i < n; i++) {
            K other = new K(classes > 1 ? (k + 1 + rnd.nextInt(classes - 1)) % classes : k);
            switch (rnd.nextInt(7)) {
            case 0 -> body.add(new Write(new G(rnd.nextInt(gs)), value(true)));
            case 1 -> body.add(new Read(rnd.nextInt(Ir.REGISTERS), new G(rnd.nextInt(gs))));
            case 2 -> body.add(new Write(new K(k), value(true)));
            case 3, 4 -> body.add(new Read(rnd.nextInt(Ir.REGISTERS), other));
            case 5 -> body.add(new Write(other, value(true)));
            default -> body.add(new Sync(rnd.nextInt(locks), List.of(new Write(new G(rnd.nextInt(gs)), value(true)))));
            }
        }
        return body;
    }

    private List<Stmt> body(int thread, int n, int depth, List<Integer> held, boolean inLoop) {
        List<Stmt> body = new ArrayList<>();
        while (body.size() < n) {
            stmt(body, thread, depth, held, inLoop);
        }
        return body;
    }

    private void stmt(List<Stmt> out, int thread, int depth, List<Integer> held, boolean inLoop) {
        boolean top = held.isEmpty() && depth == 0;
        int reg = rnd.nextInt(Ir.REGISTERS);
        switch (rnd.nextInt(17)) {
        case 0, 1 -> out.add(new Read(reg, loc()));
        case 2, 3 -> out.add(new Write(loc(), value(false)));
        case 4 -> { // an increment: read, then write
            Loc l = loc();
            List<Stmt> increment = List.of(new Read(reg, l), new Write(l, new RegPlus(reg, 1)));
            if (cells != 0 && l instanceof G && depth < 2 && rnd.nextBoolean()) {
                // Shared ints shown as an object's fields: mostly incremented under a lock named from it, the idiom lock
                // expressions judge (and that an unlocked access elsewhere breaks).
                out.add(new Sync(rnd.nextInt(locks), increment));
            } else {
                out.addAll(increment);
            }
        }
        case 5 -> {
            if (depth < 2) {
                int lock = rnd.nextInt(locks);
                List<Integer> h = new ArrayList<>(held);
                h.add(lock);
                List<Stmt> b = body(thread, 1 + rnd.nextInt(2), depth + 1, h, inLoop);
                if (config.has(Feature.WAIT_NOTIFY) && rnd.nextInt(3) == 0) {
                    b.add(new Notify(lock, rnd.nextBoolean()));
                }
                out.add(new Sync(lock, b));
            }
        }
        case 6 -> {
            if (config.has(Feature.LOOPS) && depth == 0 && !inLoop) {
                out.add(new Loop(2, body(thread, 1 + rnd.nextInt(2), depth + 1, held, true)));
            }
        }
        case 7 -> {
            if (config.has(Feature.ATOMIC)) {
                switch (rnd.nextInt(4)) {
                case 0 -> out.add(new AGet(reg));
                case 1 -> out.add(new ASet(value(false)));
                case 2 -> out.add(new AInc(reg));
                default -> out.add(new ACas(reg, rnd.nextInt(3), rnd.nextInt(3)));
                }
            }
        }
        case 8 -> {
            if (config.has(Feature.ATOMIC_UPDATE)) {
                G read = rnd.nextBoolean() ? new G(rnd.nextInt(gs)) : null;
                G write = rnd.nextBoolean() ? new G(rnd.nextInt(gs)) : null;
                out.add(new AUpdate(reg, read, write, rnd.nextInt(2)));
            }
        }
        case 9 -> {
            if (config.has(Feature.REENTRANT_LOCK) && depth < 2) {
                out.add(new RLock(body(thread, 1 + rnd.nextInt(2), depth + 1, held, inLoop)));
            }
        }
        case 10 -> {
            if (classes > 0) {
                K k = new K(rnd.nextInt(classes));
                out.add(rnd.nextBoolean() ? new Read(reg, k) : new Write(k, value(true)));
            }
        }
        case 11 -> {
            if (config.has(Feature.FINALS)) {
                if (rnd.nextBoolean()) {
                    out.add(new NewBox(1 + rnd.nextInt(2)));
                } else {
                    // half the time the int the constructor writes after letting this escape: reading it between
                    // the reference and the field tells whether the field was read in a step of its own
                    G between = ctorWrite != null && rnd.nextBoolean() ? ctorWrite
                            : rnd.nextBoolean() ? new G(rnd.nextInt(gs)) : null;
                    out.add(new ReadBox(reg, config.has(Feature.ESCAPE) && rnd.nextBoolean(), rnd.nextInt(3) > 0,
                            (reg + 1) % Ir.REGISTERS, between));
                    if (between != null && top && rnd.nextBoolean()) { // a check on both values read
                        boolean useAssert = config.has(Feature.ASSERT) && (!config.has(Feature.ISE) || rnd.nextBoolean());
                        if (useAssert || config.has(Feature.ISE)) {
                            boolean stale = rnd.nextBoolean(); // "int still 0 but field already set": a value Box got
                            out.add(new Check((reg + 1) % Ir.REGISTERS, stale ? 0 : rnd.nextInt(3), stale || rnd.nextBoolean(),
                                    useAssert, reg, stale ? 1 + rnd.nextInt(2) : rnd.nextInt(3)));
                        }
                    }
                }
            }
        }
        case 12 -> {
            if (config.has(Feature.ARRAYCOPY)) {
                int src = rnd.nextInt(2);
                out.add(new Copy(src, 1 - src));
            }
        }
        case 13 -> {
            if (config.has(Feature.CLONE)) {
                out.add(new CloneRead(rnd.nextInt(2), reg, (reg + 1) % Ir.REGISTERS));
            }
        }
        case 14, 15 -> {
            if (top) {
                check(out, reg);
            }
        }
        default -> {
            if (config.has(Feature.JOIN) && thread > 0 && threads > 2) {
                int other = 1 + rnd.nextInt(threads - 1);
                if (other != thread) {
                    out.add(new Join(other));
                }
            }
        }
        }
    }

    private void check(List<Stmt> out, int reg) {
        boolean useAssert = config.has(Feature.ASSERT) && (!config.has(Feature.ISE) || rnd.nextBoolean());
        if (useAssert || config.has(Feature.ISE)) {
            out.add(new Check(reg, rnd.nextInt(3), rnd.nextBoolean(), useAssert));
        }
    }

    private Loc loc() {
        if (config.has(Feature.ARRAYS) && rnd.nextInt(4) == 0) {
            return new A(rnd.nextInt(2), rnd.nextInt(2));
        }
        return new G(rnd.nextInt(gs));
    }

    private Val value(boolean constantOnly) {
        return constantOnly || rnd.nextBoolean() ? new Const(rnd.nextInt(3)) : new RegPlus(rnd.nextInt(Ir.REGISTERS), 1);
    }
}
