package org.orbitmc.natives.jdk;

import static org.orbitmc.natives.Guest.bool;

import org.orbitmc.natives.Guest;
import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.FieldInfo;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.natives.NativeArgs;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * jdk.internal.misc.Unsafe over the explicit heap. A field's offset is its slot; an array element's
 * offset is {@code 16 + index * scale} with the element's natural size as scale, as on HotSpot, so
 * that the JDK's offset arithmetic works unchanged. Off-heap memory is not modelled.
 */
public final class JdkInternalMiscUnsafe {
    private static final String C = "jdk/internal/misc/Unsafe";
    static final int ARRAY_BASE = 16;

    private JdkInternalMiscUnsafe() {
    }

    public static void register(NativeRegistry r) {
        r.bind(C, "registerNatives", "()V", (vm, a) -> 0);
        r.bind(C, "arrayBaseOffset0", "(Ljava/lang/Class;)I", (vm, a) -> ARRAY_BASE);
        r.bind(C, "arrayIndexScale0", "(Ljava/lang/Class;)I", (vm, a) -> scale(JavaLangClass.cls(vm, a.refAt(0)).componentType().descriptor().charAt(0)));
        r.bind(C, "objectFieldOffset1", "(Ljava/lang/Class;Ljava/lang/String;)J", (vm, a) -> {
            ClassInfo c = JavaLangClass.cls(vm, a.refAt(0));
            String name = Guest.host(vm, a.refAt(1));
            FieldInfo f = c.findField(name, null);
            if (f == null) {
                throw vm.exceptions().exception("java/lang/InternalError", name);
            }
            return f.slot();
        });
        r.bind(C, "shouldBeInitialized0", "(Ljava/lang/Class;)Z", (vm, a) -> bool(!vm.isInitialized(JavaLangClass.cls(vm, a.refAt(0)))));
        r.bind(C, "ensureClassInitialized0", "(Ljava/lang/Class;)V", (vm, a) -> {
            vm.initializeForNative(JavaLangClass.cls(vm, a.refAt(0))); // also reflective static field access
            return 0;
        });
        r.bind(C, "allocateInstance", "(Ljava/lang/Class;)Ljava/lang/Object;", (vm, a) -> {
            ClassInfo c = JavaLangClass.cls(vm, a.refAt(0));
            vm.initializeForNative(c);
            int ref = vm.newInstance(c);
            vm.heap().get(ref).constructed = false; // no constructor has run: its finals are not trusted
            return ref;
        });
        r.bind(C, "throwException", "(Ljava/lang/Throwable;)V", (vm, a) -> {
            throw new org.orbitmc.vm.interp.GuestException(a.refAt(0));
        });
        r.bind(C, "loadFence", "()V", (vm, a) -> 0);
        r.bind(C, "storeFence", "()V", (vm, a) -> 0);
        r.bind(C, "fullFence", "()V", (vm, a) -> 0);
        r.bind(C, "getLoadAverage0", "([DI)I", (vm, a) -> -1);
        for (String volatility : new String[] {"", "Volatile"}) {
            access(r, "Int", "I", volatility);
            access(r, "Long", "J", volatility);
            access(r, "Reference", "Ljava/lang/Object;", volatility);
            access(r, "Boolean", "Z", volatility);
            access(r, "Byte", "B", volatility);
            access(r, "Short", "S", volatility);
            access(r, "Char", "C", volatility);
            access(r, "Float", "F", volatility);
            access(r, "Double", "D", volatility);
        }
        r.bind(C, "compareAndSetInt", "(Ljava/lang/Object;JII)Z", (vm, a) -> cas(vm, a, 'I') ? 1 : 0);
        r.bind(C, "compareAndSetLong", "(Ljava/lang/Object;JJJ)Z", (vm, a) -> cas(vm, a, 'J') ? 1 : 0);
        r.bind(C, "compareAndSetReference", "(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Z",
                (vm, a) -> cas(vm, a, 'L') ? 1 : 0);
        r.bind(C, "compareAndExchangeInt", "(Ljava/lang/Object;JII)I", (vm, a) -> exchange(vm, a, 'I'));
        r.bind(C, "compareAndExchangeLong", "(Ljava/lang/Object;JJJ)J", (vm, a) -> exchange(vm, a, 'J'));
        r.bind(C, "compareAndExchangeReference", "(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;",
                (vm, a) -> exchange(vm, a, 'L'));
        r.bind(C, "copyMemory0", "(Ljava/lang/Object;JLjava/lang/Object;JJ)V", JdkInternalMiscUnsafe::copyMemory);
        r.bind(C, "copySwapMemory0", "(Ljava/lang/Object;JLjava/lang/Object;JJJ)V", JdkInternalMiscUnsafe::copySwapMemory);
        r.bind(C, "setMemory0", "(Ljava/lang/Object;JJB)V", (vm, a) -> {
            throw new UnsupportedFeatureException("Unsafe.setMemory");
        });
        r.bind(C, "allocateMemory0", "(J)J", (vm, a) -> {
            throw new UnsupportedFeatureException("off-heap memory (Unsafe.allocateMemory)");
        });
    }

