/*
 * Two threads drain their own LinkedBlockingQueue into one shared ArrayList, which is not thread-safe: each
 * drainTo calls the list's add, and two racing adds can lose an element.
 *
 * Verdict: errors (assertion). Interleaving: both drainTo calls read the list's size 0 inside ArrayList.add; both
 * store at index 0 and set size 1; main's `assert sink.size() == 2` fails. (Orbit used to run each drainTo as one
 * atomic step because the queue is an atomic library; a library now stays atomic only on its own objects.)
 */
package org.orbitmc.programs.conc;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;

public class DrainToSharedList {
    static final List<Integer> sink = new ArrayList<>(); // made by the main class's initializer: the program's

    public static void main(String[] args) throws InterruptedException {
        LinkedBlockingQueue<Integer> q1 = new LinkedBlockingQueue<>();
        LinkedBlockingQueue<Integer> q2 = new LinkedBlockingQueue<>();
        q1.add(1);
        q2.add(2);
        Thread t1 = new Thread(() -> q1.drainTo(sink));
        Thread t2 = new Thread(() -> q2.drainTo(sink));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert sink.size() == 2 : "lost an element: " + sink;
    }
}
