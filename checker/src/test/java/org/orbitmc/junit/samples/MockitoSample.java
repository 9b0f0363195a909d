package org.orbitmc.junit.samples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import org.junit.jupiter.api.extension.ExtendWith;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.junit.ModelCheck;

/**
 * A service tested with Mockito (the default inline mock maker: a Java agent that retransforms classes) and AssertJ,
 * inside @ModelCheck: a correct service passes, a racy one fails on AssertJ's message, never on the libraries.
 */
@ExtendWith(SamplesOnly.class)
class MockitoSample {
    /** A collaborator with a final method, which only the inline mock maker can stub. */
    static class PriceList {
        final int price(String item) {
            return item.length();
        }
    }

    static final class Till {
        private final PriceList prices;
        private int total;

        Till(PriceList prices) {
            this.prices = prices;
        }

        synchronized void ring(String item) {
            total += prices.price(item);
        }

        void ringUnsynchronized(String item) {
            int price = prices.price(item);
            int t = total;
            total = t + price;
        }

        synchronized int total() {
            return total;
        }
    }

    /** Depth-first: every interleaving of the two mocked calls (about 1,400 states, 40 s: see docs/benchmarks.md). */
    @ModelCheck(search = SearchOrder.DFS)
    void synchronizedTillAddsBothPrices() throws InterruptedException {
        PriceList prices = mock(PriceList.class);
        when(prices.price(anyString())).thenReturn(5);
        Till till = new Till(prices);
        Thread a = new Thread(() -> till.ring("apple"));
        Thread b = new Thread(() -> till.ring("pear"));
        a.start();
        b.start();
        a.join();
        b.join();
        assertThat(till.total()).isEqualTo(10);
        verify(prices, times(2)).price(anyString());
    }

    @ModelCheck(search = SearchOrder.DFS)
    void unsynchronizedTillLosesAPrice() throws InterruptedException {
        PriceList prices = mock(PriceList.class);
        when(prices.price(anyString())).thenReturn(5);
        Till till = new Till(prices);
        Thread a = new Thread(() -> till.ringUnsynchronized("apple"));
        Thread b = new Thread(() -> till.ringUnsynchronized("pear"));
        a.start();
        b.start();
        a.join();
        b.join();
        assertThat(till.total()).as("total").isEqualTo(10);
    }
}
