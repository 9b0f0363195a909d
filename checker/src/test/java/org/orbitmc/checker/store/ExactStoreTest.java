package org.orbitmc.checker.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

class ExactStoreTest {
    @Test
    void addsEachEncodingOnce() {
        ExactStore set = new ExactStore();
        assertTrue(set.add(new byte[] {1, 2, 3}));
        assertFalse(set.add(new byte[] {1, 2, 3}));
        assertTrue(set.add(new byte[] {1, 2, 3, 0}), "a prefix is not the same state");
        assertTrue(set.add(new byte[0]));
        assertFalse(set.add(new byte[0]));
        assertEquals(3, set.size());
    }

    @Test
    void theCallerMayReuseItsArray() {
        ExactStore set = new ExactStore();
        byte[] state = {5, 6, 7};
        set.add(state);
        state[0] = 9;
        assertTrue(set.add(state));
        assertFalse(set.add(new byte[] {5, 6, 7}));
    }

    /** Random encodings of all sizes (length prefixes of one to three bytes, encodings larger than a block) against a HashSet. */
    @Test
    void agreesWithAHashSetAcrossGrowth() {
        Random random = new Random(42);
        ExactStore set = new ExactStore();
        Set<ByteBuffer> reference = new HashSet<>();
        int[] lengths = {0, 1, 7, 8, 9, 15, 16, 17, 127, 128, 129, 1000, 16_383, 16_384, 300_000, 2_000_000};
        for (int i = 0; i < 40_000; i++) {
            int length = i % 1000 == 0 ? lengths[(i / 1000) % lengths.length] : random.nextInt(24);
            byte[] state = new byte[length];
            random.nextBytes(state);
            if (length > 0 && random.nextInt(3) == 0) {
                state = new byte[] {(byte) random.nextInt(4)}; // short encodings collide often: duplicates are common
            }
            assertEquals(reference.add(ByteBuffer.wrap(state.clone())), set.add(state), "encoding " + i);
        }
        assertEquals(reference.size(), set.size());
        for (ByteBuffer b : reference) {
            assertFalse(set.add(b.array()));
        }
    }

    @Test
    void costsLittleMoreThanTheEncodings() {
        ExactStore set = new ExactStore();
        int n = 200_000;
        for (int i = 0; i < n; i++) {
            set.add(ByteBuffer.allocate(32).putInt(i).putInt(28, ~i).array());
        }
        double perState = (double) set.bytesUsed() / set.size();
        // 32 bytes, 1 of length, 8 / load factor (0.375 to 0.75) of table: 10.7 to 21.3, the last block's free tail.
        // A HashSet of wrapped arrays costs about 100 (array header, wrapper, node, table).
        assertTrue(perState < 32 + 1 + 22 + 6, () -> perState + " bytes per state");
    }
}
