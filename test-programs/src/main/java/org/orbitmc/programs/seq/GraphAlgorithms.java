/*
 * GraphAlgorithms: classic algorithms on small graphs built from edge lists: Dijkstra with
 * a PriorityQueue of records (lazy deletion) and path reconstruction, BFS shortest hops,
 * iterative DFS with an explicit Deque, topological sort (Kahn) with cycle detection,
 * Kruskal's MST with union-find (path compression, union by rank), Floyd-Warshall with
 * Integer.MAX_VALUE guards, strongly connected components (Tarjan), and a grid maze solved
 * by A* with a Manhattan heuristic.
 */
package org.orbitmc.programs.seq;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Queue;
import java.util.TreeMap;

public class GraphAlgorithms {
    record Edge(int from, int to, int weight) {
    }

    record QItem(int node, long dist) {
    }

    static List<List<Edge>> adjacency(int n, int[][] edges, boolean directed) {
        List<List<Edge>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        for (int[] e : edges) {
            adj.get(e[0]).add(new Edge(e[0], e[1], e[2]));
            if (!directed) adj.get(e[1]).add(new Edge(e[1], e[0], e[2]));
        }
        return adj;
    }

    static void dijkstra(List<List<Edge>> adj, int source) {
        long[] dist = new long[adj.size()];
        int[] prev = new int[adj.size()];
        Arrays.fill(dist, Long.MAX_VALUE);
        Arrays.fill(prev, -1);
        dist[source] = 0;
        PriorityQueue<QItem> pq = new PriorityQueue<>(Comparator.comparingLong(QItem::dist).thenComparingInt(QItem::node));
        pq.add(new QItem(source, 0));
        int pops = 0;
        while (!pq.isEmpty()) {
            QItem cur = pq.poll();
            pops++;
            if (cur.dist() > dist[cur.node()]) continue;
            for (Edge e : adj.get(cur.node())) {
                long nd = cur.dist() + e.weight();
                if (nd < dist[e.to()]) {
                    dist[e.to()] = nd;
                    prev[e.to()] = cur.node();
                    pq.add(new QItem(e.to(), nd));
                }
            }
        }
        System.out.println("dijkstra from " + source + " pops=" + pops);
        for (int v = 0; v < adj.size(); v++) {
            LinkedList<Integer> path = new LinkedList<>();
            for (int x = v; x != -1; x = prev[x]) path.addFirst(x);
            System.out.println("  to " + v + ": " + (dist[v] == Long.MAX_VALUE ? "unreachable" : dist[v] + " via " + path));
        }
    }

    static int[] bfs(List<List<Edge>> adj, int s) {
        int[] hops = new int[adj.size()];
        Arrays.fill(hops, -1);
        hops[s] = 0;
        Queue<Integer> q = new ArrayDeque<>();
        q.add(s);
        while (!q.isEmpty()) {
            int u = q.remove();
            for (Edge e : adj.get(u)) {
                if (hops[e.to()] < 0) {
                    hops[e.to()] = hops[u] + 1;
                    q.add(e.to());
                }
            }
        }
        return hops;
    }

    static List<Integer> dfsOrder(List<List<Edge>> adj, int s) {
        List<Integer> order = new ArrayList<>();
        boolean[] seen = new boolean[adj.size()];
        Deque<Integer> stack = new ArrayDeque<>();
        stack.push(s);
        while (!stack.isEmpty()) {
            int u = stack.pop();
            if (seen[u]) continue;
            seen[u] = true;
            order.add(u);
            List<Edge> out = new ArrayList<>(adj.get(u));
            Collections.reverse(out);
            for (Edge e : out) if (!seen[e.to()]) stack.push(e.to());
        }
        return order;
    }

    static List<String> topo(Map<String, List<String>> deps) {
        Map<String, Integer> indegree = new TreeMap<>();
        deps.forEach((k, vs) -> {
            indegree.putIfAbsent(k, 0);
            for (String v : vs) indegree.merge(v, 1, Integer::sum);
        });
        PriorityQueue<String> ready = new PriorityQueue<>();
        indegree.forEach((k, d) -> {
            if (d == 0) ready.add(k);
        });
        List<String> out = new ArrayList<>();
        while (!ready.isEmpty()) {
            String k = ready.poll();
            out.add(k);
            for (String v : deps.getOrDefault(k, List.of())) {
                if (indegree.merge(v, -1, Integer::sum) == 0) ready.add(v);
            }
        }
        if (out.size() < indegree.size()) throw new IllegalStateException("cycle among " + indegree.keySet().stream().filter(k -> !out.contains(k)).toList());
        return out;
    }

    static int find(int[] parent, int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }

    static void kruskal(int n, int[][] edges) {
        int[] parent = new int[n];
        int[] rank = new int[n];
        for (int i = 0; i < n; i++) parent[i] = i;
        List<int[]> sorted = new ArrayList<>(Arrays.asList(edges));
        sorted.sort(Comparator.<int[]>comparingInt(e -> e[2]).thenComparingInt(e -> e[0]).thenComparingInt(e -> e[1]));
        int total = 0;
        List<String> chosen = new ArrayList<>();
        for (int[] e : sorted) {
            int a = find(parent, e[0]);
            int b = find(parent, e[1]);
            if (a == b) continue;
            if (rank[a] < rank[b]) {
                int t = a;
                a = b;
                b = t;
            }
            parent[b] = a;
            if (rank[a] == rank[b]) rank[a]++;
            total += e[2];
            chosen.add(e[0] + "-" + e[1]);
        }
        System.out.println("kruskal total=" + total + " edges=" + chosen);
    }

