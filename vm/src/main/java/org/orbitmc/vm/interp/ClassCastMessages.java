package org.orbitmc.vm.interp;

import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.JdkField;
import org.orbitmc.vm.classpath.ModuleGraph;

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
        String in = module == null ? "in unnamed module" : "in module " + module;
        int definer = e.programDefinedBytes() == null ? 0
                : (int) vm.heap().get(e.mirrorRef()).fields[vm.wellKnown().field(JdkField.CLASS_CLASS_LOADER).slot()];
        if (definer != 0) {
            // The loader's ClassLoader.nameAndId: 'app', or a program's loader's class and identity hash.
            int nameAndId = (int) vm.heap().get(definer).fields[vm.wellKnown().field(JdkField.CLASS_LOADER_NAME_AND_ID).slot()];
            return in + " of loader " + vm.strings().toHost(nameAndId);
        }
        if (module == null) {
            return in + " of loader 'app'";
        }
        String loader = ModuleGraph.ofJdkImage().loaderOf(module);
        return in + " of loader " + (loader.equals("boot") || e.programDefinedBytes() != null ? "'bootstrap'" : "'" + loader + "'");
    }
}
