package org.orbitmc.checker.state;

import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.ToIntFunction;

import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.interp.Throwables;

/**
 * Numbers for VM-internal payloads of objects ({@link org.orbitmc.vm.heap.HeapObject#hidden}: a VarHandle's target, an
 * exception's backtrace, the site of a null pointer) by what they are: a record by its type and its components, with
 * classes and methods by the names a {@link StateNames} gives them, arrays by their elements; anything else by its own
 * equality (an identity-compared payload is then equal only to itself). Equal payloads, equal numbers: two exceptions
 * thrown at the same place have equal backtraces even though each has its own.
 */
final class PayloadKeys {
    private static final int CACHE = 256;
    private final StateNames names;
    private final ToIntFunction<Object> ids;
    /** Payloads met lately and their numbers, by identity: a payload is met in every state its object is in. */
    private final Object[] recent = new Object[CACHE];
    private final int[] recentIds = new int[CACHE];

    /** Payloads named with {@code names}' classes and methods, numbered by {@code ids} (equal keys, equal numbers). */
    PayloadKeys(StateNames names, ToIntFunction<Object> ids) {
        this.names = names;
        this.ids = ids;
    }

    int id(Object payload) {
        int slot = System.identityHashCode(payload) & (CACHE - 1);
        if (recent[slot] == payload) {
            return recentIds[slot];
        }
        int id = ids.applyAsInt(key(payload));
        recent[slot] = payload;
        recentIds[slot] = id;
        return id;
    }

    private Object key(Object payload) {
        if (payload instanceof Throwables.Backtrace bt) { // the common payload: every exception has one
            MethodInfo[] methods = bt.methods();
            int[] ids = new int[methods.length];
            for (int i = 0; i < ids.length; i++) {
                ids[i] = names.methodId(methods[i]);
            }
            return List.of(Throwables.Backtrace.class, new Ints(ids), new Ints(bt.lines()));
        }
        if (payload instanceof ClassInfo c) {
            return new ClassRef(names.classId(c));
        }
        if (payload instanceof MethodInfo m) {
            return new MethodRef(names.methodId(m));
        }
        if (payload instanceof Object[] array) {
            List<Object> keys = new ArrayList<>(array.length);
            for (Object e : array) {
                keys.add(e == null ? null : key(e));
            }
            return keys;
        }
        if (payload instanceof int[] ints) {
            return new Ints(ints.clone());
        }
        Class<?> type = payload.getClass();
        if (!type.isRecord()) {
            return new Payload(payload);
        }
        RecordComponent[] components = type.getRecordComponents();
        List<Object> keys = new ArrayList<>(components.length + 1);
        keys.add(type);
        for (RecordComponent c : components) {
            Object value;
            try {
                Method accessor = c.getAccessor();
                accessor.setAccessible(true);
                value = accessor.invoke(payload);
            } catch (ReflectiveOperationException | RuntimeException e) {
                return new Payload(payload); // compared by its own equality, as without this translation
            }
            keys.add(value == null ? null : key(value));
        }
        return keys;
    }

    private record ClassRef(int id) {
    }

    private record MethodRef(int id) {
    }

    /** An int array by content. */
    private record Ints(int[] values) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Ints i && Arrays.equals(values, i.values);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(values);
        }

        @Override
        public String toString() {
            return Arrays.toString(values);
        }
    }

    /** Another payload, by its own equality. */
    private record Payload(Object payload) {
    }
}
