/*
 * PriorityQueueOps: java.util.PriorityQueue as a binary heap: natural order and comparator
 * order, poll order with duplicates, the heap array layout visible through toString (this is
 * specified by the implementation and so reproducible), removal of an arbitrary element,
 * a max-heap via reverseOrder, a k-smallest selection, Dijkstra's shortest paths on a small
 * graph, and the ClassCastException / NullPointerException cases.
 */
package org.orbitmc.programs.seq;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

public class PriorityQueueOps {
    record Task(String name, int priority) { }

    public static void main(String[] args) {
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        for (int v : new int[] {5, 3, 8, 1, 9, 2, 7, 3, 1}) {
            pq.offer(v);
        }
        System.out.println("heap layout=" + pq + " peek=" + pq.peek() + " size=" + pq.size());
        System.out.println("remove(8)=" + pq.remove(8) + " remove(42)=" + pq.remove(42) + " layout=" + pq);
        StringBuilder order = new StringBuilder();
        while (!pq.isEmpty()) order.append(pq.poll()).append(' ');
        System.out.println("poll order=" + order.toString().trim() + " poll on empty=" + pq.poll());

        PriorityQueue<Integer> max = new PriorityQueue<>(Collections.reverseOrder());
        max.addAll(Arrays.asList(4, 10, -2, 7, 7, 0));
        StringBuilder maxOrder = new StringBuilder();
        while (!max.isEmpty()) maxOrder.append(max.poll()).append(' ');
        System.out.println("max-heap order=" + maxOrder.toString().trim());

        PriorityQueue<Task> tasks = new PriorityQueue<>(Comparator.comparingInt(Task::priority).thenComparing(Task::name));
        tasks.add(new Task("write", 2));
        tasks.add(new Task("test", 1));
        tasks.add(new Task("deploy", 3));
        tasks.add(new Task("review", 2));
        tasks.add(new Task("design", 1));
        while (!tasks.isEmpty()) System.out.println("task " + tasks.poll());

        int[] data = new int[200];
        long s = 99;
        for (int i = 0; i < data.length; i++) {
            s = s * 1103515245 + 12345 & 0x7fffffff;
            data[i] = (int) (s % 10000);
        }
        PriorityQueue<Integer> kMax = new PriorityQueue<>();
        for (int v : data) {
            kMax.offer(v);
            if (kMax.size() > 5) kMax.poll();
        }
        List<Integer> top = new ArrayList<>(kMax);
        Collections.sort(top);
        int[] sorted = data.clone();
        Arrays.sort(sorted);
        System.out.println("top5=" + top + " check=" + Arrays.toString(Arrays.copyOfRange(sorted, 195, 200)));

        int n = 6;
        int[][] edges = {{0, 1, 7}, {0, 2, 9}, {0, 5, 14}, {1, 2, 10}, {1, 3, 15}, {2, 3, 11}, {2, 5, 2}, {3, 4, 6}, {4, 5, 9}};
        List<List<int[]>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        for (int[] e : edges) {
            adj.get(e[0]).add(new int[] {e[1], e[2]});
            adj.get(e[1]).add(new int[] {e[0], e[2]});
        }
        int[] dist = new int[n];
        Arrays.fill(dist, Integer.MAX_VALUE);
        dist[0] = 0;
        PriorityQueue<int[]> frontier = new PriorityQueue<>((x, y) -> x[1] != y[1] ? Integer.compare(x[1], y[1]) : Integer.compare(x[0], y[0]));
        frontier.add(new int[] {0, 0});
        int pops = 0;
        while (!frontier.isEmpty()) {
            int[] cur = frontier.poll();
            pops++;
            if (cur[1] > dist[cur[0]]) continue;
            for (int[] e : adj.get(cur[0])) {
                int nd = cur[1] + e[1];
                if (nd < dist[e[0]]) {
                    dist[e[0]] = nd;
                    frontier.add(new int[] {e[0], nd});
                }
            }
        }
        System.out.println("dijkstra dist=" + Arrays.toString(dist) + " pops=" + pops);

        try {
            PriorityQueue<Object> bad = new PriorityQueue<>();
            bad.add(new Object());
            bad.add(new Object());
        } catch (ClassCastException e) {
            System.out.println("non-comparable: " + e.getClass().getSimpleName());
        }
        try {
            new PriorityQueue<String>().add(null);
        } catch (NullPointerException e) {
            System.out.println("null element: " + e.getClass().getName());
        }
        PriorityQueue<String> words = new PriorityQueue<>(Arrays.asList("pear", "apple", "fig", "banana", "kiwi"));
        System.out.println("heapified layout=" + words + " contains fig=" + words.contains("fig"));
    }
}
