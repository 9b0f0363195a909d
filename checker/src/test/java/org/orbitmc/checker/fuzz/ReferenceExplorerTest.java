package org.orbitmc.checker.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.orbitmc.checker.fuzz.Ir.Check;
import org.orbitmc.checker.fuzz.Ir.CloneRead;
import org.orbitmc.checker.fuzz.Ir.Const;
import org.orbitmc.checker.fuzz.Ir.G;
import org.orbitmc.checker.fuzz.Ir.A;
import org.orbitmc.checker.fuzz.Ir.Join;
import org.orbitmc.checker.fuzz.Ir.K;
import org.orbitmc.checker.fuzz.Ir.NewBox;
import org.orbitmc.checker.fuzz.Ir.Notify;
import org.orbitmc.checker.fuzz.Ir.Program;
import org.orbitmc.checker.fuzz.Ir.Read;
import org.orbitmc.checker.fuzz.Ir.ReadBox;
import org.orbitmc.checker.fuzz.Ir.RegPlus;
import org.orbitmc.checker.fuzz.Ir.Start;
import org.orbitmc.checker.fuzz.Ir.Stmt;
import org.orbitmc.checker.fuzz.Ir.Sync;
import org.orbitmc.checker.fuzz.Ir.ThreadDef;
import org.orbitmc.checker.fuzz.Ir.WaitWhile;
import org.orbitmc.checker.fuzz.Ir.Write;

/** The oracle on programs whose outcomes are known by hand: each semantic rule it implements, both ways. */
class ReferenceExplorerTest {
    private static final Set<String> NONE = Set.of();
    private static final Set<String> DEADLOCK = Set.of(ReferenceExplorer.DEADLOCK);
    private static final Set<String> AE = Set.of(ReferenceExplorer.ASSERTION_ERROR);
    private static final Set<String> ISE = Set.of(ReferenceExplorer.ILLEGAL_STATE);

    @SafeVarargs
    private static Set<String> kinds(List<List<Stmt>> clinits, boolean[] daemons, List<Stmt>... threads) {
        List<ThreadDef> ts = new ArrayList<>();
        for (int t = 0; t < threads.length; t++) {
            ts.add(new ThreadDef(daemons != null && daemons[t], threads[t]));
        }
        ReferenceExplorer.Result r = ReferenceExplorer.explore(new Program(true, false, null, clinits, ts), 1_000_000);
        assertTrue(r.complete());
        return r.kinds();
    }

    @SafeVarargs
    private static Set<String> kinds(List<Stmt>... threads) {
        return kinds(List.of(), null, threads);
    }

    private static List<Stmt> incr() {
        return List.of(new Read(0, new G(0)), new Write(new G(0), new RegPlus(0, 1)));
    }

    @Test
    void lostUpdateOnlyWithoutLock() {
        List<Stmt> main = List.of(new Start(1), new Read(0, new G(0)), new Write(new G(0), new RegPlus(0, 1)), new Join(1),
                new Read(1, new G(0)), new Check(1, 2, false, true));
        assertEquals(AE, kinds(main, incr()));
        List<Stmt> locked = List.of(new Start(1), new Sync(0, incr()), new Join(1), new Read(1, new G(0)),
                new Check(1, 2, false, false));
        assertEquals(NONE, kinds(locked, List.of(new Sync(0, incr()))));
        assertEquals(ISE, kinds(List.of(new Start(1), new Sync(0, incr()), new Read(1, new G(0)), new Check(1, 2, false,
                false)), List.of(new Sync(0, incr()))));
    }

    @Test
    void lockOrderDeadlocksAndReentryDoesNot() {
        List<Stmt> ab = List.of(new Sync(0, List.of(new Sync(1, List.of(new Write(new G(0), new Const(1)))))));
        List<Stmt> ba = List.of(new Sync(1, List.of(new Sync(0, List.of(new Write(new G(0), new Const(2)))))));
        List<Stmt> main = new ArrayList<>(List.of(new Start(1)));
        main.addAll(ab);
        assertEquals(DEADLOCK, kinds(main, ba));
        List<Stmt> reentrant = List.of(new Start(1), new Sync(0, List.of(new Sync(0, List.of(new Write(new G(0),
                new Const(1)))))));
        assertEquals(NONE, kinds(reentrant, ab));
    }

    @Test
    void waitNeedsNotifyAndReleasesTheMonitor() {
        List<Stmt> waiter = List.of(new Start(1), new Sync(0, List.of(new WaitWhile(0, new G(0), 1))));
        List<Stmt> setter = List.of(new Sync(0, List.of(new Write(new G(0), new Const(1)), new Notify(0, false))));
        assertEquals(NONE, kinds(waiter, setter));
        List<Stmt> silent = List.of(new Sync(0, List.of(new Write(new G(0), new Const(1)))));
        assertEquals(DEADLOCK, kinds(waiter, silent)); // the waiter waits before the write: nobody wakes it
        // notify wakes one waiter: with two waiters and one notify, the other may wait forever
        List<Stmt> twoWaiters = List.of(new Start(1), new Start(2), new Sync(0, List.of(new Write(new G(0), new Const(1)),
                new Notify(0, false))));
        List<Stmt> w = List.of(new Sync(0, List.of(new WaitWhile(0, new G(0), 1))));
        assertEquals(DEADLOCK, kinds(twoWaiters, w, w));
        List<Stmt> all = List.of(new Start(1), new Start(2), new Sync(0, List.of(new Write(new G(0), new Const(1)),
                new Notify(0, true))));
        assertEquals(NONE, kinds(all, w, w));
    }

