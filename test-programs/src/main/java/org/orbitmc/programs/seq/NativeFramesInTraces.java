package org.orbitmc.programs.seq;

import java.lang.reflect.Array;

/**
 * Exceptions thrown by the JDK's native methods show the native as a frame of its own, "(Native Method)", as HotSpot
 * shows it: arraycopy, clone, sleep, wait, Array.newInstance; and their messages are HotSpot's.
 */
public class NativeFramesInTraces {
    static final class NotCloneable {
        Object copy() throws CloneNotSupportedException {
            return clone();
        }
    }

    interface Action {
        void run() throws Exception;
    }

    static void show(Action a) {
        try {
            a.run();
            System.out.println("no exception");
        } catch (Exception e) {
            e.printStackTrace(System.out);
        }
    }

    public static void main(String[] args) {
        show(() -> System.arraycopy(new int[1], 0, new int[1], 0, 5));
        show(() -> System.arraycopy(new Object[] {"x", 1}, 0, new String[2], 0, 2));
        show(() -> System.arraycopy(null, 0, new int[1], 0, 1));
        show(() -> new NotCloneable().copy());
        show(() -> Array.newInstance(int.class, -1));
        show(() -> {
            Thread.currentThread().interrupt();
            Thread.sleep(10);
        });
        show(() -> {
            Object lock = new Object();
            synchronized (lock) {
                Thread.currentThread().interrupt();
                lock.wait();
            }
        });
        show(() -> new Object().wait());
        show(() -> new Object().notify());
    }
}
