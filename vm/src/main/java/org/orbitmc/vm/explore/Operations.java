package org.orbitmc.vm.explore;

import static org.objectweb.asm.Opcodes.*;

import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.code.Code;
import org.orbitmc.vm.code.Op;
import org.orbitmc.vm.code.Refs;
import org.orbitmc.vm.interp.EntryFrames;
import org.orbitmc.vm.interp.InterfaceCallSite;
import org.orbitmc.vm.thread.VmThread;

/** Describes the visible operation a thread stands at, for counterexample traces ("lock Fork#3", "write Counter.count"). */
final class Operations {
    /** The operation of a thread's last step (ThreadExit.end). */
    static final String END_OF_THREAD = "end of thread";

    private Operations() {
    }

    /**
     * The program class an instruction would initialize (its first visible operation when the thread stands there), or
     * null. (A call of a synchronized static method of a class the thread itself initializes is named so too.)
     */
    private static ClassInfo classToInitialize(Vm vm, int op, Object k) {
        ClassInfo c = k instanceof Refs.StaticField f ? f.holder()
                : op == Op.INVOKESTATIC_Q && k instanceof MethodInfo m ? m.owner() : k instanceof ClassInfo n ? n : null;
        return c != null && !c.isJdk() && !vm.isInitialized(c) ? c : null;
    }

    static String describe(Vm vm, VmThread t) {
        return describe(vm, t, null);
    }

    /**
     * @param names how to name objects, or null for {@code Type#ref} (the search's own steps: naming walks the heap,
     *              so only a trace being printed pays for it)
     */
    static String describe(Vm vm, VmThread t, ObjectNames names) {
        if (t.depth < 0) {
            return "end";
        }
        String entry = vm.entryFrames().describe(t);
        if (entry != null) {
            return entry;
        }
        MethodInfo m = t.methods[t.depth];
        Code code = m.code();
        int pc = t.pcs[t.depth];
        if (code == null) {
            return "call " + m;
        }
        if (m.continues() != null && isInvoke(code.ops[pc])) {
            // One element of a copy that goes on in guest code (Vm.continueIn): named after the native it continues.
            String name = nameOf(InterfaceCallSite.unwrap(code.constants[code.ops[pc + 1]]));
            return simple(m.continues().owner().javaName()) + "." + m.continues().name()
                    + (name != null && name.startsWith("store") ? ": write element" : ": read element");
        }
        if (pc == 0 && t.depth == 0) {
            return "start of " + simple(m.owner().javaName()) + "." + m.name() + "()";
        }
        int op = code.ops[pc];
        Object k = op == Op.FIELD_C || isStatic(op) || isInvoke(op) || op == Op.NEW_Q
                ? InterfaceCallSite.unwrap(code.constants[code.ops[pc + 1]]) : null;
        long[] s = t.stack;
        int sp = t.sps[t.depth];
        ClassInfo initializing = classToInitialize(vm, op, k);
        if (initializing != null) {
            return "initialize " + simple(initializing.javaName());
        }
        if (op == Op.FIELD_C) {
            Refs.CheckedField f = (Refs.CheckedField) k;
            char kind = f.field().descriptor().charAt(0);
            int target = (int) s[sp - (f.isGet() ? 1 : f.isWide() ? 3 : 2)];
            String value = target == 0 ? "" : " = " + value(vm, names, kind, f.isGet() ? vm.heap().read(target).fields[f.slot()] : s[sp - (f.isWide() ? 2 : 1)]);
            String path = names == null ? null : names.pathOf(target);
            return (f.isGet() ? "read " : "write ") + (path != null ? path + "." + f.field().name() : f.name()) + value;
        }
        if (isStatic(op)) {
            String name = k instanceof Refs.StaticField f ? f.name() : k instanceof Refs.MemberRef r ? simple(r.owner()) + "." + r.name() : "static";
            boolean read = op == GETSTATIC || op == Op.GETSTATIC_Q || op == Op.GETSTATIC_W_Q;
            String value = "";
            if (k instanceof Refs.StaticField f && vm.isInitialized(f.holder())) {
                value = " = " + value(vm, names, f.field().descriptor().charAt(0), read ? vm.heap().read(f.holder().mirrorRef()).fields[f.slot()]
                        : s[sp - (op == Op.PUTSTATIC_W_Q ? 2 : 1)]);
            }
            return (read ? "read " : "write ") + name + value;
        }
        if (op >= Op.CHECKED_ARRAY) {
            int jvm = op - Op.CHECKED_ARRAY;
            return (jvm <= SALOAD ? "read " : "write ") + arrayElement(vm, names, jvm, s, sp);
        }
        if (op == MONITORENTER) {
            return "lock " + object(vm, names, (int) s[sp - 1]);
        }
        if (op == MONITOREXIT) {
            return "unlock " + object(vm, names, (int) s[sp - 1]);
        }
        if (op >= IRETURN && op <= RETURN && t.locks[t.depth] != 0) {
            return "unlock " + object(vm, names, t.locks[t.depth]) + " (return from " + m.name() + ")";
        }
        if (isInvoke(op)) {
            MethodInfo target = k instanceof MethodInfo mi ? mi : null;
            String name = target != null ? target.name() : k instanceof Refs.MemberRef r ? r.name() : "?";
            int args = target != null ? target.argSlots() : 0;
            int receiver = target != null && !target.isStatic() && sp - args >= 0 ? (int) s[sp - args] : 0;
            if (EntryFrames.THREAD_EXIT.equals(ownerOf(k))) {
                return switch (name) {
                    case "end" -> END_OF_THREAD;
                    case "shutdown" -> "shutdown (after the other non-daemon threads: shutdown hooks)";
                    default -> "halt";
                };
            }
            return switch (name) {
                case "wait" -> "wait " + object(vm, names, receiver);
                case "notify" -> "notify " + object(vm, names, receiver);
                case "notifyAll" -> "notifyAll " + object(vm, names, receiver);
                case "start0" -> "start thread";
                // Thread.start is synchronized: what the reader wants to know is which thread starts.
                case "start" -> target != null && target.owner().name().equals("java/lang/Thread") && "()V".equals(target.descriptor())
                        ? "start " + object(vm, names, receiver)
                        : call(vm, names, target, name, receiver);
                case "park" -> "park";
                case "unpark" -> "unpark";
                case "isAlive" -> "join (isAlive)";
                case "sleep" -> "sleep";
                case "yield" -> "yield";
                case "randomBoolean", "randomInt" -> "choose (Verify." + name + ")";
                default -> call(vm, names, target, name, receiver);
            };
        }
        return "step";
    }

