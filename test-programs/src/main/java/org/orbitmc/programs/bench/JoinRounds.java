package org.orbitmc.programs.bench;

/**
 * A long search path for measuring what each level of a depth-first search costs: main starts and joins one worker
 * per round (the first argument, default 10), both incrementing a counter under a lock; no errors. Every round adds
 * a thread that has ended, and about eleven levels to the path.
 */
public class JoinRounds {
    static int counter;

    public static void main(String[] args) throws InterruptedException {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        for (int r = 0; r < rounds; r++) {
            Thread worker = new Thread(() -> {
                synchronized (JoinRounds.class) {
                    counter++;
                }
            });
            worker.start();
            synchronized (JoinRounds.class) {
                counter++;
            }
            worker.join();
        }
        if (counter != 2 * rounds) {
            throw new AssertionError(counter);
        }
    }
}
