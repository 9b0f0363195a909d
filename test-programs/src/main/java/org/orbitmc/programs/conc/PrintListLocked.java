/*
 * The twin of PrintListWhileAdding: the print and the add hold the list's lock, so the iteration never sees the
 * list change.
 *
 * Verdict: no errors.
 */
package org.orbitmc.programs.conc;

import java.util.ArrayList;
import java.util.List;

public class PrintListLocked {
    public static void main(String[] args) throws InterruptedException {
        List<Integer> list = new ArrayList<>();
        list.add(1);
        Thread adder = new Thread(() -> {
            synchronized (list) {
                list.add(2);
            }
        });
        adder.start();
        synchronized (list) {
            System.out.println(list);
        }
        adder.join();
    }
}
