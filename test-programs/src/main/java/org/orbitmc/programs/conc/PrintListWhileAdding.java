/*
 * Main prints a list (System.out.println runs the list's toString, which iterates it) while another thread adds to
 * it without synchronization.
 *
 * Verdict: errors (uncaught exception). Interleaving: the print's iterator reads the list's modCount and size; the
 * adder adds; the iterator's next() finds modCount changed and throws ConcurrentModificationException out of main.
 * (Orbit used to run the whole println, toString included, as one step of the atomic PrintStream.)
 */
package org.orbitmc.programs.conc;

import java.util.ArrayList;
import java.util.List;

public class PrintListWhileAdding {
    public static void main(String[] args) throws InterruptedException {
        List<Integer> list = new ArrayList<>();
        list.add(1);
        Thread adder = new Thread(() -> list.add(2));
        adder.start();
        System.out.println(list);
        adder.join();
    }
}
