/*
 * The twin of DrainToSharedList: the shared list is a Collections.synchronizedList, whose add holds the list's
 * lock, so the two drainTo calls cannot lose an element.
 *
 * Verdict: no errors.
 */
package org.orbitmc.programs.conc;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;

public class DrainToSynchronizedList {
    public static void main(String[] args) throws InterruptedException {
        List<Integer> sink = Collections.synchronizedList(new ArrayList<>());
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
