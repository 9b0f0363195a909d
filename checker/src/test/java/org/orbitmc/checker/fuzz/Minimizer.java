package org.orbitmc.checker.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import org.orbitmc.checker.fuzz.Ir.Join;
import org.orbitmc.checker.fuzz.Ir.K;
import org.orbitmc.checker.fuzz.Ir.Loop;
import org.orbitmc.checker.fuzz.Ir.Program;
import org.orbitmc.checker.fuzz.Ir.RLock;
import org.orbitmc.checker.fuzz.Ir.Read;
import org.orbitmc.checker.fuzz.Ir.Start;
import org.orbitmc.checker.fuzz.Ir.Stmt;
import org.orbitmc.checker.fuzz.Ir.Sync;
import org.orbitmc.checker.fuzz.Ir.ThreadDef;
import org.orbitmc.checker.fuzz.Ir.Write;

/**
 * Delta debugging of a program while a finding persists: greedily drops threads, classes and statements,
 * replaces a block by its body, and clears the daemon and escape flags, keeping each change that leaves a
 * well-formed program on which the finding still shows, until no single change does.
 */
final class Minimizer {
    private Minimizer() {
    }

    static Program minimize(Program p, Predicate<Program> stillFails) {
        Program current = p;
        boolean changed = true;
        while (changed) {
            changed = false;
            for (Program c : candidates(current)) {
                if (wellFormed(c) && stillFails.test(c)) {
                    current = c;
                    changed = true;
                    break;
                }
            }
        }
        return current;
    }

