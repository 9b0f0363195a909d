package org.orbitmc.vm.natives;

import org.orbitmc.vm.Vm;

/**
 * A native in the slot form that came before {@link Native}: arguments are in {@code args} from {@code base} on, one
 * slot each (two for long and double, the value in the first), the receiver of an instance method first. Kept only for
 * the natives not migrated to {@link NativeArgs} yet (docs/plan.md lists them); new natives implement {@link Native}.
 */
@FunctionalInterface
public interface NativeMethod extends Native {
    long invoke(Vm vm, long[] args, int base);

    @Override
    default long invoke(Vm vm, NativeArgs args) {
        return invoke(vm, args.slots(), args.base());
    }
}
