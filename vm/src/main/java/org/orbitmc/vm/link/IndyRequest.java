package org.orbitmc.vm.link;

import org.objectweb.asm.Handle;

/**
 * One {@code invokedynamic} call site to link: the class it is in, the name and descriptor of the
 * call, the bootstrap method and its static arguments as ASM gives them (Integer, Float, Long, Double,
 * String, {@link org.objectweb.asm.Type}, {@link Handle}, {@link org.objectweb.asm.ConstantDynamic}).
 */
public record IndyRequest(String callerClass, String name, String descriptor, Handle bootstrap, Object[] bootstrapArguments) {
}
