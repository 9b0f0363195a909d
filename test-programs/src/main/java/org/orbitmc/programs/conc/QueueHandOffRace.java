/*
 * Two queues, each a linked list guarded by its own monitor. A node lives in queue A, where a visitor counts a visit
 * under A's monitor; a mover counts one too, then moves the node to a queue B it makes, and counts a visit there under
 * B's monitor: the node's count is guarded by A's lock at two accesses and by B's at the third, so the visitor's and the
 * mover's last increments can lose one.
 *
 * Verdict: assertion failure. While one queue exists, the node's fields are protected by the monitor of the one
 * NodeQueue (a lock expression naming a container's lock); the mover's second queue ends that (a restart), and the
 * lost update is found.
 */
package org.orbitmc.programs.conc;

public class QueueHandOffRace {
    static final class Node {
        int visits;
        Node next;
    }

    static final class NodeQueue {
        private Node head;

        synchronized void push(Node n) {
            n.next = head;
            head = n;
        }

        synchronized Node pop() {
            Node n = head;
            if (n != null) {
                head = n.next;
                n.next = null;
            }
            return n;
        }

        synchronized void visit(Node n) {
            n.visits++;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        NodeQueue a = new NodeQueue();
        Node node = new Node();
        a.push(node);
        Thread visitor = new Thread(() -> a.visit(node));
        Thread mover = new Thread(() -> {
            a.visit(node);
            Node n = a.pop();
            NodeQueue b = new NodeQueue();
            b.push(n);
            b.visit(n);
        });
        visitor.start();
        mover.start();
        visitor.join();
        mover.join();
        assert node.visits == 3 : "lost a visit: " + node.visits;
    }
}