    /** A call: {@code lock Counter#3 (call add)} of a synchronized method, else {@code call Counter.add}. */
    private static String call(Vm vm, ObjectNames names, MethodInfo target, String name, int receiver) {
        return target != null && target.isSynchronized()
                ? "lock " + object(vm, names, target.isStatic() ? target.owner().mirrorRef() : receiver) + " (call " + name + ")"
                : "call " + (target != null ? simple(target.owner().javaName()) + "." : "") + name;
    }

    /** The number of values when the thread stands at a call of org.orbitmc.Verify.randomBoolean/randomInt, else 0. */
    static int verifyChoices(VmThread t) {
        Object target = invokedAt(t);
        if (!"org/orbitmc/Verify".equals(ownerOf(target))) {
            return 0;
        }
        int sp = t.sps[t.depth];
        return switch (nameOf(target)) {
            case "randomBoolean" -> 2;
            case "randomInt" -> {
                long lo = (int) t.stack[sp - 2];
                long hi = (int) t.stack[sp - 1];
                yield hi < lo ? 1 : (int) Math.min(hi - lo + 1, Integer.MAX_VALUE);
            }
            default -> 0;
        };
    }

    /** The receiver when the thread stands at a call of Object.notify(), else 0. */
    static int notifyReceiver(VmThread t) {
        Object target = invokedAt(t);
        boolean notify = "notify".equals(nameOf(target)) && "java/lang/Object".equals(ownerOf(target))
                && "()V".equals(target instanceof MethodInfo m ? m.descriptor() : ((Refs.MemberRef) target).descriptor());
        return notify ? (int) t.stack[t.sps[t.depth] - 1] : 0;
    }