    private static boolean wellFormed(Program p) {
        try {
            Ir.check(p);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** Every program one change smaller than p, biggest changes first. */
    static List<Program> candidates(Program p) {
        List<Program> out = new ArrayList<>();
        for (int t = p.threads().size() - 1; t >= 1; t--) {
            out.add(dropThread(p, t));
        }
        for (int k = p.clinits().size() - 1; k >= 0; k--) {
            if (!usesClass(p, k)) {
                out.add(dropClass(p, k));
            }
        }
        for (int t = 0; t < p.threads().size(); t++) {
            ThreadDef d = p.threads().get(t);
            for (List<Stmt> b : smaller(d.body())) {
                List<ThreadDef> ts = new ArrayList<>(p.threads());
                ts.set(t, new ThreadDef(d.daemon(), b));
                out.add(new Program(p.boxEscapes(), p.boxFinalFirst(), p.boxCtorWrite(), p.clinits(), ts, p.cells()));
            }
            if (d.daemon()) {
                List<ThreadDef> ts = new ArrayList<>(p.threads());
                ts.set(t, new ThreadDef(false, d.body()));
                out.add(new Program(p.boxEscapes(), p.boxFinalFirst(), p.boxCtorWrite(), p.clinits(), ts, p.cells()));
            }
        }
        for (int k = 0; k < p.clinits().size(); k++) {
            for (List<Stmt> b : smaller(p.clinits().get(k))) {
                List<List<Stmt>> cs = new ArrayList<>(p.clinits());
                cs.set(k, b);
                out.add(new Program(p.boxEscapes(), p.boxFinalFirst(), p.boxCtorWrite(), cs, p.threads(), p.cells()));
            }
        }
        if (p.boxEscapes()) {
            out.add(new Program(false, p.boxFinalFirst(), p.boxCtorWrite(), p.clinits(), p.threads(), p.cells()));
        }
        if (p.boxCtorWrite() != null) {
            out.add(new Program(p.boxEscapes(), p.boxFinalFirst(), null, p.clinits(), p.threads(), p.cells()));
        }
        return out;
    }

    /** The body with one statement dropped, or one block replaced by its body, or the same inside a block. */
    private static List<List<Stmt>> smaller(List<Stmt> body) {
        List<List<Stmt>> out = new ArrayList<>();
        for (int i = 0; i < body.size(); i++) {
            List<Stmt> b = new ArrayList<>(body);
            b.remove(i);
            out.add(b);
        }
        for (int i = 0; i < body.size(); i++) {
            List<Stmt> inner = inner(body.get(i));
            if (inner == null) {
                continue;
            }
            List<Stmt> unwrapped = new ArrayList<>(body.subList(0, i));
            unwrapped.addAll(inner);
            unwrapped.addAll(body.subList(i + 1, body.size()));
            out.add(unwrapped);
            for (List<Stmt> smallerInner : smaller(inner)) {
                List<Stmt> b = new ArrayList<>(body);
                b.set(i, rewrap(body.get(i), smallerInner));
                out.add(b);
            }
        }
        return out;
    }

    private static List<Stmt> inner(Stmt s) {
        if (s instanceof Sync y) {
            return y.body();
        }
        if (s instanceof RLock r) {
            return r.body();
        }
        if (s instanceof Loop l) {
            return l.body();
        }
        return null;
    }

    private static Stmt rewrap(Stmt s, List<Stmt> body) {
        if (s instanceof Sync y) {
            return new Sync(y.lock(), body);
        }
        if (s instanceof RLock) {
            return new RLock(body);
        }
        return new Loop(((Loop) s).times(), body);
    }

    private static Program dropThread(Program p, int t) {
        List<ThreadDef> ts = new ArrayList<>();
        for (int i = 0; i < p.threads().size(); i++) {
            if (i != t) {
                ThreadDef d = p.threads().get(i);
                ts.add(new ThreadDef(d.daemon(), withoutThread(d.body(), t)));
            }
        }
        return new Program(p.boxEscapes(), p.boxFinalFirst(), p.boxCtorWrite(), p.clinits(), ts, p.cells());
    }

    /** Drops starts and joins of thread t, and renumbers the threads after it. */
    private static List<Stmt> withoutThread(List<Stmt> body, int t) {
        List<Stmt> out = new ArrayList<>();
        for (Stmt s : body) {
            if (s instanceof Start st) {
                if (st.thread() != t) {
                    out.add(new Start(st.thread() > t ? st.thread() - 1 : st.thread()));
                }
            } else if (s instanceof Join j) {
                if (j.thread() != t) {
                    out.add(new Join(j.thread() > t ? j.thread() - 1 : j.thread()));
                }
            } else if (inner(s) != null) {
                out.add(rewrap(s, withoutThread(inner(s), t)));
            } else {
                out.add(s);
            }
        }
        return out;
    }

    private static boolean usesClass(Program p, int k) {
        for (ThreadDef d : p.threads()) {
            if (uses(d.body(), k)) {
                return true;
            }
        }
        for (int j = 0; j < p.clinits().size(); j++) {
            if (j != k && uses(p.clinits().get(j), k)) {
                return true;
            }
        }
        return false;
    }

    private static boolean uses(List<Stmt> body, int k) {
        for (Stmt s : body) {
            if (s instanceof Read r && r.loc() instanceof K x && x.k() == k || s instanceof Write w && w.loc() instanceof K y
                    && y.k() == k) {
                return true;
            }
            if (inner(s) != null && uses(inner(s), k)) {
                return true;
            }
        }
        return false;
    }

    /** Drops unused class k; the classes after it are renumbered. */
    private static Program dropClass(Program p, int k) {
        List<List<Stmt>> cs = new ArrayList<>();
        for (int j = 0; j < p.clinits().size(); j++) {
            if (j != k) {
                cs.add(renumber(p.clinits().get(j), k));
            }
        }
        List<ThreadDef> ts = new ArrayList<>();
        for (ThreadDef d : p.threads()) {
            ts.add(new ThreadDef(d.daemon(), renumber(d.body(), k)));
        }
        return new Program(p.boxEscapes(), p.boxFinalFirst(), p.boxCtorWrite(), cs, ts, p.cells());
    }

    private static List<Stmt> renumber(List<Stmt> body, int dropped) {
        List<Stmt> out = new ArrayList<>();
        for (Stmt s : body) {
            if (s instanceof Read r && r.loc() instanceof K x) {
                out.add(new Read(r.reg(), new K(x.k() > dropped ? x.k() - 1 : x.k())));
            } else if (s instanceof Write w && w.loc() instanceof K x) {
                out.add(new Write(new K(x.k() > dropped ? x.k() - 1 : x.k()), w.v()));
            } else if (inner(s) != null) {
                out.add(rewrap(s, renumber(inner(s), dropped)));
            } else {
                out.add(s);
            }
        }
        return out;
    }
}
