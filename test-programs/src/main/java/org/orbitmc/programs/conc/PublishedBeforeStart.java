/*
 * The fixed twin of PublishedAfterStart: main publishes the Box before it starts the reader (Thread.start orders the
 * write before everything the reader does).
 *
 * Verdict: no errors.
 */
package org.orbitmc.programs.conc;

public class PublishedBeforeStart {
    static Box box;
    static Thread reader;
    static Thread other;

    static final class Box {
        final int value;

        Box(int value) {
            this.value = value;
        }
    }

    static void read() {
        Box b = box;
        if ((b == null ? -1 : b.value) != 1) {
            throw new IllegalStateException("the reader saw no box");
        }
    }

    public static void main(String[] args) {
        reader = new Thread(PublishedBeforeStart::read);
        other = new Thread(() -> { });
        box = new Box(1);
        reader.start();
        other.start();
    }
}
