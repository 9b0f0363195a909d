package sample;

/** Prices from a database in production; its final method is why the tests need Mockito's inline mock maker. */
public class PriceList {
    public final int price(String item) {
        throw new IllegalStateException("no database in tests");
    }
}
