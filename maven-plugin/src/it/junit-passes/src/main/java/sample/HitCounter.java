package sample;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/** Counts hits per page from many threads: thread-safe. */
public class HitCounter {
    private final ConcurrentHashMap<String, AtomicInteger> hits = new ConcurrentHashMap<>();

    public void hit(String page) {
        hits.computeIfAbsent(page, p -> new AtomicInteger()).incrementAndGet();
    }

    public int hits(String page) {
        AtomicInteger n = hits.get(page);
        return n == null ? 0 : n.get();
    }
}
