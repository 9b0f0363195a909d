/*
 * LinkedListOps: java.util.LinkedList as List and Deque: addFirst/addLast, offer/poll/peek at
 * both ends on empty and non-empty lists, removeFirstOccurrence/removeLastOccurrence,
 * descendingIterator, ListIterator add/set/remove while walking in both directions,
 * NoSuchElementException from getFirst on an empty list, push/pop stack use and null elements.
 */
package org.orbitmc.programs.seq;

import java.util.Iterator;
import java.util.LinkedList;
import java.util.ListIterator;
import java.util.NoSuchElementException;

public class LinkedListOps {
    public static void main(String[] args) {
        LinkedList<String> list = new LinkedList<>();
        System.out.println("empty: peek=" + list.peek() + " poll=" + list.poll() + " peekLast=" + list.peekLast() + " pollLast=" + list.pollLast());
        try {
            list.getFirst();
        } catch (NoSuchElementException e) {
            System.out.println("getFirst on empty: " + e.getClass().getSimpleName());
        }
        try {
            list.removeLast();
        } catch (NoSuchElementException e) {
            System.out.println("removeLast on empty: " + e.getClass().getSimpleName());
        }
        list.add("b");
        list.addFirst("a");
        list.addLast("c");
        list.offerFirst("start");
        list.offerLast("end");
        list.add(2, "mid");
        System.out.println("list=" + list + " first=" + list.getFirst() + " last=" + list.getLast() + " get(3)=" + list.get(3));
        list.add("b");
        list.add(null);
        list.add("b");
        System.out.println("with duplicates=" + list);
        System.out.println("removeFirstOccurrence(b)=" + list.removeFirstOccurrence("b") + " -> " + list);
        System.out.println("removeLastOccurrence(b)=" + list.removeLastOccurrence("b") + " -> " + list);
        System.out.println("remove(null)=" + list.remove(null) + " indexOf(end)=" + list.indexOf("end"));
        StringBuilder desc = new StringBuilder();
        for (Iterator<String> it = list.descendingIterator(); it.hasNext(); ) {
            desc.append(it.next()).append(' ');
        }
        System.out.println("descending=" + desc.toString().trim());

        ListIterator<String> li = list.listIterator();
        while (li.hasNext()) {
            int idx = li.nextIndex();
            String s = li.next();
            if (s.equals("mid")) {
                li.set("MID");
            } else if (s.equals("a")) {
                li.remove();
            } else if (s.equals("c")) {
                li.add("c2");
            }
            System.out.println("visited " + idx + ":" + s);
        }
        System.out.println("after forward pass=" + list);
        StringBuilder back = new StringBuilder();
        while (li.hasPrevious()) {
            back.append(li.previousIndex()).append('=').append(li.previous()).append(' ');
        }
        System.out.println("backward=" + back.toString().trim());

        LinkedList<Integer> stack = new LinkedList<>();
        for (int i = 1; i <= 5; i++) stack.push(i * i);
        System.out.print("pop order:");
        while (!stack.isEmpty()) System.out.print(" " + stack.pop());
        System.out.println();
        LinkedList<Integer> queue = new LinkedList<>();
        for (int i = 0; i < 10; i++) {
            queue.offer(i);
            if (i % 3 == 2) System.out.println("polled " + queue.poll() + " queue=" + queue);
        }
        System.out.println("element=" + queue.element() + " peekFirst=" + queue.peekFirst() + " peekLast=" + queue.peekLast() + " size=" + queue.size());
        queue.set(1, -1);
        queue.removeIf(x -> x % 2 == 0);
        System.out.println("after set/removeIf=" + queue + " contains(-1)=" + queue.contains(-1));
        LinkedList<Integer> rotating = new LinkedList<>(queue);
        for (int r = 0; r < 3; r++) {
            rotating.addLast(rotating.removeFirst());
            System.out.println("rotate " + r + " -> " + rotating);
        }
    }
}
