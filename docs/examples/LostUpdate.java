/** Two threads increment a shared counter without synchronization: an update can be lost. */
public class LostUpdate {
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Runnable increment = () -> count++;
        Thread a = new Thread(increment, "a");
        Thread b = new Thread(increment, "b");
        a.start();
        b.start();
        a.join();
        b.join();
        assert count == 2 : "lost update: count = " + count;
        System.out.println("count = " + count);
    }
}
