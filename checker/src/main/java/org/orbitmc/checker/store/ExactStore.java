package org.orbitmc.checker.store;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * Stores every encoding in full, so that two states are matched only when they are equal. A {@link StateVector}
 * is stored as its component layout and values in zigzag varints (most values are small), one after the other.
 *
 * <p>Encodings are copied one after the other into large byte blocks, each prefixed with its length; an
 * open-addressing table of {@code long}s points at them. A state costs its encoding plus one or two bytes of
 * length and 8 to 16 bytes of table, instead of the ~70 bytes of objects a {@code HashSet} of wrapped arrays
 * adds to each. A table slot packs a 16-bit hash tag (most mismatches are rejected without touching the
 * block), the block number plus one (so that 0 means empty) and the offset in the block.
 */
public final class ExactStore implements VisitedSet {
    private static final int FIRST_BLOCK = 1 << 12; // small searches stay small
    private static final int LARGEST_BLOCK = 1 << 20; // large ones do not copy on growth
    private static final int OFFSET_BITS = 24;
    private static final int BLOCK_BITS = 24;
    private static final long OFFSET_MASK = (1L << OFFSET_BITS) - 1;
    private static final long BLOCK_MASK = (1L << BLOCK_BITS) - 1;
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private long[] slots = new long[1 << 6];
    private long size;
    private byte[][] blocks = new byte[4][];
    private int blockCount;
    /** The block new encodings are appended to (-1 before the first), and how much of it is used. */
    private int current = -1;
    private int fill;
    private long blockBytes;

    private final StateBytes scratch = new StateBytes();

    @Override
    public boolean add(StateVector state) {
        int length = scratch.write(state);
        return add(scratch.bytes(), length);
    }

    @Override
    public boolean contains(StateVector state) {
        int length = scratch.write(state);
        return contains(scratch.bytes(), length, hash(scratch.bytes(), 0, length));
    }

    private long lastId;

    /** The state's name is where its encoding is kept (block and offset), which never changes. */
    @Override
    public boolean addIdentified(StateVector state) {
        int length = scratch.write(state);
        byte[] b = scratch.bytes();
        long hash = hash(b, 0, length);
        if (size + 1 > slots.length - (slots.length >>> 2)) {
            grow();
        }
        long tag = hash >>> (64 - 16);
        int mask = slots.length - 1;
        for (int i = (int) hash & mask;; i = (i + 1) & mask) {
            long slot = slots[i];
            if (slot == 0) {
                long address = append(b, length);
                slots[i] = tag << (OFFSET_BITS + BLOCK_BITS) | address;
                size++;
                lastId = address;
                return true;
            }
            if (slot >>> (OFFSET_BITS + BLOCK_BITS) == tag && storedEquals(slot, b, length)) {
                lastId = slot & ((1L << (OFFSET_BITS + BLOCK_BITS)) - 1);
                return false;
            }
        }
    }

    @Override
    public long lastId() {
        return lastId;
    }

    /** Whether an encoding whose {@link #hash} is {@code hash} is stored. */
    boolean contains(byte[] state, int length, long hash) {
        return slot(state, length, hash) < 0;
    }

    /** Adds a raw encoding; true when it was not there yet. The caller may reuse the array afterwards. */
    public boolean add(byte[] state) {
        return add(state, state.length);
    }

    private boolean add(byte[] state, int length) {
        return add(state, length, hash(state, 0, length));
    }

    /** Adds {@code state[0, length)}, whose {@link #hash} is {@code hash}; true when it was not there yet. */
    boolean add(byte[] state, int length, long hash) {
        if (size + 1 > slots.length - (slots.length >>> 2)) {
            grow();
        }
        int i = slot(state, length, hash);
        if (i < 0) {
            return false;
        }
        slots[i] = (hash >>> (64 - 16)) << (OFFSET_BITS + BLOCK_BITS) | append(state, length);
        size++;
        return true;
    }

    /** The empty slot where the encoding would go, or -1 when it is stored already. */
    private int slot(byte[] state, int length, long hash) {
        long tag = hash >>> (64 - 16);
        int mask = slots.length - 1;
        for (int i = (int) hash & mask;; i = (i + 1) & mask) {
            long slot = slots[i];
            if (slot == 0) {
                return i;
            }
            if (slot >>> (OFFSET_BITS + BLOCK_BITS) == tag && storedEquals(slot, state, length)) {
                return -1;
            }
        }
    }

