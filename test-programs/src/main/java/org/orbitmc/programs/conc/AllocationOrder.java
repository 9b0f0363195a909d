/*
 * Two threads each allocate a node holding the same value and push it onto a shared stack under a lock;
 * main joins both and counts the nodes.
 *
 * Verdict: no errors. The pushes are serialized, so main always counts two. The program exists for heap
 * symmetry: which thread allocates first decides where each node lives, and which pushes first decides
 * the list's order, yet the two nodes are indistinguishable, so those states are symmetric and heap
 * canonicalization stores them once.
 */
package org.orbitmc.programs.conc;

public class AllocationOrder {
    static final class Node {
        final int value;
        Node next;

        Node(int value) {
            this.value = value;
        }
    }

    static final Object lock = new Object();
    static Node head;

    static void push() {
        Node node = new Node(7);
        synchronized (lock) {
            node.next = head;
            head = node;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(AllocationOrder::push);
        Thread b = new Thread(AllocationOrder::push);
        a.start();
        b.start();
        a.join();
        b.join();
        int n = 0;
        for (Node x = head; x != null; x = x.next) {
            n++;
        }
        assert n == 2 : "lost a push: " + n;
        System.out.println(n + " nodes");
    }
}
