package org.orbitmc.vm.explore;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.objectweb.asm.tree.LocalVariableNode;
import org.objectweb.asm.tree.MethodNode;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.FieldInfo;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.code.Code;
import org.orbitmc.vm.heap.ArrayPayloads;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.thread.VmThread;

/**
 * Names heap objects as people name them, for a trace that is shown: a string by its text, a box by its value
 * ({@code Integer 1}), a thread by its name, a class by {@code Counter.class}, any other object by the shortest path
 * that reaches it from a program class's static field or a program frame's local variable ({@code Counter.lock},
 * {@code alice}, {@code bank.accounts[1]}), with its class; {@code Account#12} when no path is found. Local variables
 * are named from the LocalVariableTable (code compiled with {@code javac -g}); without one, only static fields name.
 * Walks the heap on every call: used only while a counterexample is re-executed to be printed, never by the search.
 */
final class ObjectNames {
    /** Links followed from a root: {@code a.b.c[2]} is three. */
    private static final int MAX_LINKS = 3;
    /** Objects looked at per name, so that a huge heap costs a bounded time. */
    private static final int MAX_VISITED = 20_000;
    /** Array elements followed per array. */
    private static final int MAX_ELEMENTS = 64;
    private static final int MAX_TEXT = 20;

    private final Vm vm;

    ObjectNames(Vm vm) {
        this.vm = vm;
    }

    /** The object at {@code ref} as a trace shows it; {@code null} for the null reference. */
    String name(int ref) {
        HeapObject o = read(ref);
        if (o == null) {
            return "null";
        }
        if (o.mirrored != null) {
            return simple(o.mirrored.javaName()) + ".class";
        }
        String type = o.type.name();
        if (type.equals("java/lang/String") && o.constructed) {
            return quoted(vm.strings().toHost(ref));
        }
        String box = box(o);
        if (box != null) {
            return box;
        }
        if (isThread(o.type)) {
            String threadName = threadName(o);
            if (threadName != null) {
                return "Thread " + quoted(threadName);
            }
        }
        String path = path(ref);
        return path != null ? path + " (" + simple(o.type.javaName()) + ")" : simple(o.type.javaName()) + "#" + ref;
    }

    /**
     * How a field or element access names its target: the path that reaches it ({@code Counter.lock}, {@code alice}),
     * a string's text ({@code "b".hash}); null when there is none (the access then names the field's class).
     */
    String pathOf(int ref) {
        HeapObject o = read(ref);
        if (o == null || o.mirrored != null) {
            return null;
        }
        if (o.type.name().equals("java/lang/String") && o.constructed) {
            return quoted(vm.strings().toHost(ref));
        }
        String path = path(ref);
        // "this.count" says less than "Counter.count": the field's class names the target better than "this" alone.
        return path == null || path.equals("this") || path.endsWith(":this") ? null : path;
    }

    /** The object at {@code ref}, or null for the null reference or one that is no object (a stale local). */
    private HeapObject read(int ref) {
        HeapObject[] table = vm.heap().table();
        return ref <= 0 || ref >= table.length ? null : table[ref];
    }

    private static final Pattern REFERENCE = Pattern.compile("([A-Za-z_$][\\w$.]*)#(\\d+)");