    @Override
    public long size() {
        return size;
    }

    @Override
    public long bytesUsed() {
        return blockBytes + 8L * slots.length;
    }

    /** Copies the encoding into a block and returns its address: block number plus one, and offset. */
    private long append(byte[] state, int length) {
        int needed = varintSize(length) + length;
        int block;
        int offset;
        if (needed > LARGEST_BLOCK / 4) {
            block = newBlock(needed); // a block of its own, so that the current block's free tail is kept
            offset = 0;
        } else {
            if (current < 0 || fill + needed > blocks[current].length) {
                int next = current < 0 ? FIRST_BLOCK : Math.min(LARGEST_BLOCK, blocks[current].length * 2);
                current = newBlock(Math.max(next, needed));
                fill = 0;
            }
            block = current;
            offset = fill;
            fill += needed;
        }
        byte[] b = blocks[block];
        int p = writeVarint(b, offset, length);
        System.arraycopy(state, 0, b, p, length);
        return (block + 1L) << OFFSET_BITS | offset;
    }

    private int newBlock(int length) {
        if (blockCount == BLOCK_MASK - 1) {
            throw new IllegalStateException("visited set full: " + blockCount + " blocks");
        }
        if (blockCount == blocks.length) {
            blocks = Arrays.copyOf(blocks, blocks.length * 2);
        }
        blocks[blockCount] = new byte[length];
        blockBytes += length;
        return blockCount++;
    }

    private boolean storedEquals(long slot, byte[] state, int length) {
        byte[] b = blockOf(slot);
        int offset = (int) (slot & OFFSET_MASK);
        int stored = readVarint(b, offset);
        int p = offset + varintSize(stored);
        return stored == length && Arrays.equals(b, p, p + length, state, 0, length);
    }

    /** Doubles the table; the full hashes are not kept, so each stored encoding is hashed again. */
    private void grow() {
        long[] old = slots;
        if (old.length >= 1 << 30) {
            throw new IllegalStateException("visited set full: " + size + " states");
        }
        slots = new long[old.length * 2];
        int mask = slots.length - 1;
        for (long slot : old) {
            if (slot == 0) {
                continue;
            }
            byte[] b = blockOf(slot);
            int offset = (int) (slot & OFFSET_MASK);
            int length = readVarint(b, offset);
            int i = (int) hash(b, offset + varintSize(length), length) & mask;
            while (slots[i] != 0) {
                i = (i + 1) & mask;
            }
            slots[i] = slot;
        }
    }

    private byte[] blockOf(long slot) {
        return blocks[(int) ((slot >>> OFFSET_BITS) & BLOCK_MASK) - 1];
    }

    private static int readVarint(byte[] b, int p) {
        int n = 0;
        for (int shift = 0;; shift += 7) {
            byte x = b[p++];
            n |= (x & 0x7f) << shift;
            if (x >= 0) {
                return n;
            }
        }
    }

    private static int varintSize(int n) {
        int size = 1;
        while ((n >>>= 7) != 0) {
            size++;
        }
        return size;
    }

    static int writeVarint(byte[] b, int p, int n) {
        while ((n & ~0x7f) != 0) {
            b[p++] = (byte) (n & 0x7f | 0x80);
            n >>>= 7;
        }
        b[p++] = (byte) n;
        return p;
    }

    /** A 64-bit hash of {@code length} bytes from {@code from}, eight at a time, with MurmurHash3's finalizer. */
    static long hash(byte[] b, int from, int length) {
        long h = 0x9E3779B97F4A7C15L ^ length;
        int p = from;
        int end = from + length;
        for (; p + 8 <= end; p += 8) {
            h = Long.rotateLeft(h ^ (long) LONGS.get(b, p) * 0x87C37B91114253D5L, 31) * 0x4CF5AD432745937FL;
        }
        for (; p < end; p++) {
            h = (h ^ (b[p] & 0xff)) * 0x100000001B3L;
        }
        return StateVector.finish(h);
    }
}