    private static void access(NativeRegistry r, String type, String desc, String volatility) {
        char kind = desc.charAt(0);
        r.bind(C, "get" + type + volatility, "(Ljava/lang/Object;J)" + desc, (vm, a) -> {
            visible(vm, a.refAt(0));
            return get(vm, a.refAt(0), a.longAt(1), kind);
        });
        r.bind(C, "put" + type + volatility, "(Ljava/lang/Object;J" + desc + ")V", (vm, a) -> {
            visibleStore(vm, a.refAt(0), kind, a.valueAt(2));
            put(vm, a.refAt(0), a.longAt(1), kind, a.valueAt(2));
            return 0;
        });
    }

    static int scale(char kind) {
        return switch (kind) {
            case 'Z', 'B' -> 1;
            case 'C', 'S' -> 2;
            case 'J', 'D' -> 8;
            default -> 4;
        };
    }

    private static HeapObject target(Vm vm, int ref) {
        if (ref == 0) {
            throw new UnsupportedFeatureException("Unsafe access to off-heap memory");
        }
        return vm.heap().get(ref);
    }

    static long get(Vm vm, int ref, long offset, char kind) {
        HeapObject o = target(vm, ref);
        if (!o.isArray()) {
            vm.slotRead(o, (int) offset);
            return o.fields[(int) offset];
        }
        Object p = o.array;
        char element = o.type.componentType().descriptor().charAt(0);
        int index = (int) ((offset - ARRAY_BASE) / scale(element));
        if (scale(element) != scale(kind) || (offset - ARRAY_BASE) % scale(element) != 0) {
            if (p instanceof byte[] bytes) {
                return readBytes(bytes, (int) (offset - ARRAY_BASE), kind);
            }
            throw new UnsupportedFeatureException("mismatched Unsafe access of " + kind + " in " + o.type.javaName());
        }
        if (p instanceof int[] x) {
            return x[index];
        } else if (p instanceof long[] x) {
            return x[index];
        } else if (p instanceof byte[] x) {
            return x[index];
        } else if (p instanceof char[] x) {
            return x[index];
        } else if (p instanceof short[] x) {
            return x[index];
        } else if (p instanceof float[] x) {
            return Float.floatToRawIntBits(x[index]);
        } else {
            return Double.doubleToRawLongBits(((double[]) p)[index]);
        }
    }

    static void put(Vm vm, int ref, long offset, char kind, long value) {
        HeapObject o = target(vm, ref);
        if (!o.isArray()) {
            vm.finalFieldWritten(fieldAt(o, (int) offset));
            o.fields[(int) offset] = kind == 'Z' ? value & 1 : value;
            return;
        }
        Object p = o.array;
        char element = o.type.componentType().descriptor().charAt(0);
        int index = (int) ((offset - ARRAY_BASE) / scale(element));
        if (scale(element) != scale(kind) || (offset - ARRAY_BASE) % scale(element) != 0) {
            if (p instanceof byte[] bytes) {
                writeBytes(bytes, (int) (offset - ARRAY_BASE), kind, value);
                return;
            }
            throw new UnsupportedFeatureException("mismatched Unsafe access of " + kind + " in " + o.type.javaName());
        }
        if (p instanceof int[] x) {
            x[index] = (int) value;
        } else if (p instanceof long[] x) {
            x[index] = value;
        } else if (p instanceof byte[] x) {
            x[index] = (byte) value;
        } else if (p instanceof char[] x) {
            x[index] = (char) value;
        } else if (p instanceof short[] x) {
            x[index] = (short) value;
        } else if (p instanceof float[] x) {
            x[index] = Float.intBitsToFloat((int) value);
        } else {
            ((double[]) p)[index] = Double.longBitsToDouble(value);
        }
    }

