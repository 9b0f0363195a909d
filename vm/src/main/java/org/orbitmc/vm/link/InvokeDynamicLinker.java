package org.orbitmc.vm.link;

/** Links {@code invokedynamic} call sites by generating classes; implementations live in the natives module. */
public interface InvokeDynamicLinker {
    /**
     * @param request        the call site
     * @param uniqueClassName an internal name no other class in the VM has, to name (or prefix) what is generated
     * @return the linkage, or null when this linker does not know the bootstrap method
     */
    LinkedCallSite link(IndyRequest request, String uniqueClassName);
}
