package org.orbitmc.checker.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

/** Each store against a HashSet of the vectors' full contents: same answer to every add. */
class StoresAgreeTest {
    /** A state vector's full contents, as a comparable value. */
    static List<Integer> contents(StateVector v) {
        List<Integer> all = new ArrayList<>();
        all.add(v.components());
        for (int c = 0; c < v.components(); c++) {
            all.add(v.part(c));
            all.add(v.tag(c));
            all.add(v.end(c) - v.start(c));
            for (int i = v.start(c); i < v.end(c); i++) {
                all.add(v.data()[i]);
            }
        }
        return all;
    }

    /** Random states over few values, so that components and whole states repeat often. */
    static void fill(StateVector v, Random random) {
        v.clear();
        int[] perPart = {random.nextInt(2), random.nextInt(3), random.nextInt(150)};
        for (int p = 0; p < StateVector.PARTS; p++) {
            for (int c = 0; c < perPart[p]; c++) {
                v.begin(p, random.nextInt(2));
                for (int i = random.nextInt(3); i > 0; i--) {
                    v.add(random.nextInt(3) - 1);
                }
                v.end();
            }
        }
    }

    private static void agrees(VisitedSet store) {
        Random random = new Random(7);
        Set<List<Integer>> reference = new HashSet<>();
        StateVector v = new StateVector();
        for (int i = 0; i < 30_000; i++) {
            fill(v, random);
            boolean known = reference.contains(contents(v));
            assertEquals(known, store.contains(v), "contains, state " + i);
            if (i % 3 == 0) {
                // A lookup alone adds nothing: the same state is still new to add.
                assertEquals(known, store.contains(v), "contains again, state " + i);
            }
            assertEquals(reference.add(contents(v)), store.add(v), "state " + i);
            assertTrue(store.contains(v), "contains after add, state " + i);
        }
        assertEquals(reference.size(), store.size());
        assertTrue(store.bytesUsed() > 0);
    }

    /**
     * {@link VisitedSet#containsWithOneOf} against the reference: states stored with one more last-part component (tag
     * -1, one value of four), then asked for with a few of the values. The parts and chunk sizes vary (up to 150 heap
     * components: several chunks), so the store's shared look-ups meet chunk boundaries.
     */
    private static void agreesWithAnExtraComponent(VisitedSet store) {
        Random random = new Random(11);
        Set<List<Integer>> reference = new HashSet<>();
        StateVector v = new StateVector();
        int[] values = new int[3];
        List<Long> seeds = new ArrayList<>();
        int found = 0;
        for (int i = 0; i < 20_000; i++) {
            // Half the time a state met before (its seed again), so that stored ones are asked for.
            long seed = seeds.isEmpty() || random.nextBoolean() ? random.nextLong() : seeds.get(random.nextInt(seeds.size()));
            seeds.add(seed);
            fill(v, new Random(seed));
            int count = random.nextInt(values.length + 1);
            boolean known = false;
            for (int k = 0; k < count; k++) {
                values[k] = random.nextInt(4);
                known |= reference.contains(contents(withExtra(v, values[k])));
                v.dropLast();
            }
            List<Integer> before = contents(v);
            assertEquals(known, store.containsWithOneOf(v, -1, values, count), "state " + i);
            found += known ? 1 : 0;
            assertEquals(before, contents(v), "the state was changed, state " + i);
            if (random.nextBoolean()) {
                int value = random.nextInt(4);
                reference.add(contents(withExtra(v, value)));
                store.add(v);
                v.dropLast();
            }
        }
        assertTrue(found > 1_000, found + " look-ups found a state");
    }

    /** {@code v} with a last-part component of tag -1 and one value appended (the caller drops it again). */
    private static StateVector withExtra(StateVector v, int value) {
        v.begin(StateVector.PARTS - 1, -1);
        v.add(value);
        v.end();
        return v;
    }

    @Test
    void containsWithOneOfAgrees() {
        agreesWithAnExtraComponent(new CollapseStore());
        agreesWithAnExtraComponent(new ExactStore());
    }

    @Test
    void exact() {
        agrees(new ExactStore());
    }

    @Test
    void collapse() {
        agrees(new CollapseStore());
    }

    @Test
    void concurrentStoresUsedByOneThread() {
        agrees(new StripedExactStore(2));
        agrees(CollapseStore.concurrent(2));
        agrees(new StripedFingerprintStore(2));
    }

    @Test
    void fingerprint() {
        FingerprintStore store = new FingerprintStore();
        agrees(store);
        assertTrue(store.omissionProbability() > 0 && store.omissionProbability() < 1e-9, () -> "" + store.omissionProbability());
    }

    @Test
    void aDroppedComponentIsAsIfNeverAdded() {
        StateVector v = new StateVector();
        v.component(StateVector.HEAP, 1, new int[] {1, 2});
        StateVector w = new StateVector();
        w.component(StateVector.HEAP, 1, new int[] {1, 2});
        w.component(StateVector.HEAP, 9, new int[] {5});
        w.dropLast();
        assertEquals(contents(v), contents(w));
        assertEquals(v.hash(), w.hash());
    }

    @Test
    void componentBoundariesAndTagsCount() {
        for (VisitedSet store : List.of(new ExactStore(), new CollapseStore(), new FingerprintStore(), new StripedExactStore(2),
                CollapseStore.concurrent(2), new StripedFingerprintStore(2))) {
            StateVector v = new StateVector();
            v.component(StateVector.HEAP, 1, new int[] {1, 2});
            assertTrue(store.add(v));
            v.clear();
            v.component(StateVector.HEAP, 1, new int[] {1});
            v.component(StateVector.HEAP, 1, new int[] {2});
            assertTrue(store.add(v), store.getClass().getSimpleName() + ": split differently");
            v.clear();
            v.component(StateVector.HEAP, 2, new int[] {1, 2});
            assertTrue(store.add(v), store.getClass().getSimpleName() + ": another tag");
            v.clear();
            v.component(StateVector.THREADS, 1, new int[] {1, 2});
            assertTrue(store.add(v), store.getClass().getSimpleName() + ": another part");
            v.clear();
            v.component(StateVector.HEAP, 1, new int[] {1, 2});
            assertFalse(store.add(v), store.getClass().getSimpleName() + ": the first again");
        }
    }

    @Test
    void collapseSharesWhatStatesHaveInCommon() {
        CollapseStore collapse = new CollapseStore();
        ExactStore exact = new ExactStore();
        StateVector v = new StateVector();
        int[][] heap = new int[2_000][6];
        for (int i = 0; i < 2_000; i++) {
            heap[i % heap.length][i % 6] = i; // one object changes per state
            v.clear();
            for (int[] o : heap) {
                v.component(StateVector.HEAP, 3, o);
            }
            collapse.add(v);
            exact.add(v);
        }
        double ratio = (double) exact.bytesUsed() / collapse.bytesUsed();
        assertTrue(ratio > 10, () -> "collapse stores only " + ratio + " times less");
    }
}
