/*
 * Lazy initialization with the holder idiom: the instance is created by the static initializer of a
 * nested class, which two threads trigger concurrently. The constructor yields and counts instances.
 *
 * Verdict: no errors. Class initialization is guarded by the JVM's initialization lock (JVMS 5.5):
 * the first thread to reach Holder runs <clinit>, the other blocks until it is done and then sees the
 * initialized class; <clinit> runs once, so one instance exists and both threads got it.
 */
package org.orbitmc.programs.conc;

public class LazyInitHolder {
    static int created; // written only inside Holder.<clinit>, which runs once

    static final class Singleton {
        Singleton() {
            Thread.yield(); // the other thread may try to initialize Holder meanwhile
            created++;
        }
    }

    static final class Holder {
        static final Singleton INSTANCE = new Singleton();
    }

    static final Singleton[] got = new Singleton[2];

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> got[0] = Holder.INSTANCE);
        Thread t2 = new Thread(() -> got[1] = Holder.INSTANCE);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert created == 1 : created + " instances created";
        assert got[0] != null && got[0] == got[1] : "threads got different instances";
    }
}
