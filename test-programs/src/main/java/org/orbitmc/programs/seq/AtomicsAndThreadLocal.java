/*
 * AtomicsAndThreadLocal: java.util.concurrent.atomic on one thread (these go through Unsafe
 * and VarHandles): AtomicInteger/AtomicLong/AtomicBoolean/AtomicReference get-and-update,
 * accumulate, compareAndSet success and failure, weakCompareAndSet, lazySet, the array
 * variants, LongAdder and LongAccumulator, AtomicIntegerFieldUpdater/AtomicReferenceFieldUpdater
 * on volatile fields, and ThreadLocal with withInitial/set/remove and InheritableThreadLocal.
 */
package org.orbitmc.programs.seq;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;

public class AtomicsAndThreadLocal {
    static class Node {
        volatile int count;
        volatile String label = "start";
    }

    static final AtomicIntegerFieldUpdater<Node> COUNT = AtomicIntegerFieldUpdater.newUpdater(Node.class, "count");
    static final AtomicReferenceFieldUpdater<Node, String> LABEL = AtomicReferenceFieldUpdater.newUpdater(Node.class, String.class, "label");

    public static void main(String[] args) {
        AtomicInteger ai = new AtomicInteger(5);
        System.out.println("ai: " + ai.getAndIncrement() + " " + ai.incrementAndGet() + " " + ai.getAndAdd(10) + " " + ai.addAndGet(-3) + " " + ai.decrementAndGet()
                + " cas=" + ai.compareAndSet(13, 100) + ai.compareAndSet(13, 200) + " " + ai.get());
        System.out.println("ai update: " + ai.updateAndGet(x -> x * 2) + " " + ai.getAndUpdate(x -> x - 1) + " " + ai.accumulateAndGet(7, Math::max) + " " + ai.getAndAccumulate(3, (x, y) -> x % y)
                + " " + ai.getAndSet(-1) + " " + ai + " int=" + ai.intValue() + " double=" + ai.doubleValue());
        ai.lazySet(42);
        System.out.println("lazySet " + ai.getPlain() + " weakCas=" + ai.weakCompareAndSetPlain(42, 43) + " acquire=" + ai.getAcquire() + " exchange=" + ai.compareAndExchange(43, 44) + " " + ai.compareAndExchange(0, 1));
        AtomicLong al = new AtomicLong(Long.MAX_VALUE);
        System.out.println("al: " + al.incrementAndGet() + " " + al.getAndAdd(Long.MIN_VALUE) + " " + al.updateAndGet(x -> x ^ 0xFF) + " cas=" + al.compareAndSet(255, 7) + " " + al.get());
        AtomicBoolean ab = new AtomicBoolean();
        System.out.println("ab: " + ab.get() + " " + ab.compareAndSet(false, true) + " " + ab.compareAndSet(false, true) + " " + ab.getAndSet(false) + " " + ab);
        AtomicReference<String> ar = new AtomicReference<>("a");
        String same = ar.get();
        System.out.println("ar: " + ar.compareAndSet(same, "b") + " " + ar.compareAndSet(new String("b"), "c") + " " + ar.accumulateAndGet("x", String::concat) + " " + ar.getAndUpdate(s -> s + "!") + " " + ar);
        AtomicIntegerArray aia = new AtomicIntegerArray(5);
        for (int i = 0; i < 20; i++) aia.getAndIncrement(i % 5);
        aia.addAndGet(2, 100);
        System.out.println("aia: " + aia + " cas=" + aia.compareAndSet(0, 4, -4) + " length=" + aia.length());
        AtomicLongArray ala = new AtomicLongArray(new long[] {1, 2, 3});
        ala.accumulateAndGet(1, 10, (x, y) -> x * y);
        System.out.println("ala: " + ala);
        AtomicReferenceArray<String> ara = new AtomicReferenceArray<>(new String[] {"x", null});
        ara.compareAndSet(1, null, "filled");
        System.out.println("ara: " + ara);
        try {
            aia.get(5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("aia bounds: " + e.getMessage());
        }

        LongAdder adder = new LongAdder();
        for (int i = 1; i <= 1000; i++) adder.add(i);
        adder.increment();
        System.out.println("adder: " + adder.sum() + " " + adder + " reset-sum=" + adder.sumThenReset() + " after=" + adder.sum());
        LongAccumulator acc = new LongAccumulator(Long::max, Long.MIN_VALUE);
        for (long v : new long[] {3, -9, 27, 4}) acc.accumulate(v);
        System.out.println("accumulator max=" + acc.get() + " then=" + acc.getThenReset() + " reset=" + acc.get());

        Node n = new Node();
        for (int i = 0; i < 5; i++) COUNT.incrementAndGet(n);
        System.out.println("field updater: " + COUNT.get(n) + " cas=" + COUNT.compareAndSet(n, 5, 50) + " " + n.count + " label cas=" + LABEL.compareAndSet(n, "start", "next")
                + " " + LABEL.getAndUpdate(n, s -> s.toUpperCase()) + " " + n.label);
        try {
            AtomicIntegerFieldUpdater.newUpdater(Node.class, "missing");
        } catch (RuntimeException e) {
            System.out.println("missing field: " + e.getClass().getSimpleName() + " cause=" + (e.getCause() == null ? null : e.getCause().getClass().getSimpleName()));
        }

        ThreadLocal<StringBuilder> buffer = ThreadLocal.withInitial(() -> new StringBuilder("init:"));
        buffer.get().append("one");
        buffer.get().append(",two");
        System.out.println("threadLocal=" + buffer.get());
        buffer.remove();
        System.out.println("after remove=" + buffer.get());
        ThreadLocal<Integer> plain = new ThreadLocal<>();
        System.out.println("plain=" + plain.get());
        plain.set(9);
        System.out.println("plain set=" + plain.get());
        InheritableThreadLocal<String> inh = new InheritableThreadLocal<>() {
            @Override
            protected String initialValue() {
                return "inherited-default";
            }
        };
        System.out.println("inheritable=" + inh.get());
        inh.set("x");
        System.out.println("inheritable set=" + inh.get());
    }
}
