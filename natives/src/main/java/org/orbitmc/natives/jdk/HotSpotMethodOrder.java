package org.orbitmc.natives.jdk;

import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.MethodInfo;

/**
 * The order in which HotSpot lists a class's methods (getDeclaredMethods, getDeclaredConstructors, and so getMethods
 * and an annotation's toString, whose members come from them). The JVM spec leaves it unspecified; HotSpot sorts a
 * class's methods, when it parses the class, by the address of their name's symbol ({@code Method::sort_methods}, its
 * own quicksort, not stable for overloads), and lists them in that order. Symbols shared from the JDK's CDS archive
 * come first in the archive's order, the symbols a class creates follow in the order it creates them. Orbit asks the
 * host JVM, which runs on the same JDK and archive: a probe class with one method per name, in the class's order, is
 * defined in a fresh host loader, and its getDeclaredMethods gives the names' order; then HotSpot's quicksort orders
 * the class's methods. Names the host already created for its own classes (not in the archive) may be ordered
 * differently from a fresh {@code java}, so this is java's order in the common case, not always (the order is
 * unspecified; programs that depend on it are fragile on java too). Cached per class: host state, as class loading.
 */
final class HotSpotMethodOrder {
    private final Map<ClassInfo, int[]> orders = new HashMap<>();
    private int probes;

    /** The slots of {@code c.declaredMethods()} in HotSpot's order; {@code bytes} the class file of a program class (else null). */
    int[] order(ClassInfo c, java.util.function.Supplier<byte[]> bytes) {
        return orders.computeIfAbsent(c, k -> compute(k, bytes));
    }

    private int[] compute(ClassInfo c, java.util.function.Supplier<byte[]> bytes) {
        MethodInfo[] methods = c.declaredMethods();
        int[] slots = new int[methods.length];
        for (int i = 0; i < slots.length; i++) {
            slots[i] = i;
        }
        if (methods.length < 2) {
            return slots;
        }
        Map<String, Integer> rank = ranks(methods);
        if (rank == null) {
            return slots;
        }
        byte[] file = c.isJdk() ? null : bytes.get();
        if (file != null) {
            created(rank, file);
        }
        Integer[] boxed = new Integer[slots.length];
        for (int i = 0; i < slots.length; i++) {
            boxed[i] = i;
        }
        sort(boxed, 0, boxed.length, (x, y) -> Integer.compare(rank.get(methods[x].name()), rank.get(methods[y].name())));
        for (int i = 0; i < slots.length; i++) {
            slots[i] = boxed[i];
        }
        return slots;
    }

