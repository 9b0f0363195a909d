package org.orbitmc.vm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.FieldInfo;
import org.orbitmc.vm.heap.Heap;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.thread.VmThread;

/**
 * Lock expressions: which lock protects a field, named relative to the object accessed and kept as host state across the
 * whole search, so that the states need not carry the field's guard. The guards of {@link LockDiscipline} are the
 * program's history (which threads accessed an object, under which locks) and split states that differ only in that
 * history: which philosopher last used a fork, which client last walked a queue's node. Most lock-based code protects a
 * field with a lock it can name from the object itself, the same one at every access: the object's own monitor
 * ({@code synchronized} methods, {@code synchronized (fork)}), or a lock in one of its final fields, or in a final
 * field of one of those ({@code lock}, {@code lock.sync} of a {@code ReentrantLock}). Such a name is a <em>lock
 * expression</em>: {@code this}, {@code Owner.field} or {@code Owner.field>Owner2.field2}, the last two marked
 * {@code #s} when they name a {@code java.util.concurrent} lock owned through {@code exclusiveOwnerThread} rather than
 * a monitor. A container's lock, which no path of final fields reaches from its parts (a queue's monitor, for nodes linked
 * through {@code next} fields), is named {@code C#1}: the monitor of the one instance of class {@code C}, valid while no
 * path of the search has made a second one ({@link #manyInstances}). The arrays of one allocation site share one set of
 * expressions, as the objects of a field do ({@link #recordElement}).
 *
 * <p>Each field keeps the expressions every access to it held, an intersection over every access the search made
 * (Eraser's lockset with expressions for locks: Savage et al. 1997; the idea of naming locks by access paths is
 * RacerX's and Chord's). While it is not empty, an access holding it needs no scheduling point and the object records
 * nothing: for one object an expression always names the same lock (its own monitor, or what a final field of a
 * constructed object holds), so every access to the field of that object held that one lock. When it becomes empty the
 * field goes back to its object's guard (a refinement: the search starts again, unless no access had been recorded at
 * all). docs/algorithms.md ("Lock expressions") argues soundness.
 */
final class LockExpressions {
    /** What recording an access found. */
    enum Held {
        /** The access held every lock the field's expressions name, and they are unchanged. */
        ALL,
        /** The access held some of them: the field's expressions narrowed to those, still not empty. */
        NARROWED,
        /** The field's first recorded access held no expressible lock: nothing relied on expressions yet. */
        NONE_FIRST,
        /** A later access held none of them: accesses made invisible by them may race with it. */
        NONE
    }

    /** The id of the expression {@code this}: the monitor of the object accessed. */
    private static final int SELF = 0;
    private static final String SYNCHRONIZER_MARK = "#s";
    private static final String SINGLETON_MARK = "#1";
    private static final char PATH_SEPARATOR = '>';

    private final Heap heap;
    private final List<String> names = new ArrayList<>(List.of("this"));
    private final Map<String, Integer> ids = new HashMap<>(Map.of("this", SELF));
    /** Ids of two-field paths: first field, then second, then {monitor id, synchronizer id}. */
    private final Map<FieldInfo, Map<FieldInfo, int[]>> pairIds = new IdentityHashMap<>();
    /** The fields that have expressions, in the order they got them: those a class's second instance may narrow. */
    private final List<FieldInfo> withExpressions = new ArrayList<>();
    /** The expressions of the elements of each allocation site's arrays ({@link HeapObject#site}): host state, as for fields. */
    private final org.eclipse.collections.impl.map.mutable.primitive.LongObjectHashMap<int[]> siteExpressions =
            new org.eclipse.collections.impl.map.mutable.primitive.LongObjectHashMap<>();
    /** The set {@link #judge} narrowed to. */
    private int[] judged;
    /** The expressions the access being recorded holds, sorted ({@code heldCount} of them): reused. */
    private int[] held = new int[8];
    private int heldCount;

    LockExpressions(Heap heap) {
        this.heap = heap;
    }

    /**
     * Records an access by {@code t} to field {@code f} of {@code o} (reference {@code ref}), which has escaped: narrows
     * the field's expressions to those naming a lock {@code t} holds.
     */
    Held record(FieldInfo f, int ref, HeapObject o, VmThread t) {
        collect(ref, o, t);
        int[] known = f.lockExpressions();
        Held held = judge(known);
        if (held == Held.NARROWED) {
            if (known == null) {
                withExpressions.add(f);
            }
            f.lockExpressions(judged);
        }
        return held;
    }

