package sample;

/** A counter that is not thread-safe: count++ is a read and a write. */
public class Counter {
    private int count;

    public void increment() {
        count++;
    }

    public int get() {
        return count;
    }
}
