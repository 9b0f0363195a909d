/*
 * The ordered list of Iosif 2001 (Table 1): an inserter adds keys to a list sorted by key while an extractor
 * removes keys from it. Both walk the list hand over hand (each node has its own lock; a removal holds the
 * victim and its predecessor), so both may be inside the list at once. Nodes with equal keys are allocated in
 * different orders in different interleavings.
 *
 * Verdict: no errors; main checks that the list is sorted and holds what was inserted minus what was removed.
 * Usage: OrderedList [N] (keys inserted, default 2).
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.locks.ReentrantLock;

public class OrderedList {
    static final class Node {
        final int key;
        final ReentrantLock lock = new ReentrantLock();
        Node next;

        Node(int key) {
            this.key = key;
        }
    }

    final Node head = new Node(Integer.MIN_VALUE);

    void insert(int key) {
        Node node = new Node(key);
        Node prev = head;
        prev.lock.lock();
        Node next = prev.next;
        while (next != null && next.key < key) {
            next.lock.lock();
            prev.lock.unlock();
            prev = next;
            next = prev.next;
        }
        node.next = next;
        prev.next = node;
        prev.lock.unlock();
    }

    boolean remove(int key) {
        Node prev = head;
        prev.lock.lock();
        Node curr = prev.next;
        if (curr != null) {
            curr.lock.lock();
        }
        while (curr != null && curr.key < key) {
            prev.lock.unlock();
            prev = curr;
            curr = curr.next;
            if (curr != null) {
                curr.lock.lock();
            }
        }
        boolean found = curr != null && curr.key == key;
        if (found) {
            prev.next = curr.next;
        }
        if (curr != null) {
            curr.lock.unlock();
        }
        prev.lock.unlock();
        return found;
    }

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        OrderedList list = new OrderedList();
        int[] removed = new int[1];
        Thread inserter = new Thread(() -> {
            for (int i = 0; i < n; i++) {
                list.insert(i % 2);
            }
        });
        Thread extractor = new Thread(() -> {
            if (list.remove(0)) {
                removed[0]++;
            }
        });
        inserter.start();
        extractor.start();
        inserter.join();
        extractor.join();
        int last = Integer.MIN_VALUE;
        int count = 0;
        for (Node x = list.head.next; x != null; x = x.next) {
            assert x.key >= last : "unsorted";
            last = x.key;
            count++;
        }
        assert count == n - removed[0] : "count " + count + ", removed " + removed[0];
    }
}