    /**
     * Records an access by {@code t} to an element of the array {@code a} (reference {@code ref}, 0 for a native's, which
     * names no element), made at allocation site {@code site}: as {@link #record}, the arrays of one site sharing one set
     * of expressions as a field's objects do ({@code this} is then the array's own monitor).
     */
    Held recordElement(long site, int ref, HeapObject a, VmThread t) {
        collect(ref, a, t);
        Held held = judge(siteExpressions.get(site));
        if (held == Held.NARROWED) {
            siteExpressions.put(site, judged);
        }
        return held;
    }

    /** What an access holding {@link #held} finds of {@code known} (null: none recorded yet); a new set into {@link #judged}. */
    private Held judge(int[] known) {
        if (known == null) {
            if (heldCount == 0) {
                return Held.NONE_FIRST;
            }
            judged = Arrays.copyOf(held, heldCount);
            return Held.NARROWED;
        }
        int[] kept = intersection(known);
        if (kept == known) {
            return Held.ALL;
        }
        if (kept.length == 0) {
            return Held.NONE;
        }
        judged = kept;
        return Held.NARROWED;
    }

    /** Narrows {@code f}'s expressions to {@code named} (another VM's finding, by name). */
    void narrow(FieldInfo f, String[] named) {
        heldCount = 0;
        for (String name : named) {
            add(id(name));
        }
        Arrays.sort(held, 0, heldCount);
        int[] known = f.lockExpressions();
        if (known == null) {
            withExpressions.add(f);
        }
        f.lockExpressions(known == null ? Arrays.copyOf(held, heldCount) : intersection(known));
    }

    /**
     * A second instance of {@code c} was allocated: the expression naming the monitor of its one instance names nothing
     * any more. Drops it from every field's expressions and returns the fields that had it (a field left with none must go
     * to its object's guard, with a restart); none if no access ever held that expression.
     */
    List<FieldInfo> manyInstances(ClassInfo c) {
        Integer id = ids.get(c.name() + SINGLETON_MARK);
        if (id == null) {
            return List.of();
        }
        List<FieldInfo> narrowed = new ArrayList<>();
        for (FieldInfo f : withExpressions) {
            int[] known = f.lockExpressions();
            if (Arrays.binarySearch(known, id) >= 0) {
                f.lockExpressions(without(known, id));
                narrowed.add(f);
            }
        }
        return narrowed;
    }

    /**
     * Whether some access held the expression naming the monitor of {@code c}'s one instance, or another VM's narrowing
     * named it (by name, so that both find it).
     */
    boolean namedSingleton(ClassInfo c) {
        return ids.containsKey(c.name() + SINGLETON_MARK);
    }

    /** Narrows the expressions of {@code site}'s elements to {@code named} (another VM's finding, by name). */
    void narrowSite(long site, String[] named) {
        heldCount = 0;
        for (String name : named) {
            add(id(name));
        }
        Arrays.sort(held, 0, heldCount);
        int[] known = siteExpressions.get(site);
        siteExpressions.put(site, known == null ? Arrays.copyOf(held, heldCount) : intersection(known));
    }

    /** The expressions of {@code site}'s elements, as {@link #describe}. */
    String describeSite(long site) {
        return describe(siteExpressions.get(site));
    }

    /** As {@link #manyInstances} for the allocation sites whose elements' expressions named {@code c}'s one instance. */
    long[] manyInstancesSites(ClassInfo c) {
        Integer id = ids.get(c.name() + SINGLETON_MARK);
        if (id == null) {
            return new long[0];
        }
        org.eclipse.collections.impl.list.mutable.primitive.LongArrayList narrowed =
                new org.eclipse.collections.impl.list.mutable.primitive.LongArrayList();
        siteExpressions.forEachKeyValue((site, known) -> {
            if (Arrays.binarySearch(known, id) >= 0) {
                narrowed.add(site);
            }
        });
        narrowed.sortThis();
        for (int i = 0; i < narrowed.size(); i++) {
            siteExpressions.put(narrowed.get(i), without(siteExpressions.get(narrowed.get(i)), id));
        }
        return narrowed.toArray();
    }

    /** Whether {@code site}'s elements have no expression left. */
    boolean noneLeft(long site) {
        int[] known = siteExpressions.get(site);
        return known != null && known.length == 0;
    }

    private static int[] without(int[] known, int id) {
        int at = Arrays.binarySearch(known, id);
        int[] kept = new int[known.length - 1];
        System.arraycopy(known, 0, kept, 0, at);
        System.arraycopy(known, at + 1, kept, at, kept.length - at);
        return kept;
    }

    /** The expressions of {@code f} by name, sorted and separated by {@code ;}: the text of a refinement key. */
    String describe(FieldInfo f) {
        return describe(f.lockExpressions());
    }

    private String describe(int[] known) {
        String[] named = new String[known.length];
        for (int i = 0; i < known.length; i++) {
            named[i] = names.get(known[i]);
        }
        Arrays.sort(named);
        return String.join(";", named);
    }

