package org.orbitmc.natives.jdk;

import org.orbitmc.vm.natives.NativeRegistry;

/**
 * {@code org.orbitmc.Verify}'s choices. A choice is a visible operation: the transition before it ends
 * there, and the search runs the next one once per value, handing the value to the thread
 * ({@code VmThread.choice}; 0 under orbit run, so the first value is taken).
 */
public final class OrbitVerify {
    private static final String C = "org/orbitmc/Verify";

    private OrbitVerify() {
    }

    public static void register(NativeRegistry r) {
        r.bind(C, "randomBoolean", "()Z", (vm, a) -> {
            vm.choicePoint();
            return vm.currentThread().choice != 0 ? 1 : 0;
        });
        r.bind(C, "randomInt", "(II)I", (vm, a) -> {
            int lo = a.intAt(0);
            int hi = a.intAt(1);
            vm.choicePoint(); // first, so that the choice is taken (and the flags cleared) even when the range is empty
            if (lo > hi) {
                throw vm.exceptions().exception("java/lang/IllegalArgumentException", "empty range " + lo + ".." + hi);
            }
            return lo + Math.min(vm.currentThread().choice, hi - lo);
        });
    }
}
