/*
 * main starts a reader, then publishes a Box through a static field, then reads another static of the same class. The
 * reader may run before the publication and see no box. Fuzz finding 7 (seed 4000374): under lock discipline, main's
 * own later read of the class's statics restarted their history as if main had never written, so the reader's read
 * looked read-shared, the race was never refined, and the search answered "No errors found".
 *
 * Verdict: IllegalStateException in the reader.
 */
package org.orbitmc.programs.conc;

public class PublishedAfterStart {
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
        reader = new Thread(PublishedAfterStart::read);
        other = new Thread(() -> { });
        reader.start();
        box = new Box(1);
        other.start(); // reads the static 'other': main's second access to the class's statics
    }
}
