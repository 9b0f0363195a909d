package org.orbitmc.natives.jdk;

import org.orbitmc.natives.Guest;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * Character.getName and codePointOf. The JDK reads its Unicode name table as a compressed class-path
 * resource, which needs modules and the zip library; the host JDK is the very JDK being interpreted,
 * so its answers are the guest's answers.
 */
public final class JavaLangCharacter {
    private static final String C = "java/lang/Character";

    private JavaLangCharacter() {
    }

    public static void register(NativeRegistry r) {
        r.bind(C, "getName", "(I)Ljava/lang/String;", (vm, a) -> {
            String name;
            try {
                name = Character.getName(a.intAt(0));
            } catch (IllegalArgumentException e) {
                throw vm.exceptions().exception("java/lang/IllegalArgumentException", e.getMessage());
            }
            return Guest.str(vm, name);
        });
        r.bind(C, "codePointOf", "(Ljava/lang/String;)I", (vm, a) -> {
            if (a.refAt(0) == 0) {
                throw vm.exceptions().exception("java/lang/NullPointerException", null);
            }
            try {
                return Character.codePointOf(Guest.host(vm, a.refAt(0)));
            } catch (IllegalArgumentException e) {
                throw vm.exceptions().exception("java/lang/IllegalArgumentException", e.getMessage());
            }
        });
    }
}
