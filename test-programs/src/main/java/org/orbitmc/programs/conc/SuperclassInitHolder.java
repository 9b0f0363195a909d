/*
 * The fixed twin of SuperclassInitDeadlock: the default instance of the subclass is kept in a holder class, so
 * that Base's initialization needs nothing of Derived.
 *
 * Verdict: no errors. Initializing Derived needs Base; initializing Holder needs Derived; no initializer needs a
 * class whose initialization needs it back, so no cycle of waits exists.
 */
package org.orbitmc.programs.conc;

public class SuperclassInitHolder {
    static class Base {
    }

    static class Derived extends Base {
    }

    static final class Holder {
        static final Base DEFAULT = new Derived();
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> System.out.println(Holder.DEFAULT != null));
        Thread t2 = new Thread(() -> System.out.println(new Derived() != null));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
