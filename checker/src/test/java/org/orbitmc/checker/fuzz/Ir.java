package org.orbitmc.checker.fuzz;

import java.util.ArrayList;
import java.util.List;

/**
 * The fuzzer's intermediate representation of a small concurrent program: one class {@code Fz} with shared
 * static ints {@code g<i>}, shared {@code int[2]} arrays {@code a<i>}, lock objects {@code L<i>}, one
 * {@code AtomicInteger AI}, one {@code ReentrantLock RL}, a class {@code Box} with a final and a plain field
 * (its constructor may let {@code this} escape into {@code esc} first), nested classes {@code K<i>} with a
 * static field {@code s} and a static initializer, and threads: thread 0 is {@code main}, the others are started
 * by main. Every thread has three int registers {@code r0..r2}.
 *
 * <p>{@link JavaPrinter} prints it as Java; {@link ReferenceExplorer} interprets it on its own. Well-formedness
 * ({@link #check}) keeps both meanings defined: wait/notify only inside {@code synchronized} on the same lock,
 * checks only where no lock is held, each other thread started exactly once by main at top level.
 */
final class Ir {
    static final int REGISTERS = 3;
    /** Upper bounds on the indices the generator uses (the reference explorer lays out memory by them). */
    static final int MAX_G = 4;
    static final int MAX_ARRAYS = 3;
    static final int MAX_LOCKS = 3;

    private Ir() {
    }

    /** A shared int location. */
    sealed interface Loc permits G, A, K {
    }

    /** Static field {@code Fz.g<i>}. */
    record G(int i) implements Loc {
    }

    /** Element {@code Fz.a<arr>[idx]} of a shared {@code int[2]}. */
    record A(int arr, int idx) implements Loc {
    }

    /** Static field {@code K<k>.s}: its first access initializes class {@code K<k>} (JVMS §5.5). */
    record K(int k) implements Loc {
    }

    /** A value to store: a constant or a register plus a constant. */
    sealed interface Val permits Const, RegPlus {
    }

    record Const(int c) implements Val {
    }

    record RegPlus(int reg, int plus) implements Val {
    }

    sealed interface Stmt permits Read, Write, Sync, WaitWhile, Notify, Loop, Start, Join, AGet, ASet, AInc, ACas, AUpdate,
            RLock, NewBox, ReadBox, Copy, CloneRead, Check {
    }

    /** {@code r<reg> = loc;} */
    record Read(int reg, Loc loc) implements Stmt {
    }

    /** {@code loc = v;} */
    record Write(Loc loc, Val v) implements Stmt {
    }

    /** {@code synchronized (L<lock>) { body }} */
    record Sync(int lock, List<Stmt> body) implements Stmt {
    }

    /** {@code while (loc != value) L<lock>.wait();} inside {@code synchronized (L<lock>)}. */
    record WaitWhile(int lock, Loc loc, int value) implements Stmt {
    }

    /** {@code L<lock>.notify();} or {@code notifyAll()}, inside {@code synchronized (L<lock>)}. */
    record Notify(int lock, boolean all) implements Stmt {
    }

    /** {@code for (int i = 0; i < times; i++) { body }} */
    record Loop(int times, List<Stmt> body) implements Stmt {
    }

    /** {@code t<thread>.start();} (main only). */
    record Start(int thread) implements Stmt {
    }

    /** {@code t<thread>.join();} */
    record Join(int thread) implements Stmt {
    }

    /** {@code r<reg> = AI.get();} */
    record AGet(int reg) implements Stmt {
    }

    /** {@code AI.set(v);} */
    record ASet(Val v) implements Stmt {
    }

    /** {@code r<reg> = AI.incrementAndGet();} */
    record AInc(int reg) implements Stmt {
    }

    /** {@code r<reg> = AI.compareAndSet(expect, update) ? 1 : 0;} */
    record ACas(int reg, int expect, int update) implements Stmt {
    }

    /**
     * {@code r<reg> = AI.updateAndGet(x -> { int q = read; write = x; return x + q + add; });} where a null
     * {@code read} is 0 and a null {@code write} is no store. Both are {@link G} locations.
     */
    record AUpdate(int reg, G read, G write, int add) implements Stmt {
    }

    /** {@code RL.lock(); try { body } finally { RL.unlock(); }} */
    record RLock(List<Stmt> body) implements Stmt {
    }

    /** {@code box = new Box(value);} */
    record NewBox(int value) implements Stmt {
    }

    /**
     * {@code { Box b = esc|box; r<betweenReg> = between; r<reg> = b == null ? -1 : b.f|b.v; }}, the read in between
     * only when {@code between} is not null (it separates reading the reference from reading the field).
     */
    record ReadBox(int reg, boolean fromEsc, boolean finalField, int betweenReg, G between) implements Stmt {
    }

    /** {@code System.arraycopy(a<src>, 0, a<dst>, 0, 2);} */
    record Copy(int src, int dst) implements Stmt {
    }

    /** {@code { int[] c = a<arr>.clone(); r<regA> = c[0]; r<regB> = c[1]; }} */
    record CloneRead(int arr, int regA, int regB) implements Stmt {
    }

