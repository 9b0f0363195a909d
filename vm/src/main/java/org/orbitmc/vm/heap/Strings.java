package org.orbitmc.vm.heap;

import java.util.LinkedHashMap;
import java.util.Map;

import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.ClassRegistry;

/**
 * Guest {@code java.lang.String} objects (JDK 17 layout: {@code byte[] value}, {@code byte coder}, LATIN1
 * when every char fits in a byte, else UTF16 little-endian) and the table of interned strings.
 */
public final class Strings {
    private static final byte LATIN1 = 0;
    private static final byte UTF16 = 1;

    private final Heap heap;
    private final ClassRegistry classes;
    /** Insertion-ordered, so that the roots it contributes come in a deterministic order. */
    private final Map<String, Integer> interned = new LinkedHashMap<>();
    private ClassInfo string;
    private ClassInfo byteArray;
    private int valueSlot;
    private int coderSlot;
    private int hashSlot;
    private int hashIsZeroSlot;

    public Strings(Heap heap, ClassRegistry classes) {
        this.heap = heap;
        this.classes = classes;
    }

    private void link() {
        if (string == null) {
            string = classes.load("java/lang/String");
            byteArray = classes.arrayOf(classes.primitive('B'));
            valueSlot = string.findField("value", "[B").slot();
            coderSlot = string.findField("coder", "B").slot();
            hashSlot = string.findField("hash", "I").slot();
            hashIsZeroSlot = string.findField("hashIsZero", "Z").slot();
        }
    }

    /**
     * The constructor of {@code o} returned: when {@code o} is a string, its characters, which no code changes once
     * the string exists, are immutable (their reads are not visible) and the JDK's own state.
     */
    public void constructed(HeapObject o) {
        link();
        if (o.type == string && o.fields[valueSlot] != 0) {
            HeapObject value = heap.get((int) o.fields[valueSlot]);
            value.libraryOwned = true;
            value.immutable = true;
        }
    }

    /** A new guest string with the contents of {@code s}. */
    public int newString(String s) {
        return newString(s, false);
    }

    private int newString(String s, boolean permanent) {
        link();
        boolean latin1 = true;
        for (int i = 0; i < s.length() && latin1; i++) {
            latin1 = s.charAt(i) <= 0xFF;
        }
        byte[] bytes;
        if (latin1) {
            bytes = new byte[s.length()];
            for (int i = 0; i < bytes.length; i++) {
                bytes[i] = (byte) s.charAt(i);
            }
        } else {
            bytes = new byte[s.length() * 2];
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                bytes[2 * i] = (byte) c;
                bytes[2 * i + 1] = (byte) (c >> 8);
            }
        }
        HeapObject o = HeapObject.instance(string);
        HeapObject value = HeapObject.array(byteArray, bytes);
        value.libraryOwned = true; // a string's characters never change (see constructed)
        value.immutable = true;
        o.fields[coderSlot] = latin1 ? LATIN1 : UTF16;
        if (!permanent) {
            o.fields[valueSlot] = heap.allocate(value);
            return heap.allocate(o);
        }
        value.escaped = true;
        o.escaped = true;
        o.fields[valueSlot] = heap.allocatePermanent(value);
        int hash = s.hashCode();
        o.fields[hashSlot] = hash;
        o.fields[hashIsZeroSlot] = hash == 0 ? 1 : 0;
        return heap.allocatePermanent(o);
    }

    /** The contents of a guest string; null for the null reference. */
    public String toHost(int ref) {
        if (ref == 0) {
            return null;
        }
        link();
        HeapObject o = heap.read(ref); // only read: no copy-on-write copies of strings shared with snapshots
        HeapObject value = o.fields[valueSlot] == 0 ? null : heap.read((int) o.fields[valueSlot]);
        if (value == null) {
            return ""; // a string still being constructed
        }
        byte[] bytes = (byte[]) value.array;
        if (o.fields[coderSlot] == LATIN1) {
            char[] chars = new char[bytes.length];
            for (int i = 0; i < bytes.length; i++) {
                chars[i] = (char) (bytes[i] & 0xFF);
            }
            return new String(chars);
        }
        char[] chars = new char[bytes.length / 2];
        for (int i = 0; i < chars.length; i++) {
            chars[i] = (char) ((bytes[2 * i] & 0xFF) | (bytes[2 * i + 1] & 0xFF) << 8);
        }
        return new String(chars);
    }

    /**
     * The interned string with these contents (String literals, {@code String.intern}). Its hash is
     * computed now, so that the lazily cached hash never makes two otherwise equal states differ.
     */
    public int intern(String s) {
        Integer ref = interned.get(s);
        if (ref != null) {
            return ref;
        }
        int created = newString(s, true);
        interned.put(s, created);
        return created;
    }

    /**
     * {@code String.intern()} of a guest string: the canonical instance with its contents. Interned
     * strings are permanent (they survive backtracking), so the canonical instance is always a permanent
     * copy, never the program's own object ({@code s.intern() == s} is false the first time).
     */
    public int intern(int ref) {
        return intern(toHost(ref));
    }

    /** References of all interned strings: roots of the heap. */
    public Iterable<Integer> internedRefs() {
        return interned.values();
    }
}
