/*
 * Clocks: currentTimeMillis, nanoTime and Instant.now are one clock; sleep, timed wait and parkNanos last at least
 * as long as asked. Only bounds and agreements are printed, never times. (Deadline order among threads is shown by
 * the concurrent program SleepBeforeLongWait and by TimerTicksTest.)
 */
package org.orbitmc.programs.seq;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.locks.LockSupport;

public class Clocks {
    public static void main(String[] args) throws Exception {
        long millis0 = System.currentTimeMillis();
        long nanos0 = System.nanoTime();
        Instant instant0 = Instant.now();
        System.out.println("Instant.now within 50 ms of currentTimeMillis: " + (Math.abs(instant0.toEpochMilli() - millis0) < 50));
        System.out.println("after 2020: " + (millis0 > 1_577_836_800_000L) + " " + instant0.isAfter(Instant.parse("2020-01-01T00:00:00Z")));

        long before = System.nanoTime();
        Thread.sleep(30);
        System.out.println("sleep(30) lasted at least 30 ms: " + (System.nanoTime() - before >= 30_000_000L));
        before = System.nanoTime();
        Thread.sleep(0);
        System.out.println("sleep(0) returned: " + (System.nanoTime() >= before));

        Object lock = new Object();
        before = System.nanoTime();
        synchronized (lock) {
            lock.wait(40);
        }
        System.out.println("wait(40) lasted at least 40 ms: " + (System.nanoTime() - before >= 40_000_000L));

        before = System.nanoTime();
        LockSupport.parkNanos(25_000_000L);
        System.out.println("parkNanos(25 ms) returned, no earlier than asked or spuriously: " + (System.nanoTime() >= before));
        before = System.nanoTime();
        LockSupport.parkNanos(-5);
        LockSupport.parkUntil(0);
        System.out.println("negative and past parks return: true");

        long elapsedMillis = System.currentTimeMillis() - millis0;
        long elapsedNanos = System.nanoTime() - nanos0;
        Duration elapsedInstant = Duration.between(instant0, Instant.now());
        System.out.println("clocks moved at least 70 ms: " + (elapsedMillis >= 70) + " " + (elapsedNanos >= 70_000_000L) + " "
                + (elapsedInstant.toMillis() >= 70));
        System.out.println("clocks agree within 20 ms: " + (Math.abs(elapsedNanos / 1_000_000 - elapsedMillis) <= 20)
                + " " + (Math.abs(elapsedInstant.toMillis() - elapsedMillis) <= 20));
        try {
            Thread.sleep(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("sleep(-1): " + e);
        }
        Thread.currentThread().interrupt();
        try {
            Thread.sleep(10);
        } catch (InterruptedException e) {
            System.out.println("interrupted sleep: " + e + ", still interrupted: " + Thread.currentThread().isInterrupted());
        }
    }
}
