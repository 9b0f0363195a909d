package org.orbitmc.vm.interp;

import java.util.Map;

import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.FieldInfo;
import org.orbitmc.vm.heap.Heap;
import org.orbitmc.vm.heap.HeapObject;

/**
 * The JDK's caches of boxed values (JLS §5.1.7: {@code Integer.valueOf(1)} is the same object every time): arrays that
 * their holder class's initializer fills and nothing writes after. Once that initializer has finished, the arrays are
 * marked immutable, so that reading a cached box (every {@code Integer.valueOf} of a small value, every autoboxing) is
 * no scheduling point of its own: such reads commute with everything. The trust is the one strings' characters have
 * (HeapObject.immutable): a write into such an array (through {@code Unsafe} or deep reflection into java.lang) ends it
 * for every object and the search starts again (Vm.beforeStore).
 */
final class BoxCaches {
    /** Holder class to the descriptor of its arrays, each in a static field {@code cache} and, in JDK 17, {@code archivedCache}. */
    private static final Map<String, String> HOLDERS = Map.of(
            "java/lang/Integer$IntegerCache", "[Ljava/lang/Integer;",
            "java/lang/Long$LongCache", "[Ljava/lang/Long;",
            "java/lang/Short$ShortCache", "[Ljava/lang/Short;",
            "java/lang/Byte$ByteCache", "[Ljava/lang/Byte;",
            "java/lang/Character$CharacterCache", "[Ljava/lang/Character;");
    private static final String[] FIELDS = {"cache", "archivedCache"};

    private BoxCaches() {
    }

    /** Class {@code c} has just been initialized (its mirror is {@code mirror}): its cache arrays, if it holds any, are immutable now. */
    static void initialized(Heap heap, ClassInfo c, HeapObject mirror) {
        String descriptor = HOLDERS.get(c.name());
        if (descriptor == null || !c.isJdk()) {
            return;
        }
        for (String name : FIELDS) {
            FieldInfo f = c.findField(name, descriptor);
            if (f != null && f.isStatic() && f.owner() == c) {
                int ref = (int) mirror.fields[f.slot()];
                if (ref != 0) {
                    heap.get(ref).immutable = true;
                }
            }
        }
    }
}
