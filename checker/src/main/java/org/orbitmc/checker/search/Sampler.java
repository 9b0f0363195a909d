package org.orbitmc.checker.search;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Draws schedules one at a time ({@link Sampling}) from a system's initial state, checking each transition through
 * an {@link Exploration} with no visited set: an error found is recorded with the schedule that reached it.
 *
 * <p>Every schedule begins with the same steps while only one choice is enabled (the main thread initializing its
 * class, the JDK and the program's data before it starts a thread): they are executed once, by the first schedule, and
 * later schedules start from a snapshot of the state after them, their scheduler told of those steps as if it had taken
 * them. A schedule is the same as without this; only its cost is lower (a program whose start-up runs a library's
 * initialization would otherwise pay for it in every schedule).
 */
final class Sampler {
    /** A schedule longer than this is cut (a program that does not end under some schedule). */
    private static final int MAX_LENGTH = 100_000;

    private final TransitionSystem system;
    private final Object initial;
    private final Exploration exploration;
    private final Sampling sampling;
    private final SplittableRandom random;
    private final int maxLength;
    private int longest;
    /** The most accesses to shared data one schedule made ({@link Pct}'s change points without preemptions elsewhere). */
    private long mostAccesses;
    private long samples;
    private long transitions;
    /** The steps every schedule begins with (one choice enabled each), with what was enabled; null before the first. */
    private List<Step> prefixSteps;
    private List<Choice> prefixChoices;
    private List<List<Choice>> prefixEnabled;
    /** The state after the prefix. */
    private Object afterPrefix;

    Sampler(TransitionSystem system, Object initial, Exploration exploration, Sampling sampling, int maxDepth) {
        this.system = system;
        this.initial = initial;
        this.exploration = exploration;
        this.sampling = sampling;
        this.random = new SplittableRandom(sampling.seed());
        this.maxLength = Math.min(MAX_LENGTH, maxDepth);
    }

    long samples() {
        return samples;
    }

    /** Transitions taken by all schedules so far. */
    long transitions() {
        return transitions;
    }

    /** Draws and runs one schedule from the initial state; false when the search must stop. */
    boolean sample() {
        Scheduler scheduler = scheduler(random.split());
        List<Step> steps = new ArrayList<>();
        List<Choice> choices = new ArrayList<>();
        boolean first = prefixSteps == null;
        if (first) {
            system.restore(initial);
            prefixSteps = new ArrayList<>();
            prefixChoices = new ArrayList<>();
            prefixEnabled = new ArrayList<>();
        } else {
            system.restore(afterPrefix);
            for (int i = 0; i < prefixSteps.size(); i++) { // the scheduler hears of the shared steps as if it took them
                scheduler.pick(prefixEnabled.get(i));
                scheduler.ran(prefixChoices.get(i), prefixSteps.get(i));
            }
            steps.addAll(prefixSteps);
            choices.addAll(prefixChoices);
        }
        boolean inPrefix = first;
        while (steps.size() < maxLength) {
            List<Choice> enabled = system.enabled();
            if (inPrefix && enabled.size() != 1) {
                inPrefix = false;
                afterPrefix = system.snapshot();
            }
            if (enabled.isEmpty()) {
                exploration.sampleEnded(system, () -> new Trail(steps, choices));
                break;
            }
            if (!exploration.proceed(steps.size())) {
                if (inPrefix) {
                    afterPrefix = system.snapshot();
                }
                return false;
            }
            Choice choice = scheduler.pick(enabled);
            Step step = system.step(choice);
            transitions++;
            steps.add(step);
            choices.add(choice);
            if (inPrefix) {
                prefixSteps.add(step);
                prefixChoices.add(choice);
                prefixEnabled.add(List.copyOf(enabled));
            }
            scheduler.ran(choice, step);
            exploration.sampled(step, steps.size(), () -> new Trail(List.copyOf(steps), List.copyOf(choices)));
        }
        if (inPrefix) {
            afterPrefix = system.snapshot(); // a schedule of one choice per step, cut at the length limit
        }
        samples++;
        longest = Math.max(longest, steps.size());
        mostAccesses = Math.max(mostAccesses, scheduler.accesses());
        return true;
    }

    private Scheduler scheduler(SplittableRandom random) {
        if (sampling.alongside()) {
            // Alongside a systematic search, POS and PCT take turns: POS finds the SCTBench kinds in tens to hundreds
            // of schedules (a reader that must come between a writer's two steps), PCT without preemptions elsewhere
            // the bugs that need a thread demoted at one access. PCT's own turns alternate bug depths 2 and 3, and
            // every third one may preempt anywhere.
            if (samples % 2 == 0) {
                return new Pos(random, system);
            }
            long turn = samples / 2;
            return pct(random, turn % 3 != 0, 2 + (int) (turn / 3 % 2));
        }
        return switch (sampling.strategy()) {
            case RANDOM -> new RandomWalk(random);
            case PCT -> pct(random, samples % 3 != 0, sampling.depth());
            case POS -> new Pos(random, system);
        };
    }

    /** PCT of bug depth {@code depth}; {@code switchesOnlyThere}: see {@link Pct}. */
    private Pct pct(SplittableRandom random, boolean switchesOnlyThere, int depth) {
        long length = switchesOnlyThere && mostAccesses > 0 ? mostAccesses : longest;
        return new Pct(random, depth, (int) Math.min(Math.max(length, 1), Integer.MAX_VALUE), switchesOnlyThere);
    }

    /** Picks the next choice of one schedule and hears what it did. */
    private interface Scheduler {
        Choice pick(List<Choice> enabled);

        default void ran(Choice choice, Step step) {
        }

        /** The accesses to shared data this schedule made, where the scheduler counts them (else 0). */
        default long accesses() {
            return 0;
        }
    }

    /** The threads of {@code enabled} in order, and one of the choices of a thread (its data choices) at random. */
    private static List<Integer> threads(List<Choice> enabled) {
        List<Integer> threads = new ArrayList<>();
        for (Choice c : enabled) {
            if (threads.isEmpty() || threads.get(threads.size() - 1) != c.thread()) {
                threads.add(c.thread());
            }
        }
        return threads;
    }

    private static Choice choiceOf(List<Choice> enabled, int thread, SplittableRandom random) {
        List<Choice> own = new ArrayList<>();
        for (Choice c : enabled) {
            if (c.thread() == thread) {
                own.add(c);
            }
        }
        return own.get(random.nextInt(own.size()));
    }

    /** Each step, a thread drawn uniformly from the enabled ones. */
    private record RandomWalk(SplittableRandom random) implements Scheduler {
        @Override
        public Choice pick(List<Choice> enabled) {
            List<Integer> threads = threads(enabled);
            return choiceOf(enabled, threads.get(random.nextInt(threads.size())), random);
        }
    }

    /**
     * PCT: each thread gets a random priority above d when first seen; the enabled thread of highest priority runs;
     * at d - 1 steps drawn from the length of the longest schedule so far, the thread that ran drops to priority
     * i (below every initial one). A bug of depth d is found with probability at least 1/(n k^(d-1)).
     *
     * <p>With {@code switchesOnlyThere}, priorities decide only where the running thread cannot go on (it blocked or
     * ended) and at the change points: a thread that starts another is not overtaken by it. The schedules drawn are
     * those of preemption bounding with at most d - 1 preemptions, the free switches chosen by priority. A program whose
     * main thread starts n threads and whose bug needs the last one to run before the others (a reader started after
     * its writers) needs, in plain PCT, the main thread and that thread both above the n - 1 others (about 2/n²), here
     * only that thread above them at main's first block (1/n).
     */
    static final class Pct implements Scheduler {
        private final SplittableRandom random;
        private final Map<Integer, Double> priority = new HashMap<>();
        private final long[] changePoints;
        private final int depth;
        private final boolean switchesOnlyThere;
        private long step;
        /** The thread that ran last, and whether a change point has just demoted it. */
        private int running = -1;
        private boolean demoted;
        /** With {@code switchesOnlyThere}: the accesses to shared data this schedule made so far. */
        private long accesses;

        @Override
        public long accesses() {
            return accesses;
        }

        /** A read, write or lock of shared data ({@code lock Object#12}), not a thread's start or join. */
        static boolean isAccess(String operation) {
            if (operation == null) {
                return false;
            }
            if (operation.startsWith("lock ")) {
                return !operation.endsWith("(call start)") && !operation.endsWith("(call join)");
            }
            return operation.startsWith("read ") || operation.startsWith("write ");
        }

        Pct(SplittableRandom random, int depth, int length, boolean switchesOnlyThere) {
            this.random = random;
            this.depth = depth;
            this.switchesOnlyThere = switchesOnlyThere;
            this.changePoints = new long[depth - 1];
            for (int i = 0; i < changePoints.length; i++) {
                changePoints[i] = 1 + random.nextInt(length);
            }
        }

        @Override
        public Choice pick(List<Choice> enabled) {
            List<Integer> threads = threads(enabled);
            if (switchesOnlyThere && !demoted && threads.contains(running)) {
                return choiceOf(enabled, running, random);
            }
            int best = -1;
            double top = Double.NEGATIVE_INFINITY;
            for (int t : threads) {
                double p = priority.computeIfAbsent(t, k -> depth + random.nextDouble());
                if (p > top) {
                    top = p;
                    best = t;
                }
            }
            return choiceOf(enabled, best, random);
        }

        @Override
        public void ran(Choice choice, Step step) {
            this.step++;
            running = choice.thread();
            demoted = false;
            long at = this.step;
            if (switchesOnlyThere) {
                // Change points fall right after accesses to shared data: where a preemption lets another thread see
                // (or change) what this one is in the middle of. Starting, joining and ending threads are not counted.
                if (!isAccess(step.operation())) {
                    return;
                }
                at = ++accesses;
            }
            for (int i = 0; i < changePoints.length; i++) {
                if (changePoints[i] == at) {
                    priority.put(choice.thread(), (double) (depth - 1 - i) - random.nextDouble() * 0.5);
                    demoted = true;
                }
            }
        }
    }

    /**
     * POS (Yuan et al., CAV 2018): every thread's pending event (the operation it stands at) has a random priority and
     * the highest runs. The thread that ran gets a new priority for its next event, and so does every thread whose
     * pending event races with the one that ran: on the same object or field, not both reads. Priorities of other
     * events stay, so a thread whose next event nothing races with keeps its place (a worker between two locked phases
     * is not hurried on by other threads taking the first lock). Where the system does not tell a thread's pending
     * operation, the last one it ran stands for it.
     *
     * <p>One departure from the paper: a thread that has just started another goes on (as a started thread takes a
     * while to run on a JVM). Without it, a main thread that starts n threads in a loop is overtaken again and again by
     * the threads it started, which by the time it starts the last one have mostly run to their ends: on a reader
     * started after 49 writers, POS as published found neither Reorder50 nor Twostage50 in 30-60 s (tens of
     * thousands of schedules); with it, each in 0-500 schedules (docs/benchmarks.md).
     */
    static final class Pos implements Scheduler {
        private final SplittableRandom random;
        private final TransitionSystem system;
        private final Map<Integer, Double> priority = new HashMap<>();
        /** Each thread's pending event, parsed once when it becomes pending: races are checked against it at every step. */
        private final Map<Integer, Event> pending = new HashMap<>();
        /** The thread that ran last, and whether that step started a thread. */
        private int running = -1;
        private boolean started;

        Pos(SplittableRandom random, TransitionSystem system) {
            this.random = random;
            this.system = system;
        }

        @Override
        public Choice pick(List<Choice> enabled) {
            List<Integer> threads = threads(enabled);
            if (started && threads.contains(running)) {
                return choiceOf(enabled, running, random);
            }
            int best = -1;
            double top = Double.NEGATIVE_INFINITY;
            for (int t : threads) {
                if (!pending.containsKey(t)) {
                    pending.put(t, Event.of(system.pendingOperation(t)));
                }
                double p = priority.computeIfAbsent(t, k -> random.nextDouble());
                if (p > top) {
                    top = p;
                    best = t;
                }
            }
            return choiceOf(enabled, best, random);
        }

        @Override
        public void ran(Choice choice, Step step) {
            int thread = choice.thread();
            running = thread;
            started = startsThread(step.operation());
            Event ran = Event.of(step.operation());
            for (Map.Entry<Integer, Event> e : pending.entrySet()) {
                if (e.getKey() != thread && ran.racesWith(e.getValue())) {
                    priority.put(e.getKey(), random.nextDouble());
                }
            }
            priority.put(thread, random.nextDouble());
            String next = system.pendingOperation(thread);
            pending.put(thread, next != null ? Event.of(next) : ran);
        }

        /** An operation as POS compares them: what it is on ({@link #target}, null for none) and whether it only reads. */
        private record Event(String target, boolean read) {
            static Event of(String operation) {
                return new Event(Pos.target(operation), operation != null && operation.startsWith("read "));
            }

            /** On the same object or field, and not both reads. */
            boolean racesWith(Event other) {
                return target != null && target.equals(other.target) && !(read && other.read);
            }
        }

        /** {@code start Thread#12}, {@code start thread}; not a thread's own first step, {@code start of Thread.run()}. */
        static boolean startsThread(String operation) {
            return operation != null && operation.startsWith("start ") && !operation.startsWith("start of ");
        }

        /**
         * What an operation such as {@code write Reorder.a = 1} or {@code lock java.lang.Object#12} is on: the words after
         * the verb, without the value read or written (a read of 0 and a write of 1 to one field race).
         */
        static String target(String operation) {
            if (operation == null) {
                return null;
            }
            int space = operation.indexOf(' ');
            if (space < 0) {
                return null;
            }
            int value = operation.indexOf(" = ", space);
            return operation.substring(space + 1, value < 0 ? operation.length() : value);
        }
    }
}