    /**
     * A text with each {@code java.lang.Object#12} (the VM's own name of an object, e.g. in what a thread waits for)
     * replaced by the object's name here, when the object there is of that class.
     */
    String rename(String text) {
        Matcher m = REFERENCE.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            int ref = Integer.parseInt(m.group(2));
            HeapObject o = read(ref);
            boolean same = o != null && o.mirrored == null && o.type.javaName().equals(m.group(1));
            m.appendReplacement(out, Matcher.quoteReplacement(same ? name(ref) : m.group()));
        }
        m.appendTail(out);
        return out.toString();
    }

    static String quoted(String text) {
        return "\"" + (text.length() > MAX_TEXT ? text.substring(0, MAX_TEXT) + "…" : text) + "\"";
    }

    private String box(HeapObject o) {
        String type = o.type.name();
        char kind = switch (type) {
            case "java/lang/Integer" -> 'I';
            case "java/lang/Long" -> 'J';
            case "java/lang/Short" -> 'S';
            case "java/lang/Byte" -> 'B';
            case "java/lang/Character" -> 'C';
            case "java/lang/Boolean" -> 'Z';
            case "java/lang/Float" -> 'F';
            case "java/lang/Double" -> 'D';
            default -> 0;
        };
        if (kind == 0) {
            return null;
        }
        FieldInfo value = o.type.findField("value", String.valueOf(kind));
        if (value == null || value.isStatic()) {
            return null;
        }
        return simple(o.type.javaName()) + " " + Operations.primitive(kind, o.fields[value.slot()]);
    }

    private boolean isThread(ClassInfo type) {
        ClassInfo thread = vm.classes().loadedClass("java/lang/Thread");
        return thread != null && type.isSubtypeOf(thread);
    }

    private String threadName(HeapObject o) {
        FieldInfo name = o.type.findField("name", "Ljava/lang/String;");
        int text = name == null || name.isStatic() ? 0 : (int) o.fields[name.slot()];
        return text == 0 ? null : vm.strings().toHost(text);
    }

    /**
     * The path from the program's static fields if one reaches {@code target} (the same name in every thread), else from
     * the threads' local variables.
     */
    private String path(int target) {
        String global = path(target, staticRoots());
        return global != null ? global : path(target, localRoots());
    }

    /** A breadth-first walk from the roots: the first path found is a shortest, ties going to the earlier root. */
    private String path(int target, List<Root> roots) {
        Map<Integer, String> seen = new HashMap<>();
        ArrayDeque<Integer> level = new ArrayDeque<>();
        for (Root r : roots) {
            if (r.ref == target) {
                return r.name;
            }
            if (r.ref != 0 && seen.putIfAbsent(r.ref, r.name) == null) {
                level.add(r.ref);
            }
        }
        for (int links = 1; links <= MAX_LINKS && !level.isEmpty(); links++) {
            ArrayDeque<Integer> next = new ArrayDeque<>();
            for (int ref : level) {
                String base = seen.get(ref);
                HeapObject o = read(ref);
                if (o == null || o.mirrored != null) {
                    continue;
                }
                for (Link link : links(o)) {
                    if (link.ref == target) {
                        return base + link.suffix;
                    }
                    if (seen.size() < MAX_VISITED && seen.putIfAbsent(link.ref, base + link.suffix) == null) {
                        next.add(link.ref);
                    }
                }
            }
            level = next;
        }
        return null;
    }

    private record Root(String name, int ref) {
    }

    private record Link(String suffix, int ref) {
    }

    /** The static reference fields of the program's initialized classes ({@code Counter.lock}), in loading order. */
    private List<Root> staticRoots() {
        List<Root> roots = new ArrayList<>();
        for (ClassInfo c : new ArrayList<>(vm.classes().loaded())) {
            if (c.isJdk() || c.isAtomicLibrary() || c.isHidden() || c.isArray() || c.isPrimitive() || !vm.isInitialized(c)) {
                continue;
            }
            HeapObject mirror = read(c.mirrorRef());
            for (FieldInfo f : c.declaredFields()) {
                if (mirror != null && f.isStatic() && f.isReference()) {
                    roots.add(new Root(simple(c.javaName()) + "." + f.name(), (int) mirror.fields[f.slot()]));
                }
            }
        }
        return roots;
    }

    /**
     * The reference locals of each thread's program frames, threads in id order, outer frames first (so that
     * {@code main}'s {@code alice} names an object before a callee's parameter {@code from} does), {@code this} last.
     * A name that holds different objects in different threads is prefixed with the thread's ({@code Thread-1:left}).
     */
    private List<Root> localRoots() {
        List<Root> all = new ArrayList<>();
        List<String> threads = new ArrayList<>();
        for (VmThread t : vm.threadTable().table()) {
            String thread = vm.threadTable().name(t);
            for (int d = 0; d <= t.depth; d++) {
                for (Root root : locals(t, d)) {
                    all.add(root);
                    threads.add(thread);
                }
            }
        }
        Map<String, Integer> firstRef = new HashMap<>();
        Set<String> ambiguous = new HashSet<>();
        for (Root root : all) {
            if (root.ref == 0) {
                continue;
            }
            Integer first = firstRef.putIfAbsent(root.name, root.ref);
            if (first != null && first != root.ref) {
                ambiguous.add(root.name);
            }
        }
        List<Root> named = new ArrayList<>();
        List<Root> thisRoots = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            Root root = all.get(i);
            String name = ambiguous.contains(root.name) ? threads.get(i) + ":" + root.name : root.name;
            (root.name.equals("this") ? thisRoots : named).add(new Root(name, root.ref));
        }
        named.addAll(thisRoots);
        return named;
    }

    /** The reference locals live at frame {@code d}'s pc, by the LocalVariableTable (none without one). */
    private static List<Root> locals(VmThread t, int d) {
        MethodInfo m = t.methods[d];
        Code code = m.code();
        MethodNode node = m.node();
        List<Root> out = new ArrayList<>();
        if (code == null || node == null || node.localVariables == null || m.owner().isJdk() || m.owner().isAtomicLibrary()
                || m.owner().isHidden() || m.continues() != null) {
            return out;
        }
        int pc = t.pcs[d];
        int insn = pc >= 0 && pc < code.insnIndex.length ? code.insnIndex[pc] : -1;
        if (insn < 0) {
            return out;
        }
        for (LocalVariableNode v : node.localVariables) {
            char kind = v.desc.charAt(0);
            if ((kind != 'L' && kind != '[') || v.index >= code.maxLocals
                    || insn < node.instructions.indexOf(v.start) || insn >= node.instructions.indexOf(v.end)) {
                continue;
            }
            out.add(new Root(v.name, (int) t.stack[t.bases[d] + v.index]));
        }
        return out;
    }

    /** The references an object holds: its fields ({@code .next}) or its first elements ({@code [3]}). */
    private List<Link> links(HeapObject o) {
        List<Link> out = new ArrayList<>();
        if (o.isArray()) {
            if (o.type.hasReferenceElements()) {
                int n = Math.min(o.arrayLength(), MAX_ELEMENTS);
                for (int i = 0; i < n; i++) {
                    int ref = (int) ArrayPayloads.get(o.array, i);
                    if (ref != 0) {
                        out.add(new Link("[" + i + "]", ref));
                    }
                }
            }
            return out;
        }
        for (ClassInfo c = o.type; c != null; c = c.superClass()) {
            for (FieldInfo f : c.declaredFields()) {
                // A lambda's captured values (arg$1) are no name a reader knows.
                if (!f.isStatic() && f.isReference() && !f.name().startsWith("arg$")) {
                    int ref = (int) o.fields[f.slot()];
                    if (ref != 0) {
                        out.add(new Link("." + f.name(), ref));
                    }
                }
            }
        }
        return out;
    }

    static String simple(String name) {
        return name.substring(name.lastIndexOf('.') + 1).replace('/', '.');
    }
}