    /** Each name's position in the host's symbol order; {@code <init>} and {@code <clinit>}, the JVM's own, first. */
    private Map<String, Integer> ranks(MethodInfo[] methods) {
        Set<String> names = new LinkedHashSet<>();
        for (MethodInfo m : methods) {
            if (!m.name().startsWith("<")) {
                names.add(m.name());
            }
        }
        Map<String, Integer> rank = new HashMap<>();
        rank.put("<init>", -2);
        rank.put("<clinit>", -1);
        if (names.size() < 2) {
            for (String n : names) {
                rank.put(n, 0);
            }
            return rank;
        }
        String probeName = "org/orbitmc/probe/MethodOrder" + (++probes);
        ClassWriter cw = new ClassWriter(0);
        cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_ABSTRACT | Opcodes.ACC_INTERFACE, probeName, null, "java/lang/Object", null);
        for (String n : names) {
            cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_ABSTRACT, n, "()V", null, null).visitEnd();
        }
        cw.visitEnd();
        byte[] bytes = cw.toByteArray();
        try {
            Class<?> probe = new ClassLoader(null) {
                Class<?> define() {
                    return defineClass(probeName.replace('/', '.'), bytes, 0, bytes.length);
                }
            }.define();
            int i = 0;
            for (Method m : probe.getDeclaredMethods()) {
                rank.put(m.getName(), i++);
            }
        } catch (LinkageError | SecurityException e) {
            return null; // a name the host refuses: declaration order
        }
        return rank.size() == names.size() + 2 ? rank : null;
    }

    /**
     * A program class's names that are not in the JDK's CDS archive are symbols its own parsing creates, after every
     * archived one and in its constant pool's order (the host may have created some earlier for its own classes, so
     * the probe's order is not theirs): they are ranked so.
     */
    private static void created(Map<String, Integer> rank, byte[] file) {
        int next = rank.size() + 1_000_000;
        for (String name : utf8Constants(file)) {
            if (rank.containsKey(name) && !name.startsWith("<") && !CdsSymbols.contains(name)) {
                rank.put(name, next++);
            }
        }
    }

    /** The CONSTANT_Utf8 entries of a class file, in constant-pool order. */
    private static java.util.List<String> utf8Constants(byte[] b) {
        java.util.List<String> names = new java.util.ArrayList<>();
        try {
            java.io.DataInputStream in = new java.io.DataInputStream(new java.io.ByteArrayInputStream(b, 8, b.length - 8));
            int count = in.readUnsignedShort();
            for (int i = 1; i < count; i++) {
                int tag = in.readUnsignedByte();
                switch (tag) {
                    case 1 -> names.add(in.readUTF());
                    case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipBytes(4);
                    case 5, 6 -> {
                        in.skipBytes(8);
                        i++;
                    }
                    case 7, 8, 16, 19, 20 -> in.skipBytes(2);
                    case 15 -> in.skipBytes(3);
                    default -> {
                        return names;
                    }
                }
            }
        } catch (java.io.IOException e) {
            return names;
        }
        return names;
    }

    /**
     * Whether a name is a symbol of the JDK's default CDS archive ({@code lib/server/classes.jsa}, the archive java
     * maps), found as HotSpot lays a Symbol out: its length as a little-endian u2, then its UTF-8 bytes.
     */
    static final class CdsSymbols {
        private static final byte[] ARCHIVE = read();
        private static final Map<String, Boolean> KNOWN = new java.util.concurrent.ConcurrentHashMap<>();

        private CdsSymbols() {
        }

        private static byte[] read() {
            try {
                return java.nio.file.Files.readAllBytes(java.nio.file.Path.of(System.getProperty("java.home"), "lib", "server", "classes.jsa"));
            } catch (java.io.IOException | RuntimeException e) {
                return null;
            }
        }

        static boolean contains(String name) {
            return ARCHIVE != null && KNOWN.computeIfAbsent(name, CdsSymbols::search);
        }

        private static boolean search(String name) {
            byte[] utf = name.getBytes(java.nio.charset.StandardCharsets.UTF_8);
            byte lo = (byte) utf.length;
            byte hi = (byte) (utf.length >>> 8);
            byte[] a = ARCHIVE;
            outer:
            for (int i = 0; i + 2 + utf.length <= a.length; i++) {
                if (a[i] != lo || a[i + 1] != hi) {
                    continue;
                }
                for (int j = 0; j < utf.length; j++) {
                    if (a[i + 2 + j] != utf[j]) {
                        continue outer;
                    }
                }
                return true;
            }
            return false;
        }
    }

    /** HotSpot's QuickSort::sort (utilities/quickSort.hpp), not idempotent: median-of-three pivot, Hoare partition. */
    private static void sort(Integer[] a, int from, int length, java.util.Comparator<Integer> cmp) {
        if (length < 2) {
            return;
        }
        int pivot = findPivot(a, from, length, cmp);
        if (length < 4) {
            return; // up to three elements are sorted by finding the pivot
        }
        int split = partition(a, from, pivot, length, cmp);
        int first = split + 1;
        sort(a, from, first, cmp);
        sort(a, from + first, length - first, cmp);
    }

    private static int findPivot(Integer[] a, int from, int length, java.util.Comparator<Integer> cmp) {
        int middle = length / 2;
        int last = length - 1;
        if (cmp.compare(a[from], a[from + middle]) > 0) {
            swap(a, from, from + middle);
        }
        if (cmp.compare(a[from], a[from + last]) > 0) {
            swap(a, from, from + last);
        }
        if (cmp.compare(a[from + middle], a[from + last]) > 0) {
            swap(a, from + middle, from + last);
        }
        return middle;
    }

    private static int partition(Integer[] a, int from, int pivot, int length, java.util.Comparator<Integer> cmp) {
        int left = 0;
        int right = length - 1;
        Integer pivotValue = a[from + pivot];
        for (;; left++, right--) {
            while (cmp.compare(a[from + left], pivotValue) < 0) {
                left++;
            }
            while (cmp.compare(a[from + right], pivotValue) > 0) {
                right--;
            }
            if (left < right) {
                swap(a, from + left, from + right);
            } else {
                return right;
            }
        }
    }

    private static void swap(Integer[] a, int i, int j) {
        Integer t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}
