package org.orbitmc.programs.gc;

/**
 * Allocates far more than fits in memory at once (by default 20 million short-lived objects, arrays and
 * strings) while keeping a linked list of 100,000 nodes alive, then prints the list's checksum: runs
 * only if the garbage collector frees the garbage and nothing else.
 *
 * <p>Arguments: [live nodes] [short-lived allocations].
 */
public final class GcChurn {
    private GcChurn() {
    }

    static final class Node {
        final int value;
        final Node next;

        Node(int value, Node next) {
            this.value = value;
            this.next = next;
        }
    }

    static final class Box {
        long wide;
        Object ref;
        int narrow;
    }

    public static void main(String[] args) {
        int live = args.length > 0 ? Integer.parseInt(args[0]) : 100_000;
        int churn = args.length > 1 ? Integer.parseInt(args[1]) : 20_000_000;
        Node head = null;
        for (int i = 0; i < live; i++) {
            head = new Node(i, head);
        }
        long sum = 0;
        Box previous = null;
        for (int i = 0; i < churn; i++) {
            Box b = new Box();
            b.wide = i;
            b.narrow = i & 7;
            b.ref = previous;
            previous = (i & 3) == 0 ? null : b;
            if ((i & 1023) == 0) {
                String s = "s" + i;
                sum += s.length();
            } else if ((i & 7) == 0) {
                int[] a = new int[4];
                a[i & 3] = i;
                sum += a[i & 3] & 15;
            }
            sum += b.narrow;
        }
        long check = 0;
        int count = 0;
        for (Node n = head; n != null; n = n.next) {
            check = check * 31 + n.value;
            count++;
        }
        System.out.println(count + " nodes, checksum " + check + ", sum " + sum);
    }
}
