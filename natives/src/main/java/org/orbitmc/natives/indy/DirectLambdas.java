package org.orbitmc.natives.indy;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.objectweb.asm.Handle;
import org.objectweb.asm.Type;

/**
 * The lambda class for a program's own call of {@code LambdaMetafactory.metafactory} or {@code altMetafactory}
 * (not an {@code invokedynamic}): the same class a call site with these arguments links to.
 */
public final class DirectLambdas {
    private DirectLambdas() {
    }

    /**
     * @param markers marker interfaces (altMetafactory's FLAG_MARKERS), the functional interface left out
     * @param bridges further descriptors of the functional method (FLAG_BRIDGES)
     */
    public static byte[] lambdaClass(String className, String caller, String methodName, Type factoryType, Type samType, Handle implementation,
                                     Type instantiatedType, List<String> markers, List<Type> bridges) {
        Set<String> interfaces = new LinkedHashSet<>();
        interfaces.add(factoryType.getReturnType().getInternalName());
        interfaces.addAll(markers);
        List<Type> extra = new ArrayList<>(new LinkedHashSet<>(bridges));
        extra.remove(samType);
        LambdaSpec spec = new LambdaSpec(methodName, factoryType, samType, implementation, instantiatedType, List.copyOf(interfaces),
                List.copyOf(extra), false);
        return LambdaClassGenerator.generate(spec, className, caller, null).classes().get(0).bytes();
    }
}
