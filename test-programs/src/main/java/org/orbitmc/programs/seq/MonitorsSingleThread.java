/*
 * MonitorsSingleThread: monitor semantics observable from a single thread: synchronized
 * instance and static methods, synchronized blocks on this, on a class literal and on an
 * arbitrary object, reentrancy (nested acquisition of the same monitor), Thread.holdsLock
 * before/inside/after, locks released when an exception leaves a synchronized block or
 * method, notify/notifyAll while holding the monitor (no-ops) and IllegalMonitorStateException
 * from notify/wait without owning it (class name only). No other threads are started.
 */
package org.orbitmc.programs.seq;

public class MonitorsSingleThread {
    private int counter;
    private static int staticCounter;
    private final Object lock = new Object();

    synchronized void increment() {
        counter++;
        if (counter % 5 == 0) nestedIncrement();
    }

    synchronized void nestedIncrement() {
        counter += 100;
        System.out.println("  reentrant call holds this: " + Thread.holdsLock(this));
    }

    static synchronized void staticIncrement() {
        staticCounter++;
        System.out.println("  static synchronized holds class lock: " + Thread.holdsLock(MonitorsSingleThread.class));
    }

    synchronized void failInside() {
        throw new IllegalStateException("thrown while holding the monitor");
    }

    int depth(int n) {
        synchronized (lock) {
            return n == 0 ? (Thread.holdsLock(lock) ? 0 : -1000) : 1 + depth(n - 1);
        }
    }

    public static void main(String[] args) {
        MonitorsSingleThread m = new MonitorsSingleThread();
        System.out.println("holds before: " + Thread.holdsLock(m));
        for (int i = 0; i < 10; i++) m.increment();
        System.out.println("counter=" + m.counter + " holds after: " + Thread.holdsLock(m));
        staticIncrement();
        staticIncrement();
        System.out.println("staticCounter=" + staticCounter + " holds class lock after: " + Thread.holdsLock(MonitorsSingleThread.class));
        synchronized (m) {
            synchronized (m) {
                synchronized (m.lock) {
                    System.out.println("nested blocks: holds m=" + Thread.holdsLock(m) + " holds lock=" + Thread.holdsLock(m.lock));
                }
                System.out.println("after inner release: holds m=" + Thread.holdsLock(m) + " holds lock=" + Thread.holdsLock(m.lock));
            }
            System.out.println("after one exit of reentrant monitor: holds m=" + Thread.holdsLock(m));
            m.notify();
            m.notifyAll();
            System.out.println("notify while holding: fine");
        }
        System.out.println("after all exits: holds m=" + Thread.holdsLock(m));
        try {
            m.failInside();
        } catch (IllegalStateException e) {
            System.out.println("exception from synchronized method: " + e.getMessage() + ", still holds=" + Thread.holdsLock(m));
        }
        try {
            synchronized (m.lock) {
                throw new ArithmeticException("inside block");
            }
        } catch (ArithmeticException e) {
            System.out.println("exception from synchronized block released lock: " + !Thread.holdsLock(m.lock));
        }
        try {
            m.lock.notify();
        } catch (IllegalMonitorStateException e) {
            System.out.println("notify without lock: " + e.getClass().getSimpleName());
        }
        try {
            m.lock.wait();
        } catch (IllegalMonitorStateException e) {
            System.out.println("wait without lock: " + e.getClass().getSimpleName());
        } catch (InterruptedException e) {
            System.out.println("unexpected interrupt");
        }
        System.out.println("recursive synchronized depth=" + m.depth(50) + " released=" + !Thread.holdsLock(m.lock));
        String literal = "shared-literal";
        synchronized (literal) {
            synchronized ("shared-literal") {
                System.out.println("same interned literal monitor held: " + Thread.holdsLock("shared-literal"));
            }
        }
        Object[] locks = new Object[20];
        for (int i = 0; i < locks.length; i++) locks[i] = new Object();
        int held = acquireAll(locks, 0);
        System.out.println("acquired " + held + " distinct monitors nested; none held now: " + !Thread.holdsLock(locks[0]));
    }

    static int acquireAll(Object[] locks, int i) {
        if (i == locks.length) {
            int count = 0;
            for (Object o : locks) if (Thread.holdsLock(o)) count++;
            return count;
        }
        synchronized (locks[i]) {
            return acquireAll(locks, i + 1);
        }
    }
}