    static void floyd(int n, int[][] edges) {
        int inf = Integer.MAX_VALUE;
        int[][] d = new int[n][n];
        for (int[] row : d) Arrays.fill(row, inf);
        for (int i = 0; i < n; i++) d[i][i] = 0;
        for (int[] e : edges) d[e[0]][e[1]] = Math.min(d[e[0]][e[1]], e[2]);
        for (int k = 0; k < n; k++)
            for (int i = 0; i < n; i++)
                for (int j = 0; j < n; j++)
                    if (d[i][k] != inf && d[k][j] != inf && d[i][k] + d[k][j] < d[i][j]) d[i][j] = d[i][k] + d[k][j];
        for (int[] row : d) System.out.println("  " + Arrays.toString(Arrays.stream(row).mapToObj(x -> x == inf ? "inf" : String.valueOf(x)).toArray()));
    }

    static int index;
    static int[] low;
    static int[] num;
    static boolean[] onStack;
    static Deque<Integer> tstack;
    static List<List<Integer>> sccs;

    static void tarjan(List<List<Edge>> adj) {
        int n = adj.size();
        index = 0;
        low = new int[n];
        num = new int[n];
        Arrays.fill(num, -1);
        onStack = new boolean[n];
        tstack = new ArrayDeque<>();
        sccs = new ArrayList<>();
        for (int v = 0; v < n; v++) if (num[v] < 0) strong(adj, v);
        System.out.println("sccs=" + sccs);
    }

    static void strong(List<List<Edge>> adj, int v) {
        num[v] = low[v] = index++;
        tstack.push(v);
        onStack[v] = true;
        for (Edge e : adj.get(v)) {
            if (num[e.to()] < 0) {
                strong(adj, e.to());
                low[v] = Math.min(low[v], low[e.to()]);
            } else if (onStack[e.to()]) {
                low[v] = Math.min(low[v], num[e.to()]);
            }
        }
        if (low[v] == num[v]) {
            List<Integer> comp = new ArrayList<>();
            int w;
            do {
                w = tstack.pop();
                onStack[w] = false;
                comp.add(w);
            } while (w != v);
            Collections.sort(comp);
            sccs.add(comp);
        }
    }

    record Cell(int r, int c) {
    }

    static void astar(String[] maze) {
        int rows = maze.length;
        int cols = maze[0].length();
        Cell start = null;
        Cell goal = null;
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++) {
                if (maze[r].charAt(c) == 'S') start = new Cell(r, c);
                if (maze[r].charAt(c) == 'G') goal = new Cell(r, c);
            }
        final Cell target = goal;
        Map<Cell, Integer> g = new HashMap<>();
        Map<Cell, Cell> came = new HashMap<>();
        PriorityQueue<Cell> open = new PriorityQueue<>(Comparator.<Cell>comparingInt(x -> g.get(x) + Math.abs(x.r() - target.r()) + Math.abs(x.c() - target.c()))
                .thenComparingInt(Cell::r).thenComparingInt(Cell::c));
        g.put(start, 0);
        open.add(start);
        int expanded = 0;
        while (!open.isEmpty()) {
            Cell cur = open.poll();
            expanded++;
            if (cur.equals(goal)) break;
            int[][] dirs = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
            for (int[] d : dirs) {
                Cell nx = new Cell(cur.r() + d[0], cur.c() + d[1]);
                if (nx.r() < 0 || nx.r() >= rows || nx.c() < 0 || nx.c() >= cols || maze[nx.r()].charAt(nx.c()) == '#') continue;
                int ng = g.get(cur) + 1;
                if (ng < g.getOrDefault(nx, Integer.MAX_VALUE)) {
                    open.remove(nx);
                    g.put(nx, ng);
                    came.put(nx, cur);
                    open.add(nx);
                }
            }
        }
        char[][] out = new char[rows][];
        for (int r = 0; r < rows; r++) out[r] = maze[r].toCharArray();
        for (Cell c = came.get(goal); c != null && !c.equals(start); c = came.get(c)) out[c.r()][c.c()] = '*';
        System.out.println("A* length=" + g.get(goal) + " expanded=" + expanded);
        for (char[] row : out) System.out.println("  " + new String(row));
    }

    public static void main(String[] args) {
        int[][] edges = {{0, 1, 4}, {0, 2, 1}, {2, 1, 2}, {1, 3, 1}, {2, 3, 5}, {3, 4, 3}, {4, 5, 1}, {3, 5, 6}, {6, 7, 1}};
        List<List<Edge>> undirected = adjacency(8, edges, false);
        dijkstra(undirected, 0);
        System.out.println("bfs hops=" + Arrays.toString(bfs(undirected, 0)) + " dfs=" + dfsOrder(undirected, 0));
        kruskal(8, edges);
        System.out.println("floyd (directed):");
        floyd(6, Arrays.copyOf(edges, 8));
        Map<String, List<String>> deps = new TreeMap<>();
        deps.put("app", List.of("lib", "log"));
        deps.put("lib", List.of("core"));
        deps.put("log", List.of("core"));
        deps.put("test", List.of("app", "mock"));
        deps.put("mock", List.of("core"));
        System.out.println("topo=" + topo(deps));
        deps.put("core", List.of("test"));
        try {
            topo(deps);
        } catch (IllegalStateException e) {
            System.out.println("topo: " + e.getMessage());
        }
        int[][] directed = {{0, 1, 1}, {1, 2, 1}, {2, 0, 1}, {2, 3, 1}, {3, 4, 1}, {4, 5, 1}, {5, 3, 1}, {6, 5, 1}, {6, 7, 1}};
        tarjan(adjacency(8, directed, true));
        astar(new String[] {
            "S...#......",
            ".##.#.####.",
            ".#..#....#.",
            ".#.####.##.",
            ".#......#G.",
            "...####....",
        });
    }
}