    /**
     * Fails when {@code r<reg> == value} ({@code failIfEqual}) or {@code !=}, and also {@code r<andReg> == andValue}
     * unless {@code andReg} is -1: with {@code assert} (AssertionError) or {@code if (...) throw new
     * IllegalStateException()}.
     */
    record Check(int reg, int value, boolean failIfEqual, boolean useAssert, int andReg, int andValue) implements Stmt {
        Check(int reg, int value, boolean failIfEqual, boolean useAssert) {
            this(reg, value, failIfEqual, useAssert, -1, 0);
        }
    }

    /** One thread; thread 0 (main) is never a daemon. */
    record ThreadDef(boolean daemon, List<Stmt> body) {
    }

    /**
     * A program.
     *
     * @param boxEscapes   Box's constructor stores {@code this} into {@code esc} before its field writes
     * @param boxFinalFirst Box's constructor writes {@code f} before {@code v}
     * @param boxCtorWrite  a shared int Box's constructor sets to its argument after the escape and before the
     *                      field writes, or null
     * @param clinits      the static initializer of each {@code K<i>}: reads and writes of shared ints,
     *                     {@code synchronized} blocks (no checks, waits or thread operations)
     * @param cells        how the Java text shows shared ints {@code G} and locks (the semantics is the same): 0, as
     *                     statics {@code g<i>} and objects {@code L<i>}; otherwise as fields {@code C.g<i>} of one shared
     *                     object and locks named from it, its own monitor or one in its final fields ({@code C.m},
     *                     {@code C.n.k}), in two orders (1 and 2): what lock expressions (vm/LockExpressions) judge
     */
    record Program(boolean boxEscapes, boolean boxFinalFirst, G boxCtorWrite, List<List<Stmt>> clinits,
            List<ThreadDef> threads, int cells) {
        Program {
            clinits = List.copyOf(clinits.stream().map(List::copyOf).toList());
            threads = List.copyOf(threads);
        }

        /** With shared ints as statics and locks as static objects. */
        Program(boolean boxEscapes, boolean boxFinalFirst, G boxCtorWrite, List<List<Stmt>> clinits, List<ThreadDef> threads) {
            this(boxEscapes, boxFinalFirst, boxCtorWrite, clinits, threads, 0);
        }
    }

    /** Throws IllegalArgumentException when the program is not well formed (see the class comment). */
    static void check(Program p) {
        int n = p.threads().size();
        if (n < 1 || p.threads().get(0).daemon()) {
            throw new IllegalArgumentException("thread 0 must be a non-daemon main");
        }
        int[] starts = new int[n];
        for (int t = 0; t < n; t++) {
            checkBody(p, p.threads().get(t).body(), t, List.of(), false, 0, starts, true);
        }
        for (int t = 1; t < n; t++) {
            if (starts[t] != 1) {
                throw new IllegalArgumentException("thread " + t + " started " + starts[t] + " times");
            }
        }
        for (List<Stmt> c : p.clinits()) {
            checkBody(p, c, -1, List.of(), false, 0, starts, false);
        }
    }

    private static void checkBody(Program p, List<Stmt> body, int thread, List<Integer> held, boolean rlock, int loops,
            int[] starts, boolean top) {
        for (Stmt s : body) {
            if (s instanceof Sync y) {
                List<Integer> h = new ArrayList<>(held);
                h.add(y.lock());
                checkBody(p, y.body(), thread, h, rlock, loops, starts, false);
            } else if (s instanceof RLock r) {
                need(thread >= 0, "lock in an initializer");
                checkBody(p, r.body(), thread, held, true, loops, starts, false);
            } else if (s instanceof Loop l) {
                need(loops == 0 && thread >= 0, "nested loop or loop in an initializer");
                checkBody(p, l.body(), thread, held, rlock, loops + 1, starts, top);
            } else if (s instanceof WaitWhile w) {
                need(thread >= 0 && held.contains(w.lock()), "wait outside synchronized");
            } else if (s instanceof Notify no) {
                need(held.contains(no.lock()), "notify outside synchronized");
            } else if (s instanceof Start st) {
                need(thread == 0 && top && loops == 0 && st.thread() > 0 && st.thread() < p.threads().size(), "bad start");
                starts[st.thread()]++;
            } else if (s instanceof Join j) {
                need(thread >= 0 && j.thread() != thread && j.thread() > 0 && j.thread() < p.threads().size(), "bad join");
            } else if (s instanceof Check) {
                need(thread >= 0 && held.isEmpty() && !rlock, "check where a lock is held or in an initializer");
            } else if (s instanceof Write w && w.loc() instanceof K k) {
                need(k.k() < p.clinits().size(), "no class K" + k.k());
            } else if (s instanceof Read r && r.loc() instanceof K k) {
                need(k.k() < p.clinits().size(), "no class K" + k.k());
            } else if (s instanceof AGet || s instanceof ASet || s instanceof AInc || s instanceof ACas || s instanceof AUpdate
                    || s instanceof NewBox || s instanceof ReadBox || s instanceof CloneRead) {
                need(thread >= 0, "only reads, writes and synchronized in an initializer");
            } else if (s instanceof Copy c) {
                need(thread >= 0 && c.src() != c.dst(), "bad arraycopy");
            }
        }
    }

    private static void need(boolean ok, String what) {
        if (!ok) {
            throw new IllegalArgumentException(what);
        }
    }
}
