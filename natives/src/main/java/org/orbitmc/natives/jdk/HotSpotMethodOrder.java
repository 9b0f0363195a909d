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
 * come first in the archive's order, the symbols a class creates follow in the order it creates them. Orbit reads the
 * archived names' order from the JDK's default archive itself (where each Symbol is, the order java maps them in; the
 * host may map another archive, as orbit's launcher does); for the other names it asks the host JVM: a probe class with
 * one method per name, in the class's order, is defined in a fresh host loader, and its getDeclaredMethods gives the
 * names' order; then HotSpot's quicksort orders the class's methods. Names the host already created for its own classes (not in the archive) may be ordered
 * differently from a fresh {@code java}, so this is java's order in the common case, not always (the order is
 * unspecified; programs that depend on it are fragile on java too). Cached per class: host state, as class loading.
 */
final class HotSpotMethodOrder {
    private final Map<ClassInfo, int[]> orders = new HashMap<>();
    private int probes;

    /**
     * The slots of {@code c.declaredMethods()} in HotSpot's order; {@code bytes} the class file of a program class (else
     * null); {@code sourceLaunched} whether java would have compiled the class in memory ({@code java File.java}).
     */
    int[] order(ClassInfo c, java.util.function.Supplier<byte[]> bytes, boolean sourceLaunched) {
        return orders.computeIfAbsent(c, k -> compute(k, bytes, sourceLaunched));
    }

    private int[] compute(ClassInfo c, java.util.function.Supplier<byte[]> bytes, boolean sourceLaunched) {
        MethodInfo[] methods = c.declaredMethods();
        int[] slots = new int[methods.length];
        for (int i = 0; i < slots.length; i++) {
            slots[i] = i;
        }
        if (methods.length < 2) {
            return slots;
        }
        Set<String> existing = new java.util.HashSet<>();
        Map<String, Integer> probe = ranks(methods, existing);
        if (probe == null) {
            return slots;
        }
        // The archive's symbols in the archive's order (their addresses), whatever archive the host maps; then the
        // others, as the host orders them, until the class's own are ranked below
        Map<String, Long> rank = new HashMap<>();
        for (Map.Entry<String, Integer> e : probe.entrySet()) {
            long offset = e.getKey().startsWith("<") ? e.getValue() : CdsSymbols.offset(e.getKey());
            rank.put(e.getKey(), offset >= 0 || e.getKey().startsWith("<") ? offset : (1L << 42) + e.getValue());
        }
        byte[] file = c.isJdk() ? null : bytes.get();
        if (file != null) {
            if (!sourceLaunched) {
                existing.clear();
            }
            existing.removeIf(n -> !JavacSymbols.contains(n));
            created(rank, file, existing);
        }
        Integer[] boxed = new Integer[slots.length];
        for (int i = 0; i < slots.length; i++) {
            boxed[i] = i;
        }
        sort(boxed, 0, boxed.length, (x, y) -> Long.compare(rank.get(methods[x].name()), rank.get(methods[y].name())));
        for (int i = 0; i < slots.length; i++) {
            slots[i] = boxed[i];
        }
        return slots;
    }

    /**
     * Each name's position in the host's symbol order; {@code <init>} and {@code <clinit>}, the JVM's own, first. The
     * probe's first name is new (its symbol is created first, so ordered after every symbol the host had): the names
     * ordered before it the host had already, and they go to {@code existing}.
     */
    private Map<String, Integer> ranks(MethodInfo[] methods, Set<String> existing) {
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
        String sentinel = "orbit$methodOrderProbe$" + probes;
        ClassWriter cw = new ClassWriter(0);
        cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_ABSTRACT | Opcodes.ACC_INTERFACE, probeName, null, "java/lang/Object", null);
        // A descriptor of the probe's own, so that no name overrides a final method of Object (wait()V, notify()V)
        String descriptor = "(L" + probeName + ";)V";
        cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_ABSTRACT, sentinel, descriptor, null, null).visitEnd();
        for (String n : names) {
            cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_ABSTRACT, n, descriptor, null, null).visitEnd();
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
            boolean before = true;
            for (Method m : probe.getDeclaredMethods()) {
                if (m.getName().equals(sentinel)) {
                    before = false;
                    continue;
                }
                if (before) {
                    existing.add(m.getName());
                }
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
     * the probe's order is not theirs): they are ranked so. Except {@code javacs}: for a class java compiles in memory,
     * the names javac's own classes have, which the host had too (Orbit compiled the file with the same javac): java
     * created those while compiling, before the class, and they keep the host's order.
     */
    private static void created(Map<String, Long> rank, byte[] file, Set<String> javacs) {
        long next = 1L << 43;
        for (String name : utf8Constants(file)) {
            if (rank.containsKey(name) && !name.startsWith("<") && !CdsSymbols.contains(name) && !javacs.contains(name)) {
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
        private static final Map<String, Long> KNOWN = new java.util.concurrent.ConcurrentHashMap<>();

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
            return offset(name) >= 0;
        }

        /**
         * Where the name's symbol is in the archive (-1: not there). The archive keeps its symbols in the order of
         * their addresses, so that this is their order when java maps it; a Symbol is 8-byte aligned, its length at 4.
         */
        static long offset(String name) {
            return ARCHIVE == null ? -1 : KNOWN.computeIfAbsent(name, CdsSymbols::search);
        }

        private static long search(String name) {
            byte[] utf = name.getBytes(java.nio.charset.StandardCharsets.UTF_8);
            byte lo = (byte) utf.length;
            byte hi = (byte) (utf.length >>> 8);
            byte[] a = ARCHIVE;
            outer:
            for (int i = 4; i + 2 + utf.length <= a.length; i += 8) {
                if (a[i] != lo || a[i + 1] != hi) {
                    continue;
                }
                for (int j = 0; j < utf.length; j++) {
                    if (a[i + 2 + j] != utf[j]) {
                        continue outer;
                    }
                }
                return i;
            }
            return -1L;
        }
    }

    /** Whether a name is a CONSTANT_Utf8 of a class of the jdk.compiler module (javac's own classes, as the host's JDK has them). */
    static final class JavacSymbols {
        private static final Set<String> NAMES = read();

        private JavacSymbols() {
        }

        static boolean contains(String name) {
            return NAMES.contains(name);
        }

        private static Set<String> read() {
            Set<String> names = new java.util.HashSet<>();
            try {
                java.nio.file.FileSystem jrt = java.nio.file.FileSystems.getFileSystem(java.net.URI.create("jrt:/"));
                java.nio.file.Path module = jrt.getPath("modules", "jdk.compiler");
                if (!java.nio.file.Files.isDirectory(module)) {
                    return names;
                }
                try (java.util.stream.Stream<java.nio.file.Path> files = java.nio.file.Files.walk(module)) {
                    for (java.nio.file.Path f : (Iterable<java.nio.file.Path>) files::iterator) {
                        if (f.toString().endsWith(".class")) {
                            names.addAll(utf8Constants(java.nio.file.Files.readAllBytes(f)));
                        }
                    }
                }
            } catch (java.io.IOException | RuntimeException e) {
                return new java.util.HashSet<>();
            }
            return names;
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
