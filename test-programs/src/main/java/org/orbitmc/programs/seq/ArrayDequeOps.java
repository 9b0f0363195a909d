/*
 * ArrayDequeOps: java.util.ArrayDeque as stack and queue, wrap-around of the circular buffer
 * with interleaved adds and removes at both ends, growth past the initial capacity, iterator
 * and descendingIterator order, removeFirstOccurrence, the NullPointerException on adding null
 * (class name only), NoSuchElementException on removing from an empty deque, and a sliding
 * window maximum computed with a deque of indices.
 */
package org.orbitmc.programs.seq;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.NoSuchElementException;

public class ArrayDequeOps {
    public static void main(String[] args) {
        Deque<Integer> dq = new ArrayDeque<>(4);
        for (int i = 0; i < 6; i++) {
            if (i % 2 == 0) dq.addFirst(i); else dq.addLast(i);
            System.out.println("after add " + i + ": " + dq);
        }
        for (int round = 0; round < 20; round++) {
            dq.addLast(100 + round);
            dq.pollFirst();
            if (round % 5 == 0) dq.addFirst(-round);
        }
        System.out.println("after wrap-around: " + dq + " size=" + dq.size());
        System.out.println("peekFirst=" + dq.peekFirst() + " peekLast=" + dq.peekLast() + " contains(110)=" + dq.contains(110));
        StringBuilder rev = new StringBuilder();
        for (Iterator<Integer> it = dq.descendingIterator(); it.hasNext(); ) rev.append(it.next()).append(',');
        System.out.println("descending=" + rev);
        dq.addLast(-5);
        dq.addLast(111);
        System.out.println("removeFirstOccurrence(111)=" + dq.removeFirstOccurrence(111) + " -> " + dq);
        System.out.println("removeLastOccurrence(-5)=" + dq.removeLastOccurrence(-5) + " -> " + dq);
        Iterator<Integer> it = dq.iterator();
        while (it.hasNext()) {
            if (it.next() % 2 == 1) it.remove();
        }
        System.out.println("odd removed via iterator=" + dq);
        try {
            dq.addFirst(null);
        } catch (NullPointerException e) {
            System.out.println("addFirst(null): " + e.getClass().getName());
        }
        Deque<String> stack = new ArrayDeque<>();
        for (String s : "to be or not to be".split(" ")) stack.push(s);
        StringBuilder popped = new StringBuilder();
        while (!stack.isEmpty()) popped.append(stack.pop()).append(' ');
        System.out.println("popped=" + popped.toString().trim());
        try {
            stack.pop();
        } catch (NoSuchElementException e) {
            System.out.println("pop on empty: " + e.getClass().getSimpleName());
        }
        System.out.println("poll on empty=" + stack.poll() + " peek on empty=" + stack.peek());

        int[] values = {1, 3, -1, -3, 5, 3, 6, 7, 2, 2, 9, 0, -4, 8};
        int k = 3;
        Deque<Integer> window = new ArrayDeque<>();
        StringBuilder maxima = new StringBuilder();
        for (int i = 0; i < values.length; i++) {
            while (!window.isEmpty() && window.peekFirst() <= i - k) window.pollFirst();
            while (!window.isEmpty() && values[window.peekLast()] <= values[i]) window.pollLast();
            window.offerLast(i);
            if (i >= k - 1) maxima.append(values[window.peekFirst()]).append(' ');
        }
        System.out.println("sliding max=" + maxima.toString().trim());
        ArrayDeque<Integer> big = new ArrayDeque<>();
        long sum = 0;
        for (int i = 0; i < 3000; i++) {
            big.offer(i);
            if (i % 3 == 0) sum += big.poll();
        }
        System.out.println("big size=" + big.size() + " sum=" + sum + " first=" + big.peekFirst() + " last=" + big.peekLast());
        ArrayDeque<Integer> cloned = big.clone();
        cloned.clear();
        System.out.println("clone independent: big=" + big.size() + " clone=" + cloned.size());
        Object[] arr = new ArrayDeque<>(java.util.List.of(3, 1, 2)).toArray();
        System.out.println("toArray=" + java.util.Arrays.toString(arr));
    }
}
