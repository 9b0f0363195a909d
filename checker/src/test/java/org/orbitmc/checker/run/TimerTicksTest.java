package org.orbitmc.checker.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * Timed operations end in deadline order under {@code orbit run}: a {@code java.util.Timer} ticks as often as its
 * period fits before main's sleep ends, one-shot tasks and sleeping threads wake in the order of their delays
 * (a 250 ms sleeper started first wakes after a 50 ms one), and a 5 s wait ends after a 1 s sleep. (What {@code java} prints for the same program; too many interleavings for the sequential
 * conformance programs, which the reduction oracle also checks.)
 */
class TimerTicksTest {
    private static final String PROGRAM = String.join("\n",
            "import java.util.*;",
            "public class Ticks {",
            "    public static void main(String[] args) throws Exception {",
            "        Timer timer = new Timer();",
            "        int[] ticks = {0};",
            "        timer.scheduleAtFixedRate(new TimerTask() {",
            "            public void run() {",
            "                synchronized (ticks) {",
            "                    System.out.println(\"tick \" + ++ticks[0]);",
            "                    if (ticks[0] == 3) cancel();",
            "                }",
            "            }",
            "        }, 10, 10);",
            "        for (int delay : new int[] {300, 100, 200}) {",
            "            timer.schedule(new TimerTask() { public void run() { System.out.println(\"after \" + delay); } }, delay);",
            "        }",
            "        Thread slow = new Thread(() -> nap(250, \"250 ms sleeper\"));",
            "        Thread fast = new Thread(() -> nap(50, \"50 ms sleeper\"));",
            "        slow.start();",
            "        fast.start();",
            "        Object lock = new Object();",
            "        Thread waiter = new Thread(() -> {",
            "            synchronized (lock) { try { lock.wait(5000); } catch (InterruptedException e) { } }",
            "            System.out.println(\"5 s wait over\");",
            "        });",
            "        waiter.start();",
            "        Thread.sleep(1000);",
            "        System.out.println(\"1 s sleep over\");",
            "        synchronized (ticks) { System.out.println(\"ticks: \" + ticks[0]); }",
            "        timer.cancel();",
            "        waiter.join();",
            "    }",
            "    static void nap(long millis, String name) {",
            "        try { Thread.sleep(millis); } catch (InterruptedException e) { }",
            "        System.out.println(name);",
            "    }",
            "}");

    @Test
    void timerTicksThreeTimesAndTimeoutsEndInDeadlineOrder() throws IOException {
        Path source = Files.createTempDirectory("orbit-timer").resolve("Ticks.java");
        Files.writeString(source, PROGRAM);
        SourceCompiler.Compiled program = SourceCompiler.compile(source, List.of());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = ProgramRunner.run(new RunRequest(List.of(), program.classes(), program.mainClass(), List.of(), true, out, err,
                new ByteArrayInputStream(new byte[0]), Map.of()));
        assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
        assertEquals(String.join("\n", "tick 1", "tick 2", "tick 3", "50 ms sleeper", "after 100", "after 200",
                "250 ms sleeper", "after 300", "1 s sleep over", "ticks: 3",
                "5 s wait over", ""), out.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n"));
    }
}
