/*
 * The message dispatcher of Iosif 2001, Fig. 1: N client threads each create a message with a priority and
 * send it to a shared queue, which keeps messages in ascending priority order (a sorted linked list behind a
 * dummy head, updated under the queue's lock). Clients with equal priorities send indistinguishable messages.
 *
 * Verdict: no errors; main checks that the queue holds N messages in order. Usage: MessageQueue [N] (default 2).
 */
package org.orbitmc.programs.conc;

public class MessageQueue {
    static final class Message {
        final int priority;
        Message next;

        Message(int priority) {
            this.priority = priority;
        }
    }

    private final Message head = new Message(0);

    synchronized void send(Message m) {
        Message prev = head;
        while (prev.next != null && prev.next.priority <= m.priority) {
            prev = prev.next;
        }
        m.next = prev.next;
        prev.next = m;
    }

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        MessageQueue queue = new MessageQueue();
        Thread[] clients = new Thread[n];
        for (int i = 0; i < n; i++) {
            int priority = 1 + i % 2; // two kinds of message: symmetric clients
            clients[i] = new Thread(() -> queue.send(new Message(priority)));
            clients[i].start();
        }
        for (Thread c : clients) {
            c.join();
        }
        int count = 0;
        int last = 0;
        for (Message m = queue.head.next; m != null; m = m.next) {
            assert m.priority >= last : "out of order";
            last = m.priority;
            count++;
        }
        assert count == n : "lost a message: " + count;
    }
}
