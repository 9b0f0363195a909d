package org.orbitmc.checker.store;

import java.util.Arrays;

/**
 * A state's encoding as {@link ExactStore} keeps it, written into a buffer that is reused: the component layout and
 * the values, in zigzag varints (most values are small). One per thread that adds states.
 */
final class StateBytes {
    private byte[] bytes = new byte[4096];

    /** Writes {@code state} at the start of {@link #bytes}; returns its length. */
    int write(StateVector state) {
        int n = state.components();
        int p = 0;
        p = put(p, n);
        for (int c = 0; c < n; c++) {
            p = put(p, state.part(c));
            p = put(p, state.tag(c));
            p = put(p, state.end(c) - state.start(c));
        }
        int[] data = state.data();
        for (int i = 0, size = state.size(); i < size; i++) {
            p = put(p, data[i]);
        }
        return p;
    }

    /** The buffer the last {@link #write} wrote (it may grow, so asked for after writing). */
    byte[] bytes() {
        return bytes;
    }

    /** Appends a zigzag varint, growing the buffer as needed. */
    private int put(int p, int v) {
        if (p + 5 > bytes.length) {
            bytes = Arrays.copyOf(bytes, bytes.length * 2);
        }
        return ExactStore.writeVarint(bytes, p, v << 1 ^ v >> 31);
    }
}
