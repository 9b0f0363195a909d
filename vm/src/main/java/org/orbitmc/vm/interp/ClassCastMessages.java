package org.orbitmc.vm.interp;

import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;

/** The message of a ClassCastException, worded as HotSpot words it (JDK 17). */
final class ClassCastMessages {
    private ClassCastMessages() {
    }

    static String of(Vm vm, ClassInfo from, ClassInfo to) {
        String a = from.javaName();
        String b = to.javaName();
        String whereA = where(vm, from);
        String whereB = where(vm, to);
        String detail = whereA.equals(whereB) ? a + " and " + b + " are " + whereA : a + " is " + whereA + "; " + b + " is " + whereB;
        return "class " + a + " cannot be cast to class " + b + " (" + detail + ")";
    }

    private static String where(Vm vm, ClassInfo c) {
        ClassInfo e = c;
        while (e.isArray()) {
            e = e.componentType();
        }
        String module = e.isPrimitive() ? "java.base" : vm.moduleOf(e);
        return module == null ? "in unnamed module of loader 'app'" : "in module " + module + " of loader 'bootstrap'";
    }
}
