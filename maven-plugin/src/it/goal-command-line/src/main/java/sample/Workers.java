package sample;

import java.util.ArrayList;
import java.util.List;

/** Starts one worker per argument; each adds its number to a shared total under a lock. Correct. */
public class Workers {
    private static int total;

    public static void main(String[] args) throws InterruptedException {
        if (args.length == 0) {
            throw new IllegalArgumentException("usage: Workers N...");
        }
        List<Thread> workers = new ArrayList<>();
        int expected = 0;
        for (String arg : args) {
            int n = Integer.parseInt(arg);
            expected += n;
            workers.add(new Thread(() -> add(n), "worker-" + n));
        }
        workers.forEach(Thread::start);
        for (Thread w : workers) {
            w.join();
        }
        assert total == expected : "total " + total + " != " + expected;
        System.out.println("total " + total + " from " + args.length + " workers");
    }

    private static synchronized void add(int n) {
        total += n;
    }
}
