/*
 * StackWalkerHiddenFrames: StackWalker with SHOW_HIDDEN_FRAMES and SHOW_REFLECT_FRAMES at the bottom of the main
 * thread and of a started thread: HotSpot's launcher and thread start are native code, no frame below main or run.
 */
package org.orbitmc.programs.seq;

public class StackWalkerHiddenFrames {
    static void deep() {
        new Throwable("here").printStackTrace(System.out);
        for (StackTraceElement e : new Throwable().getStackTrace()) {
            System.out.println("E " + e + " | " + e.getClassLoaderName() + " | " + e.getModuleName());
        }
        StackWalker.getInstance().forEach(f -> System.out.println("W " + f));
        StackWalker.getInstance(StackWalker.Option.SHOW_REFLECT_FRAMES).forEach(f -> System.out.println("R " + f));
        StackWalker.getInstance(StackWalker.Option.SHOW_HIDDEN_FRAMES).forEach(f -> System.out.println("H " + f));
        System.out.println(Thread.currentThread().getStackTrace().length);
    }
    static class Worker implements Runnable {
        @Override
        public void run() {
            deep();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        deep();
        Thread t = new Thread(new Worker(), "worker");
        t.start();
        t.join();
    }
}
