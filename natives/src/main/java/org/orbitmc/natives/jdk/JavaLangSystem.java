package org.orbitmc.natives.jdk;

import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.interp.ProgramExit;
import org.orbitmc.vm.natives.NativeRegistry;

/** java.lang.System, Runtime and Shutdown. Time is abstract: the clocks only move forward, deterministically. */
public final class JavaLangSystem {
    /** What the program's wall clock reads when it starts (2023-11-14): fixed, so that runs are repeatable. */
    static final long EPOCH_MILLIS = 1_700_000_000_000L;

    private JavaLangSystem() {
    }

    public static void register(NativeRegistry r) {
        String s = "java/lang/System";
        r.bind(s, "registerNatives", "()V", (vm, a) -> 0);
        r.bind(s, "arraycopy", "(Ljava/lang/Object;ILjava/lang/Object;II)V",
                (vm, a) -> arraycopy(vm, a.base(), a.refAt(0), a.intAt(1), a.refAt(2), a.intAt(3), a.intAt(4)));
        r.bind(s, "identityHashCode", "(Ljava/lang/Object;)I", (vm, a) -> a.refAt(0) == 0 ? 0 : vm.identityHash(a.refAt(0)));
        // Reading the clock is a visible operation: other threads' timeouts move it.
        r.bind(s, "currentTimeMillis", "()J", (vm, a) -> {
            vm.schedulingPoint();
            return EPOCH_MILLIS + vm.clockNanos() / 1_000_000;
        });
        r.bind(s, "nanoTime", "()J", (vm, a) -> {
            vm.schedulingPoint();
            return 1_000_000_000L + vm.clockNanos();
        });
        r.bind(s, "mapLibraryName", "(Ljava/lang/String;)Ljava/lang/String;", (vm, a) -> a.refAt(0));
        String rt = "java/lang/Runtime";
        r.bind(rt, "availableProcessors", "()I", (vm, a) -> 1);
        r.bind(rt, "freeMemory", "()J", (vm, a) -> 64L << 20);
        r.bind(rt, "totalMemory", "()J", (vm, a) -> 128L << 20);
        r.bind(rt, "maxMemory", "()J", (vm, a) -> org.orbitmc.vm.heap.HeapLimits.MAX_HEAP_BYTES);
        r.bind(rt, "gc", "()V", (vm, a) -> 0);
        String sd = "java/lang/Shutdown";
        r.bind(sd, "beforeHalt", "()V", (vm, a) -> 0);
        r.bind(sd, "halt0", "(I)V", (vm, a) -> {
            throw new ProgramExit(a.intAt(0));
        });
    }

    /**
     * jdk.internal.misc.VM.getNanoTimeAdjustment (behind Instant.now and Clock.systemUTC): the wall clock as
     * nanoseconds since {@code offsetSeconds} after the epoch, the same clock as currentTimeMillis; -1, as
     * HotSpot, when the offset is 2^32 seconds or more away.
     */
    static long nanoTimeAdjustment(Vm vm, long offsetSeconds) {
        vm.schedulingPoint();
        long nanos = EPOCH_MILLIS % 1000 * 1_000_000 + vm.clockNanos() % 1_000_000_000L;
        long seconds = EPOCH_MILLIS / 1000 + vm.clockNanos() / 1_000_000_000L + nanos / 1_000_000_000L;
        long diff = seconds - offsetSeconds;
        if (diff >= 1L << 32 || diff <= -(1L << 32)) {
            return -1;
        }
        return diff * 1_000_000_000L + nanos % 1_000_000_000L;
    }

