/*
 * Two threads each increment a counter reached through a box of their own: the boxes are different objects, but both
 * hold the same node, so the two read-modify-writes conflict through the boxes' field. A dependence that compared only
 * the objects each thread's code names (its own box) would take the steps as independent, and a search with sleep sets
 * would explore only one order of them and miss the lost update.
 *
 * Verdict: errors (assertion), a lost update: both threads read 0 through their boxes, both write 1.
 */
package org.orbitmc.programs.conc;

public class AliasedLostUpdate {
    static final class Node {
        int value;
    }

    static final class Box {
        Node node;
    }

    static final Box LEFT = new Box();
    static final Box RIGHT = new Box();

    static void increment(Box box) {
        int v = box.node.value;
        Thread.yield(); // the racy window, as in RacyCounter
        box.node.value = v + 1;
    }

    public static void main(String[] args) throws InterruptedException {
        Node shared = new Node();
        LEFT.node = shared;
        RIGHT.node = shared;
        Thread a = new Thread(() -> increment(LEFT));
        Thread b = new Thread(() -> increment(RIGHT));
        a.start();
        b.start();
        a.join();
        b.join();
        assert shared.value == 2 : "lost update: " + shared.value;
    }
}