    /** Little-endian reads of wider values from byte arrays, as the JDK's unaligned accessors expect. */
    private static long readBytes(byte[] bytes, int at, char kind) {
        int n = scale(kind);
        long v = 0;
        for (int i = n - 1; i >= 0; i--) {
            v = (v << 8) | (bytes[at + i] & 0xFF);
        }
        return switch (kind) {
            case 'S' -> (short) v;
            case 'C' -> (char) v;
            case 'I', 'F' -> (int) v;
            default -> v;
        };
    }

    private static void writeBytes(byte[] bytes, int at, char kind, long value) {
        int n = scale(kind);
        for (int i = 0; i < n; i++) {
            bytes[at + i] = (byte) (value >>> (8 * i));
        }
    }

    /** The field at a slot of an instance or a mirror (whose slots past Class's own hold the statics), or null. */
    private static FieldInfo fieldAt(HeapObject o, int slot) {
        if (o.mirrored != null) {
            for (FieldInfo f : o.mirrored.declaredFields()) {
                if (f.isStatic() && f.slot() == slot) {
                    return f;
                }
            }
        }
        for (ClassInfo c = o.type; c != null; c = c.superClass()) {
            for (FieldInfo f : c.declaredFields()) {
                if (!f.isStatic() && f.slot() == slot) {
                    return f;
                }
            }
        }
        return null;
    }

    /** An access to an object other threads can reach is a scheduling point (see Vm.accessPoint). */
    static void visible(Vm vm, int ref) {
        if (ref != 0) {
            vm.accessPoint(vm.heap().get(ref));
        }
    }

    /** A store into a reachable object is visible, and a reference stored there becomes reachable too. */
    static void visibleStore(Vm vm, int ref, char kind, long value) {
        if (ref != 0) {
            vm.beforeStore(vm.heap().get(ref));
        }
        if (ref != 0 && (kind == 'L' || kind == '[')) {
            vm.storedInto(vm.heap().get(ref), (int) value);
        }
        if (ref != 0 && vm.heap().get(ref).escaped) {
            vm.accessPoint(vm.heap().get(ref));
            if ((kind == 'L' || kind == '[') && value != 0) {
                vm.markEscaped((int) value);
            }
        }
    }

    /** compareAndSet(Object o, long offset, T expected, T x) of a kind. */
    private static boolean cas(Vm vm, NativeArgs a, char kind) {
        int ref = a.refAt(0);
        long offset = a.longAt(1);
        long expected = a.valueAt(2);
        long update = a.valueAt(3);
        visibleStore(vm, ref, kind, update);
        long current = get(vm, ref, offset, kind);
        if (!same(kind, current, expected)) {
            return false;
        }
        put(vm, ref, offset, kind, update);
        return true;
    }

    /** compareAndExchange(Object o, long offset, T expected, T x) of a kind. */
    private static long exchange(Vm vm, NativeArgs a, char kind) {
        int ref = a.refAt(0);
        long offset = a.longAt(1);
        long expected = a.valueAt(2);
        long update = a.valueAt(3);
        visibleStore(vm, ref, kind, update);
        long current = get(vm, ref, offset, kind);
        if (same(kind, current, expected)) {
            put(vm, ref, offset, kind, update);
        }
        return current;
    }

    private static boolean same(char kind, long a, long b) {
        return kind == 'J' ? a == b : (int) a == (int) b;
    }

