/*
 * The B-tree* interlocking protocol of Iosif 2001 (Table 2), reduced to its locking discipline: N updater threads
 * descend a tree of depth D from the root with lock coupling (hand over hand: lock the child, then release the
 * parent), and each adds an identical node under the first node with room. All inserted nodes are identical, so
 * the order in which updaters allocate and link them gives symmetric heaps.
 *
 * Verdict: no errors; main counts the nodes added. Usage: LockCouplingTree [N] (updaters, default 2).
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.locks.ReentrantLock;

public class LockCouplingTree {
    static final int ORDER = 2;
    static final int DEPTH = 2;

    static final class Node {
        final ReentrantLock lock = new ReentrantLock();
        final Node[] children = new Node[ORDER];
        int size;
    }

    static Node build(int depth) {
        Node n = new Node();
        if (depth > 1) {
            for (int i = 0; i < ORDER; i++) {
                n.children[i] = build(depth - 1);
            }
            n.size = ORDER;
        }
        return n;
    }

    /** Descends with lock coupling through full nodes along {@code choice} and adds a node where there is room. */
    static void update(Node root, int choice) {
        Node node = root;
        node.lock.lock();
        while (node.size == ORDER) {
            Node child = node.children[choice % ORDER];
            child.lock.lock();
            node.lock.unlock();
            node = child;
        }
        node.children[node.size++] = new Node();
        node.lock.unlock();
    }

    static int nodes(Node n) {
        if (n == null) {
            return 0;
        }
        int count = 1;
        for (Node c : n.children) {
            count += nodes(c);
        }
        return count;
    }

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        Node root = build(DEPTH);
        int before = nodes(root);
        Thread[] updaters = new Thread[n];
        for (int i = 0; i < n; i++) {
            updaters[i] = new Thread(() -> update(root, 0));
            updaters[i].start();
        }
        for (Thread u : updaters) {
            u.join();
        }
        assert nodes(root) == before + n : "nodes " + nodes(root);
    }
}
