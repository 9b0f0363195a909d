package org.orbitmc.vm.link;

import java.util.List;

/**
 * How an {@code invokedynamic} site is linked: by classes generated for it, one of which declares
 * a static method {@code methodName} whose descriptor is the call site's descriptor. The VM loads the
 * classes and from then on executes the site as an {@code invokestatic} of that method.
 *
 * @param classes     generated class files; internal names must be unique in the VM
 * @param ownerClass  internal name of the class declaring the target method
 * @param methodName  name of the static target method
 */
public record LinkedCallSite(List<GeneratedClass> classes, String ownerClass, String methodName) {
    public record GeneratedClass(String internalName, byte[] bytes) {
    }
}