    @Test
    void classInitializationCycleDeadlocksOnlyAcrossThreads() {
        List<List<Stmt>> clinits = List.of(List.of(new Read(0, new K(1))), List.of(new Read(0, new K(0))));
        assertEquals(DEADLOCK, kinds(clinits, null, List.of(new Start(1), new Read(0, new K(0))), List.of(new Read(0,
                new K(1)))));
        assertEquals(NONE, kinds(clinits, null, List.of(new Read(0, new K(0)), new Read(0, new K(1)))));
        // another thread's initializer is waited for: K0's value is never seen half-built
        List<List<Stmt>> slow = List.of(List.of(new Write(new K(0), new Const(1)), new Write(new K(0), new Const(2))));
        assertEquals(NONE, kinds(slow, null, List.of(new Start(1), new Read(0, new K(0)), new Check(0, 2, false, true)),
                List.of(new Read(0, new K(0)), new Check(0, 2, false, true))));
        // ... but a plain read of what the initializer writes elsewhere can be
        List<List<Stmt>> sideEffect = List.of(List.of(new Write(new G(0), new Const(1)), new Write(new G(0), new Const(2))));
        assertEquals(AE, kinds(sideEffect, null, List.of(new Start(1), new Read(0, new K(0))), List.of(new Read(0, new G(0)),
                new Check(0, 1, true, true))));
    }

    @Test
    void aStaticInitializerHasItsOwnLocals() {
        // found by the fuzzer in the reference itself: an inlined initializer wrote the thread's r2
        List<List<Stmt>> clinits = List.of(List.of(new Read(2, new G(1))));
        assertEquals(NONE, kinds(clinits, null, List.of(new Write(new G(1), new Const(2)), new Start(1)), List.of(new Read(1,
                new K(0)), new Check(2, 0, false, false))));
    }

    @Test
    void escapedThisShowsTheFinalFieldUnset() {
        List<Stmt> main = List.of(new Start(1), new NewBox(1));
        assertEquals(AE, kinds(main, List.of(new ReadBox(0, true, true, 1, null), new Check(0, 0, true, true))));
        assertEquals(NONE, kinds(main, List.of(new ReadBox(0, false, true, 1, null), new Check(0, 0, true, true))));
        // the final field read after another read: g0 == 0 (read before the constructor set it) and f == 1 (read
        // after the constructor wrote it) only when the field read is a step of its own
        Program split = new Program(true, true, new G(0), List.of(), List.of(new ThreadDef(false, main), new ThreadDef(false,
                List.of(new ReadBox(0, true, true, 1, new G(0)), new Check(1, 0, false, false), new Check(0, 1, true, true)))));
        assertEquals(Set.of(ReferenceExplorer.ASSERTION_ERROR, ReferenceExplorer.ILLEGAL_STATE),
                ReferenceExplorer.explore(split, 100_000).kinds());
        // the same as one check (fails only when g0 read 0 and f read 1): the only error, reachable
        Program both = new Program(true, true, new G(0), List.of(), List.of(new ThreadDef(false, main), new ThreadDef(false,
                List.of(new ReadBox(0, true, true, 1, new G(0)), new Check(1, 0, true, true, 0, 1)))));
        assertEquals(AE, ReferenceExplorer.explore(both, 100_000).kinds());
    }

    @Test
    void daemonsRunOnAfterMainAndNeverDeadlock() {
        List<Stmt> main = List.of(new Start(1));
        assertEquals(ISE, kinds(List.of(), new boolean[] {false, true}, main, List.of(new Read(0, new G(0)),
                new Check(0, 0, true, false))));
        assertEquals(NONE, kinds(List.of(), new boolean[] {false, true}, main, List.of(new Sync(0, List.of(
                new WaitWhile(0, new G(0), 1))))));
        assertEquals(DEADLOCK, kinds(List.of(), new boolean[] {false, false}, main, List.of(new Sync(0, List.of(
                new WaitWhile(0, new G(0), 1))))));
    }

    @Test
    void cloneReadsElementByElement() {
        List<Stmt> writer = List.of(new Write(new A(0, 0), new Const(1)), new Write(new A(0, 1), new Const(1)));
        // ISE when c[0] != 0; AssertionError only for the torn copy c[0] == 0, c[1] == 1
        List<Stmt> main = List.of(new Start(1), new CloneRead(0, 0, 1), new Check(0, 0, false, false), new Check(1, 1, true,
                true));
        assertEquals(Set.of(ReferenceExplorer.ASSERTION_ERROR, ReferenceExplorer.ILLEGAL_STATE), kinds(main, writer));
        List<Stmt> whole = List.of(new Start(1), new Join(1), new CloneRead(0, 0, 1), new Check(0, 1, false, true));
        assertEquals(NONE, kinds(whole, writer));
    }
}