    /** The method (resolved, or a symbolic reference) the thread's top frame is about to invoke, or null. */
    private static Object invokedAt(VmThread t) {
        if (t.depth < 0 || t.methods[t.depth].code() == null) {
            return null;
        }
        Code code = t.methods[t.depth].code();
        int pc = t.pcs[t.depth];
        if (!isInvoke(code.ops[pc])) {
            return null;
        }
        Object k = InterfaceCallSite.unwrap(code.constants[code.ops[pc + 1]]);
        return k instanceof MethodInfo || k instanceof Refs.MemberRef ? k : null;
    }

    private static String ownerOf(Object target) {
        return target instanceof MethodInfo m ? m.owner().name() : target instanceof Refs.MemberRef r ? r.owner() : null;
    }

    private static String nameOf(Object target) {
        return target instanceof MethodInfo m ? m.name() : target instanceof Refs.MemberRef r ? r.name() : "";
    }

    private static boolean isStatic(int op) {
        return op == GETSTATIC || op == PUTSTATIC || (op >= Op.GETSTATIC_Q && op <= Op.PUTSTATIC_Z_Q);
    }

    private static boolean isInvoke(int op) {
        return (op >= INVOKEVIRTUAL && op <= INVOKEDYNAMIC) || (op >= Op.INVOKEVIRTUAL_Q && op <= Op.INVOKEINTERFACE_Q);
    }

    /**
     * {@code array element [3] = 5} for an array access the thread stands at (value written, or read now), with the
     * array's name when names are asked for ({@code Bank.accounts[3] = ...}); no index when the access would fail.
     */
    private static String arrayElement(Vm vm, ObjectNames names, int jvm, long[] s, int sp) {
        boolean load = jvm <= SALOAD;
        int valueSlots = load ? 0 : jvm == LASTORE || jvm == DASTORE ? 2 : 1;
        int array = (int) s[sp - 2 - valueSlots];
        int index = (int) s[sp - 1 - valueSlots];
        var o = array == 0 ? null : vm.heap().read(array);
        if (o == null || !o.isArray() || index < 0 || index >= o.arrayLength()) {
            return "array element";
        }
        char kind = o.type.componentType().descriptor().charAt(0);
        long v = load ? org.orbitmc.vm.heap.ArrayPayloads.get(o.array, index) : s[sp - valueSlots];
        String path = names == null ? null : names.pathOf(array);
        return (path != null ? path : "array element ") + "[" + index + "] = " + value(vm, names, kind, v);
    }

    /** A value as a trace shows it: {@code 5}, {@code true}, {@code 'x'}, {@code 1.5}, {@code "text"}, {@code Account#12}, {@code null}. */
    static String value(Vm vm, char kind, long v) {
        return value(vm, null, kind, v);
    }

    private static String value(Vm vm, ObjectNames names, char kind, long v) {
        return kind == 'L' || kind == '[' ? reference(vm, names, (int) v) : primitive(kind, v);
    }

    /** A primitive value: {@code 5}, {@code true}, {@code 'x'}, {@code 1.5}. */
    static String primitive(char kind, long v) {
        return switch (kind) {
            case 'Z' -> v != 0 ? "true" : "false";
            case 'C' -> "'" + (char) v + "'";
            case 'B', 'S', 'I' -> Integer.toString((int) v);
            case 'J' -> Long.toString(v);
            case 'F' -> Float.toString(Float.intBitsToFloat((int) v));
            case 'D' -> Double.toString(Double.longBitsToDouble(v));
            default -> throw new IllegalArgumentException("not a primitive kind: " + kind);
        };
    }

    private static String reference(Vm vm, ObjectNames names, int ref) {
        if (names != null) {
            return names.name(ref);
        }
        var o = ref == 0 ? null : vm.heap().read(ref);
        if (o != null && o.type.name().equals("java/lang/String") && o.constructed) {
            return ObjectNames.quoted(vm.strings().toHost(ref));
        }
        return object(vm, null, ref);
    }

    static String object(Vm vm, int ref) {
        return object(vm, null, ref);
    }

    private static String object(Vm vm, ObjectNames names, int ref) {
        if (ref == 0 || vm.heap().read(ref) == null) {
            return "null";
        }
        if (names != null) {
            return names.name(ref);
        }
        var o = vm.heap().read(ref);
        String type = o.mirrored != null ? simple(o.mirrored.javaName()) + ".class" : simple(o.type.javaName());
        return type + "#" + ref;
    }

    private static String simple(String name) {
        return name.substring(name.lastIndexOf('.') + 1).replace('/', '.');
    }
}
