package sample;

/** Rings up items at the prices a price list gives; safe for several cashiers at once. */
public final class Till {
    private final PriceList prices;
    private int total;

    public Till(PriceList prices) {
        this.prices = prices;
    }

    public synchronized void ring(String item) {
        total += prices.price(item);
    }

    public synchronized int total() {
        return total;
    }
}