    private static long copyMemory(Vm vm, NativeArgs a) {
        int src = a.refAt(0);
        long srcOffset = a.longAt(1);
        int dst = a.refAt(2);
        long dstOffset = a.longAt(3);
        long bytes = a.longAt(4);
        if (src == 0 || dst == 0) {
            throw new UnsupportedFeatureException("Unsafe.copyMemory of off-heap memory");
        }
        HeapObject from = vm.heap().get(src);
        HeapObject to = vm.heap().get(dst);
        char fk = from.type.componentType().descriptor().charAt(0);
        char tk = to.type.componentType().descriptor().charAt(0);
        int fs = scale(fk);
        int ts = scale(tk);
        // As System.arraycopy: one visible operation per unit (an element, or a byte between arrays of different
        // element sizes) when the copy makes more than one visible access.
        int visible = (vm.isVisibleAccess(from) ? 1 : 0) + (vm.isVisibleAccess(to) ? 1 : 0);
        if (visible * (bytes / Math.min(fs, ts)) > 1) {
            throw OrbitElementCopies.continueIn(vm, a.base(), "copyMemory", "(Ljava/lang/Object;Ljava/lang/Object;JLjava/lang/Object;JJ)V");
        }
        vm.beforeStore(to);
        vm.accessPoint(from, to); // no references are copied, so nothing newly escapes
        if (fs == ts && fk == tk) {
            System.arraycopy(from.array, (int) ((srcOffset - ARRAY_BASE) / fs), to.array, (int) ((dstOffset - ARRAY_BASE) / ts), (int) (bytes / fs));
            return 0;
        }
        for (long i = 0; i < bytes; i++) {
            setByte(to, dstOffset + i, byteAt(from, srcOffset + i));
        }
        return 0;
    }

    /** Copies elements of elemSize bytes, reversing the byte order of each (ByteBuffer bulk access in the non-native order). */
    private static long copySwapMemory(Vm vm, NativeArgs a) {
        int src = a.refAt(0);
        long srcOffset = a.longAt(1);
        int dst = a.refAt(2);
        long dstOffset = a.longAt(3);
        long bytes = a.longAt(4);
        long elemSize = a.longAt(5);
        if (src == 0 || dst == 0) {
            throw new UnsupportedFeatureException("Unsafe.copySwapMemory of off-heap memory");
        }
        HeapObject from = vm.heap().get(src);
        HeapObject to = vm.heap().get(dst);
        vm.beforeStore(to);
        if (from.escaped || to.escaped) {
            vm.accessPoint(from, to);
        }
        byte[] buffer = new byte[(int) bytes];
        for (int i = 0; i < bytes; i++) {
            buffer[i] = byteAt(from, srcOffset + i);
        }
        for (int e = 0; e < bytes; e += elemSize) {
            for (int k = 0; k < elemSize; k++) {
                setByte(to, dstOffset + e + k, buffer[(int) (e + elemSize - 1 - k)]);
            }
        }
        return 0;
    }

    /** The byte at an offset into a primitive array, laid out little-endian as on HotSpot/x86. */
    static byte byteAt(HeapObject o, long offset) {
        int scale = scale(o.type.componentType().descriptor().charAt(0));
        long at = offset - ARRAY_BASE;
        long element = elementBits(o.array, (int) (at / scale));
        return (byte) (element >>> (8 * (at % scale)));
    }

    static void setByte(HeapObject o, long offset, byte value) {
        int scale = scale(o.type.componentType().descriptor().charAt(0));
        long at = offset - ARRAY_BASE;
        int index = (int) (at / scale);
        int shift = (int) (8 * (at % scale));
        long element = elementBits(o.array, index) & ~(0xFFL << shift) | (value & 0xFFL) << shift;
        Object p = o.array;
        if (p instanceof byte[] x) {
            x[index] = (byte) element;
        } else if (p instanceof char[] x) {
            x[index] = (char) element;
        } else if (p instanceof short[] x) {
            x[index] = (short) element;
        } else if (p instanceof int[] x) {
            x[index] = (int) element;
        } else if (p instanceof float[] x) {
            x[index] = Float.intBitsToFloat((int) element);
        } else if (p instanceof long[] x) {
            x[index] = element;
        } else {
            ((double[]) p)[index] = Double.longBitsToDouble(element);
        }
    }

    private static long elementBits(Object p, int index) {
        if (p instanceof byte[] x) {
            return x[index] & 0xFFL;
        } else if (p instanceof char[] x) {
            return x[index];
        } else if (p instanceof short[] x) {
            return x[index] & 0xFFFFL;
        } else if (p instanceof int[] x) {
            return x[index] & 0xFFFFFFFFL;
        } else if (p instanceof float[] x) {
            return Float.floatToRawIntBits(x[index]) & 0xFFFFFFFFL;
        } else if (p instanceof long[] x) {
            return x[index];
        }
        return Double.doubleToRawLongBits(((double[]) p)[index]);
    }
}
