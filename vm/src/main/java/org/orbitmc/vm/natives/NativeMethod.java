package org.orbitmc.vm.natives;

import org.orbitmc.vm.Vm;

/**
 * The implementation of a native method, or a replacement for a JDK method that Orbit does not
 * interpret. Arguments are in {@code args} from {@code base} on, one slot each (two for long and
 * double, the value in the first); the receiver of an instance method first. The result is returned
 * as a slot value: an int, a float's raw bits, a heap ref, a long or a double's raw bits; 0 for void.
 * A Java exception in the program is raised by throwing what {@code vm.exceptions()} makes.
 */
@FunctionalInterface
public interface NativeMethod {
    long invoke(Vm vm, long[] args, int base);
}
