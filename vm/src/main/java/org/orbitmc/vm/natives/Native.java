package org.orbitmc.vm.natives;

import org.orbitmc.vm.Vm;

/**
 * The implementation of a native method, or a replacement for a JDK method that Orbit does not interpret. It reads its
 * arguments through {@code args} by parameter position and type ({@link NativeArgs}); the result is returned as a slot
 * value: an int, a float's raw bits, a heap ref, a long or a double's raw bits; 0 for void. A Java exception in the
 * program is raised by throwing what {@code vm.exceptions()} makes.
 */
@FunctionalInterface
public interface Native {
    long invoke(Vm vm, NativeArgs args);
}
