package org.orbitmc.vm.natives;

/**
 * The implementation of a signature-polymorphic method (JVMS §2.9.3, e.g. {@code VarHandle.compareAndSet}):
 * each call site has its own descriptor, so the native is bound per descriptor when the site is resolved.
 */
@FunctionalInterface
public interface PolymorphicNative {
    /** The native for calls with this descriptor (receiver not included in it). */
    Native bind(String descriptor);
}
