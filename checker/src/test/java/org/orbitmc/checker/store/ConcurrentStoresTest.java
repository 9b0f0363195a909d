package org.orbitmc.checker.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;

/**
 * The stores and pools of a parallel search under threads that race: every thread adds the same states (many of them
 * repeated) in an order of its own, all at once. Adding must be linearizable: of all the adds of one state exactly one
 * is told it is new, the size is the number of distinct states, and every state is found afterwards; a pool gives
 * equal vectors one number, whichever thread asks.
 */
class ConcurrentStoresTest {
    private static final int THREADS = 4;
    private static final int STATES = 20_000;

    @Test
    void stripedExact() throws Exception {
        exactlyOneAddWins(() -> new StripedExactStore(THREADS));
    }

    @Test
    void concurrentCollapse() throws Exception {
        exactlyOneAddWins(() -> CollapseStore.concurrent(THREADS));
    }

    @Test
    void stripedFingerprint() throws Exception {
        exactlyOneAddWins(() -> new StripedFingerprintStore(THREADS));
    }

    private static void exactlyOneAddWins(Supplier<VisitedSet> made) throws Exception {
        for (int round = 0; round < 3; round++) {
            VisitedSet store = made.get();
            // State i is drawn from seed i % distinct: each distinct state is added several times by every thread.
            int distinct = STATES / 4;
            Map<List<Integer>, Integer> ids = new HashMap<>();
            int[] idOf = new int[distinct];
            StateVector v = new StateVector();
            for (int s = 0; s < distinct; s++) {
                StoresAgreeTest.fill(v, new Random(s));
                idOf[s] = ids.computeIfAbsent(StoresAgreeTest.contents(v), k -> ids.size());
            }
            AtomicIntegerArray wins = new AtomicIntegerArray(ids.size());
            CyclicBarrier start = new CyclicBarrier(THREADS);
            List<Thread> threads = new ArrayList<>();
            List<Throwable> failures = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                Random order = new Random(100 * round + t);
                Thread thread = new Thread(() -> {
                    StateVector mine = new StateVector();
                    try {
                        start.await();
                        for (int i = 0; i < STATES; i++) {
                            int seed = order.nextInt(distinct);
                            StoresAgreeTest.fill(mine, new Random(seed));
                            if (store.add(mine)) {
                                wins.incrementAndGet(idOf[seed]);
                            }
                        }
                    } catch (Throwable e) {
                        synchronized (failures) {
                            failures.add(e);
                        }
                    }
                });
                threads.add(thread);
                thread.start();
            }
            for (Thread t : threads) {
                t.join();
            }
            assertTrue(failures.isEmpty(), () -> "" + failures);
            int added = 0;
            for (int i = 0; i < wins.length(); i++) {
                assertTrue(wins.get(i) <= 1, "state " + i + " was new to " + wins.get(i) + " adds");
                added += wins.get(i);
            }
            assertEquals(added, store.size());
            for (int s = 0; s < distinct; s++) {
                StoresAgreeTest.fill(v, new Random(s));
                boolean stored = store.contains(v);
                assertEquals(stored, wins.get(idOf[s]) == 1, "state " + s);
            }
        }
    }

    @Test
    void stripedPoolGivesEqualVectorsOneNumber() throws Exception {
        StripedVectorPool pool = new StripedVectorPool(StripedVectorPool.bitsFor(THREADS));
        int vectors = 5_000;
        int[][] numbers = new int[THREADS][vectors];
        CyclicBarrier start = new CyclicBarrier(THREADS);
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            int me = t;
            Thread thread = new Thread(() -> {
                try {
                    start.await();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
                for (int k = 0; k < vectors; k++) {
                    int i = (k * 7919 + me * 1013) % vectors; // each thread its own order
                    int[] vector = {i % 97, i / 97, -i};
                    numbers[me][i] = pool.add(vector, 0, vector.length);
                }
            });
            threads.add(thread);
            thread.start();
        }
        for (Thread t : threads) {
            t.join();
        }
        Set<Integer> distinct = new HashSet<>();
        for (int i = 0; i < vectors; i++) {
            for (int t = 1; t < THREADS; t++) {
                assertEquals(numbers[0][i], numbers[t][i], "vector " + i);
            }
            assertTrue(numbers[0][i] >= 0);
            distinct.add(numbers[0][i]);
            int[] vector = {i % 97, i / 97, -i};
            assertEquals(numbers[0][i], pool.find(vector, 0, vector.length));
        }
        assertEquals(vectors, distinct.size());
        assertEquals(vectors, pool.size());
    }
}
