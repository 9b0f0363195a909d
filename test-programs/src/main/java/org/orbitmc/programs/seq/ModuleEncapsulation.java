/*
 * ModuleEncapsulation: reflection meets JDK 17's strong encapsulation as a class-path program sees it. setAccessible
 * on a private field of java.lang (not opened by java.base) throws InaccessibleObjectException, trySetAccessible
 * says false, and the literal "hello" stays intact; setAccessible on the program's own private field, on a public
 * field of an exported package and on sun.misc.Unsafe.theUnsafe (jdk.unsupported opens sun.misc) succeeds. A
 * nestmate's private field needs no setAccessible, another top-level class's does (IllegalAccessException).
 * Module queries (isNamed, isExported, isOpen, toString) and MethodHandles.privateLookupIn follow the JDK's
 * module descriptors. The unnamed module's identity hash in messages is masked: it differs from run to run.
 */
package org.orbitmc.programs.seq;

import java.lang.invoke.MethodHandles;
import java.lang.reflect.Field;
import java.lang.reflect.InaccessibleObjectException;

public class ModuleEncapsulation {
    private int secret = 42;

    static final class Nested {
        private int hidden = 7;
    }

    public static void main(String[] args) throws Exception {
        Field value = String.class.getDeclaredField("value");
        try {
            value.setAccessible(true);
            byte[] bytes = (byte[]) value.get("hello");
            bytes[0] = 'j';
            System.out.println("setAccessible on String.value succeeded");
        } catch (InaccessibleObjectException e) {
            System.out.println(masked(e.getMessage()));
        }
        System.out.println("hello");
        System.out.println("trySetAccessible(String.value): " + value.trySetAccessible());
        Field size = java.util.ArrayList.class.getDeclaredField("size");
        try {
            size.setAccessible(true);
        } catch (InaccessibleObjectException e) {
            System.out.println(masked(e.getMessage()));
        }

        Field own = ModuleEncapsulation.class.getDeclaredField("secret");
        own.setAccessible(true);
        System.out.println("own private field: " + own.getInt(new ModuleEncapsulation()));
        Field max = Integer.class.getField("MAX_VALUE");
        max.setAccessible(true);
        System.out.println("public field of java.lang: " + max.getInt(null));
        Field theUnsafe = Class.forName("sun.misc.Unsafe").getDeclaredField("theUnsafe");
        theUnsafe.setAccessible(true);
        System.out.println("sun.misc.Unsafe.theUnsafe accessible: " + theUnsafe.canAccess(null));

        System.out.println("nestmate's private field: " + Nested.class.getDeclaredField("hidden").getInt(new Nested()));
        try {
            System.out.println(ModuleEncapsulationOther.class.getDeclaredField("hidden").getInt(new ModuleEncapsulationOther()));
        } catch (IllegalAccessException e) {
            System.out.println(e.getMessage());
        }

        Module base = String.class.getModule();
        System.out.println(base + " named=" + base.isNamed() + " name=" + base.getName());
        System.out.println("exports java.lang: " + base.isExported("java.lang") + ", opens java.lang: " + base.isOpen("java.lang")
                + ", exports jdk.internal.misc: " + base.isExported("jdk.internal.misc"));
        Module unnamed = ModuleEncapsulation.class.getModule();
        System.out.println(masked(unnamed.toString()) + " named=" + unnamed.isNamed() + " same as int[]'s: "
                + (int[].class.getModule() == base) + " same as its own: " + (Nested.class.getModule() == unnamed));
        System.out.println("java.base exports jdk.internal.misc to jdk.unsupported: "
                + base.isExported("jdk.internal.misc", Class.forName("sun.misc.Unsafe").getModule()));
        try {
            MethodHandles.privateLookupIn(String.class, MethodHandles.lookup());
        } catch (IllegalAccessException e) {
            System.out.println(masked(e.getMessage()));
        }
        System.out.println("privateLookupIn own class: "
                + MethodHandles.privateLookupIn(Nested.class, MethodHandles.lookup()).lookupClass().getSimpleName());
    }

    static String masked(String message) {
        return message.replaceAll("@[0-9a-f]+", "@HASH");
    }
}

class ModuleEncapsulationOther {
    private int hidden = 9;
}
