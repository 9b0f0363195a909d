/*
 * ReflectionEdgeCases: reflective corners java answers exactly: a record without components is a record (with an
 * empty component array), Array.newInstance's errors in HotSpot's order (no dimensions, void, too many dimensions,
 * negative lengths), Class.forName of null (NullPointerException) and of malformed array names (refused with slashes).
 */
package org.orbitmc.programs.seq;

import java.lang.reflect.Array;
import java.util.Arrays;

public class ReflectionEdgeCases {
    record Empty() {
    }

    record One(int x) {
    }

    static final class NotRecord {
    }

    public static void main(String[] args) {
        for (Class<?> c : new Class<?>[] {Empty.class, One.class, NotRecord.class}) {
            System.out.println(c.getSimpleName() + " record=" + c.isRecord() + " components="
                    + (c.getRecordComponents() == null ? "null" : Integer.toString(c.getRecordComponents().length)));
        }
        System.out.println(new Empty() + " " + new Empty().equals(new Empty()) + " " + new Empty().hashCode());
        tryNew(() -> Array.newInstance(int.class, new int[0]));
        tryNew(() -> Array.newInstance(void.class, 1));
        tryNew(() -> Array.newInstance(void.class, -1));
        tryNew(() -> Array.newInstance(void.class, 2, 2));
        tryNew(() -> Array.newInstance(int.class, 2, -3));
        tryNew(() -> Array.newInstance(int.class, (int[]) null));
        tryNew(() -> Array.newInstance(null, 1));
        tryNew(() -> Array.newInstance(int.class, new int[256]));
        tryNew(() -> Array.newInstance(int.class, new int[255]).getClass().getName().length());
        tryNew(() -> Array.newInstance(int[][].class, new int[253]).getClass().getName().length());
        tryNew(() -> Array.newInstance(int[][].class, new int[254]));
        tryNew(() -> Array.newInstance(Array.newInstance(int.class, new int[255]).getClass(), 1));
        tryNew(() -> Arrays.deepToString((Object[]) Array.newInstance(String.class, 2, 1)));
        for (String name : new String[] {null, "[Ljava.lang.String", "[L;", "[Q", "[II", "[[Ljava.lang.String;", "[Ljava/lang/String;",
            "java/lang/String", "[Ljava..lang.String;", "[V", "int", "[I"}) {
            try {
                System.out.println(Class.forName(name).getName());
            } catch (ClassNotFoundException e) {
                System.out.println("ClassNotFoundException " + e.getMessage());
            } catch (NullPointerException e) {
                System.out.println("NullPointerException");
            }
        }
    }

    interface Creation {
        Object run();
    }

    static void tryNew(Creation c) {
        try {
            Object o = c.run();
            System.out.println(o instanceof Integer ? "length " + o : String.valueOf(o));
        } catch (RuntimeException e) {
            System.out.println(e.getClass().getSimpleName() + " " + e.getMessage());
        }
    }
}
