package sample;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import org.junit.jupiter.api.Test;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.junit.ModelCheck;

class TillTest {
    @ModelCheck(search = SearchOrder.DFS)
    void twoCashiersRingBothItems() throws InterruptedException {
        PriceList prices = mock(PriceList.class);
        when(prices.price(anyString())).thenReturn(5);
        Till till = new Till(prices);
        Thread other = new Thread(() -> till.ring("pear"), "other cashier");
        other.start();
        till.ring("apple");
        other.join();
        assertThat(till.total()).isEqualTo(10);
        verify(prices, times(2)).price(anyString());
    }

    @Test
    void ordinaryTest() {
        PriceList prices = mock(PriceList.class);
        when(prices.price("apple")).thenReturn(3);
        Till till = new Till(prices);
        till.ring("apple");
        assertThat(till.total()).isEqualTo(3);
    }
}
