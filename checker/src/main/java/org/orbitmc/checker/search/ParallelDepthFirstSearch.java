package org.orbitmc.checker.search;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;

import org.orbitmc.checker.search.DepthFirstPath.Frame;
import org.orbitmc.vm.InternalVmError;
import org.orbitmc.vm.UnsupportedFeatureException;

/**
 * Depth-first on several threads at once (Holzmann and Bošnački's multi-core DFS, with the work sharing of TLC and
 * LTSmin): each worker has a system of its own (its own VM) and searches depth-first on its own stack, and all share
 * one visited set, so a state is expanded by the one worker that stored it first. A worker with nothing to do waits
 * for work; one that has some, seeing another wait, gives it the untried choices of the state nearest the initial one
 * on its path (the largest part it can give), as the path's choices from the initial state. The taker re-executes
 * those choices in its own VM (states are not copied between VMs: a snapshot belongs to its VM) and searches on.
 *
 * <p>Every state reachable from the initial one is stored and expanded exactly once whichever worker reaches it, and
 * a state's successors and its encoding do not depend on the system that computes them ({@link
 * TransitionSystemFactory#family}), so the stored states and the verdict are those of {@link DepthFirstSearch}; which
 * error is found first, and the path to it, may differ from run to run (docs/algorithms.md, "Parallel search").
 */
final class ParallelDepthFirstSearch extends Search {
    /** Host stack for each worker: guest recursion runs on it (as on the CLI's main thread, -Xss16m). */
    private static final long STACK_BYTES = 64L << 20;

    ParallelDepthFirstSearch(CheckConfig config, ProgressListener progress, LongSupplier nanoTime) {
        super(config, progress, nanoTime);
    }

    @Override
    void explore(TransitionSystem system, Exploration exploration) {
        explore(new Workers(system, system.snapshot(), null, 1), exploration);
    }

    @Override
    boolean parallel() {
        return true;
    }

    @Override
    void explore(Workers workers, Exploration exploration) {
        Tasks tasks = new Tasks();
        tasks.give(Task.ROOT);
        List<Worker> running = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < workers.wanted(); i++) {
            Worker w = new Worker(workers, i, exploration, tasks);
            Thread t = new Thread(null, w, "orbit-worker-" + i, STACK_BYTES);
            t.setDaemon(true);
            running.add(w);
            threads.add(t);
            t.start();
        }
        try {
            for (Thread t : threads) {
                t.join();
            }
        } catch (InterruptedException e) {
            tasks.stop();
            Thread.currentThread().interrupt();
            exploration.stop("interrupted");
        }
        for (Worker w : running) {
            if (w.failure != null) {
                throw w.failure; // a failure of the program's loading, as a sequential search would have thrown it
            }
        }
    }

    /**
     * Choices to explore from the state the path from the initial state reaches; {@link #ROOT} is the initial state
     * itself, not yet stored.
     */
    private record Task(List<Choice> path, List<Choice> choices) {
        static final Task ROOT = new Task(null, null);
    }

    /** The work not yet taken, and who is busy: the search ends when nobody is and nothing is left. */
    private static final class Tasks {
        private final ArrayDeque<Task> queue = new ArrayDeque<>();
        private int busy;
        private boolean stopped;
        /** Workers waiting for work minus tasks waiting for a worker: above 0, busy workers give work away. */
        private volatile int hunger;

        synchronized Task take() {
            hunger++;
            try {
                while (queue.isEmpty() && busy > 0 && !stopped) {
                    wait();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                stopped = true;
            }
            hunger--;
            if (stopped || queue.isEmpty()) {
                notifyAll();
                return null;
            }
            busy++;
            hunger++; // the task taken no longer waits
            return queue.poll();
        }

        synchronized void done() {
            busy--;
            if (busy == 0) {
                notifyAll();
            }
        }

        synchronized void give(Task task) {
            queue.add(task);
            hunger--;
            notifyAll();
        }

        synchronized void stop() {
            stopped = true;
            notifyAll();
        }

        boolean hungry() {
            return hunger > 0;
        }
    }

    private static final class Worker implements Runnable {
        private final Workers workers;
        private final int index;
        private final Exploration first;
        private TransitionSystem system;
        private Exploration exploration;
        private final Tasks tasks;
        private final DepthFirstPath path = new DepthFirstPath();
        private final Runnable share = this::share;
        /** No frame of the path below this index has untried choices ({@link #share}). */
        private int firstOpen;
        private Object initial;
        /** What ended this worker other than the search's own reasons, for the caller to throw. */
        RuntimeException failure;

        /** Worker {@code index} of {@code workers}, whose first shares its run with {@code first}. */
        Worker(Workers workers, int index, Exploration first, Tasks tasks) {
            this.workers = workers;
            this.index = index;
            this.first = first;
            this.tasks = tasks;
        }

        @Override
        public void run() {
            exploration = first;
            try {
                system = workers.made(index); // the first run boots a worker's VM here, while the others search
                if (index > 0) {
                    exploration = first.worker(Search.outdated(system, true));
                    system.interruptWhen(exploration::limitReached);
                }
                initial = system.snapshot();
                for (Task task = tasks.take(); task != null; task = tasks.take()) {
                    try {
                        explore(task);
                    } finally {
                        tasks.done();
                    }
                    if (exploration.stopped()) {
                        tasks.stop();
                    }
                }
            } catch (UnsupportedFeatureException | SearchInterrupted e) {
                exploration.stop(e.getMessage());
                tasks.stop();
            } catch (InternalVmError e) {
                exploration.stop("internal error: " + e.getMessage());
                tasks.stop();
            } catch (RuntimeException e) {
                failure = e;
                exploration.stop("internal error: " + e);
                tasks.stop();
            }
        }

        private void explore(Task task) {
            path.clear();
            firstOpen = 0;
            if (task.path() == null) {
                List<Choice> initialChoices = exploration.arrive(system, null, 0, () -> Trail.EMPTY);
                if (initialChoices.isEmpty()) {
                    return;
                }
                path.push(new Frame(system, initialChoices, null, null));
            } else {
                reach(task);
            }
            path.search(system, exploration, share);
        }

        /** Re-executes a given task's path from the initial state: its states are stored already, by the giver. */
        private void reach(Task task) {
            system.restore(initial);
            List<Choice> choices = task.path();
            if (choices.isEmpty()) {
                path.push(new Frame(system, task.choices(), null, null));
                return;
            }
            path.push(new Frame(null, null));
            for (int i = 0; i < choices.size(); i++) {
                Choice c = choices.get(i);
                Step step = system.step(c);
                path.push(i < choices.size() - 1 ? new Frame(c, step) : new Frame(system, task.choices(), c, step));
            }
        }

        /**
         * When a worker waits, gives it the untried choices of the state nearest the initial one that has some, below the
         * state this worker is in: it keeps that one's, so it never gives away all it has (and then takes it back,
         * re-executing its path for nothing, while the other worker waits to be scheduled). The frames below {@link
         * #firstOpen} have none left (a frame's untried choices only ever decrease), so the scan starts there.
         */
        private void share() {
            if (!tasks.hungry()) {
                return;
            }
            firstOpen = Math.min(firstOpen, path.size());
            for (int i = firstOpen; i < path.size() - 1; i++, firstOpen++) {
                Frame f = path.get(i);
                if (f.open()) {
                    List<Choice> to = new ArrayList<>(i);
                    for (int j = 1; j <= i; j++) {
                        to.add(path.get(j).via);
                    }
                    tasks.give(new Task(to, f.giveAway()));
                    return;
                }
            }
        }
    }
}