    /** System.arraycopy, called with its arguments from {@code base}. */
    private static long arraycopy(Vm vm, int base, int src, int srcPos, int dst, int dstPos, int length) {
        if (src == 0 || dst == 0) {
            throw vm.exceptions().exception("java/lang/NullPointerException", null);
        }
        HeapObject from = vm.heap().get(src);
        HeapObject to = vm.heap().get(dst);
        if (!from.isArray()) {
            throw vm.exceptions().exception("java/lang/ArrayStoreException", "arraycopy: source type " + from.type.javaName() + " is not an array");
        }
        if (!to.isArray()) {
            throw vm.exceptions().exception("java/lang/ArrayStoreException", "arraycopy: destination type " + to.type.javaName() + " is not an array");
        }
        ClassInfo fc = from.type.componentType();
        ClassInfo tc = to.type.componentType();
        if (fc.isPrimitive() != tc.isPrimitive() || (fc.isPrimitive() && fc != tc)) {
            throw vm.exceptions().exception("java/lang/ArrayStoreException",
                    "arraycopy: type mismatch: can not copy " + from.type.descriptorText() + " into " + to.type.descriptorText());
        }
        int srcLen = from.arrayLength();
        int dstLen = to.arrayLength();
        if (srcPos < 0 || dstPos < 0 || length < 0 || srcPos > srcLen - length || dstPos > dstLen - length) {
            throw vm.exceptions().exception("java/lang/ArrayIndexOutOfBoundsException", boundsMessage(srcPos, dstPos, length, srcLen, dstLen, from, to));
        }
        // A copy reads and writes each element: when more than one of those accesses is visible, it continues in guest
        // code, one visible operation per element; otherwise its only visible access (if any) is its one step.
        int visible = (vm.isVisibleAccess(from) ? 1 : 0) + (vm.isVisibleAccess(to) ? 1 : 0);
        if ((long) visible * length > 1) {
            throw OrbitElementCopies.continueIn(vm, base, "arraycopy", "(Ljava/lang/Object;ILjava/lang/Object;II)V");
        }
        vm.beforeStore(to);
        vm.accessPoint(from, to);
        if (!fc.isPrimitive() && !fc.isSubtypeOf(tc)) {
            int[] s = (int[]) from.array;
            int[] d = (int[]) to.array;
            int[] tmp = java.util.Arrays.copyOfRange(s, srcPos, srcPos + length);
            for (int i = 0; i < length; i++) {
                if (tmp[i] != 0 && !vm.heap().get(tmp[i]).type.isSubtypeOf(tc)) {
                    throw vm.exceptions().exception("java/lang/ArrayStoreException", "arraycopy: element type mismatch: can not cast one of the elements of "
                            + fc.javaName() + "[] to the type of the destination array, " + tc.javaName());
                }
                d[dstPos + i] = tmp[i];
                vm.storedInto(to, tmp[i]);
                if (to.escaped) {
                    vm.markEscaped(tmp[i]);
                }
            }
            return 0;
        }
        System.arraycopy(from.array, srcPos, to.array, dstPos, length);
        if (!fc.isPrimitive()) {
            for (int i = 0; i < length; i++) {
                vm.storedInto(to, ((int[]) to.array)[dstPos + i]);
                if (to.escaped) {
                    vm.markEscaped(((int[]) to.array)[dstPos + i]);
                }
            }
        }
        return 0;
    }

    private static String boundsMessage(int srcPos, int dstPos, int length, int srcLen, int dstLen, HeapObject from, HeapObject to) {
        if (length < 0) {
            return "arraycopy: length " + length + " is negative";
        }
        if (srcPos < 0) {
            return "arraycopy: source index " + srcPos + " out of bounds for " + from.type.componentText() + "[" + srcLen + "]";
        }
        if (dstPos < 0) {
            return "arraycopy: destination index " + dstPos + " out of bounds for " + to.type.componentText() + "[" + dstLen + "]";
        }
        if (srcPos > srcLen - length) {
            return "arraycopy: last source index " + (srcPos + length) + " out of bounds for " + from.type.componentText() + "[" + srcLen + "]";
        }
        return "arraycopy: last destination index " + (dstPos + length) + " out of bounds for " + to.type.componentText() + "[" + dstLen + "]";
    }
}