    /** {@code known} with only the expressions held now; {@code known} itself when all are. */
    private int[] intersection(int[] known) {
        int kept = 0;
        for (int id : known) {
            kept += holds(id) ? 1 : 0;
        }
        if (kept == known.length) {
            return known;
        }
        int[] next = new int[kept];
        int at = 0;
        for (int id : known) {
            if (holds(id)) {
                next[at++] = id;
            }
        }
        return next;
    }

    private boolean holds(int id) {
        return Arrays.binarySearch(held, 0, heldCount, id) >= 0;
    }

    /**
     * The expressions naming a lock {@code t} holds, relative to {@code o}, into {@link #held}. A path goes only through
     * constructed objects' final fields never written outside construction: those keep one value for the object's life.
     */
    private void collect(int ref, HeapObject o, VmThread t) {
        heldCount = 0;
        if (t.heldCount == 0) {
            return;
        }
        if (heldMonitor(t, ref)) {
            add(SELF);
        }
        HeapObject[] table = heap.table();
        for (int i = 0; i < t.heldCount; i++) {
            int lock = t.held[i];
            if ((lock & LockDiscipline.SYNCHRONIZER) == 0) {
                ClassInfo c = table[lock].type;
                if (c.singletonCandidate()) {
                    add(singletonId(c));
                }
            }
        }
        if (o.fields == null || !o.constructed) {
            Arrays.sort(held, 0, heldCount);
            return;
        }
        for (FieldInfo g : o.type.finalReferenceFields()) {
            int v = (int) o.fields[g.slot()];
            if (v == 0 || g.writtenOutsideInit()) {
                continue;
            }
            if (heldMonitor(t, v)) {
                add(pathId(g, false));
            }
            if (heldSynchronizer(t, v)) {
                add(pathId(g, true));
            }
            HeapObject inner = heap.read(v);
            if (inner.fields == null || !inner.constructed) {
                continue;
            }
            for (FieldInfo h : inner.type.finalReferenceFields()) {
                int w = (int) inner.fields[h.slot()];
                if (w == 0 || h.writtenOutsideInit()) {
                    continue;
                }
                if (heldMonitor(t, w)) {
                    add(pairId(g, h, false));
                }
                if (heldSynchronizer(t, w)) {
                    add(pairId(g, h, true));
                }
            }
        }
        Arrays.sort(held, 0, heldCount);
    }

    private static boolean heldMonitor(VmThread t, int ref) {
        for (int i = 0; i < t.heldCount; i++) {
            if (t.held[i] == ref) {
                return true;
            }
        }
        return false;
    }

    private static boolean heldSynchronizer(VmThread t, int ref) {
        return heldMonitor(t, ref | LockDiscipline.SYNCHRONIZER);
    }

    private void add(int id) {
        for (int i = 0; i < heldCount; i++) {
            if (held[i] == id) {
                return;
            }
        }
        if (heldCount == held.length) {
            held = Arrays.copyOf(held, heldCount * 2);
        }
        held[heldCount++] = id;
    }

    private int pathId(FieldInfo g, boolean synchronizer) {
        int id = g.pathId(synchronizer);
        if (id < 0) {
            id = id(name(g) + (synchronizer ? SYNCHRONIZER_MARK : ""));
            g.pathId(synchronizer, id);
        }
        return id;
    }

    private int pairId(FieldInfo g, FieldInfo h, boolean synchronizer) {
        int[] both = pairIds.computeIfAbsent(g, k -> new IdentityHashMap<>()).computeIfAbsent(h, k -> new int[] {-1, -1});
        int kind = synchronizer ? 1 : 0;
        if (both[kind] < 0) {
            both[kind] = id(name(g) + PATH_SEPARATOR + name(h) + (synchronizer ? SYNCHRONIZER_MARK : ""));
        }
        return both[kind];
    }

    /**
     * The id of {@code C#1}: the monitor of the one instance of class {@code c} (exactly that class). It names one lock on
     * each path while no path of the search has allocated a second instance, which {@link #manyInstances} is told of.
     */
    private int singletonId(ClassInfo c) {
        int id = c.singletonExpression();
        if (id < 0) {
            id = id(c.name() + SINGLETON_MARK);
            c.singletonExpression(id); // kept in the class, as a field's path ids are: no look-up per access
        }
        return id;
    }

    private static String name(FieldInfo f) {
        return f.owner().name() + "." + f.name();
    }

    private int id(String name) {
        Integer id = ids.get(name);
        if (id == null) {
            id = names.size();
            names.add(name);
            ids.put(name, id);
        }
        return id;
    }
}
