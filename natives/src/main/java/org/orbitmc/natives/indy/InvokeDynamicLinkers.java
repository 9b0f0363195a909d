package org.orbitmc.natives.indy;

import org.objectweb.asm.Handle;
import org.orbitmc.vm.classpath.ClassSource;
import org.orbitmc.vm.link.IndyRequest;
import org.orbitmc.vm.link.InvokeDynamicLinker;
import org.orbitmc.vm.link.LinkedCallSite;

/**
 * Links the {@code invokedynamic} call sites javac emits — lambdas and method references, string
 * concatenation, record methods — by generating one class per call site.
 *
 * <p>The generated code calls private methods and reads private fields of other classes directly
 * (lambda bodies, record fields), so the VM must not check access for generated classes.
 * Malformed call sites raise {@link org.orbitmc.vm.BadInputException}; unknown bootstrap methods give null.
 */
public final class InvokeDynamicLinkers implements InvokeDynamicLinker {
    private final SimpleClassNames simpleNames;

    /** Record names in {@code toString} are derived from binary names (see {@link #InvokeDynamicLinkers(ClassSource)}). */
    public InvokeDynamicLinkers() {
        this.simpleNames = new SimpleClassNames(null);
    }

    /** @param classes where to read record class files, so that {@code toString} gets exactly {@code Class.getSimpleName()} */
    public InvokeDynamicLinkers(ClassSource classes) {
        this.simpleNames = new SimpleClassNames(classes);
    }

    @Override
    public LinkedCallSite link(IndyRequest request, String uniqueClassName) {
        Handle bootstrap = request.bootstrap();
        return switch (bootstrap.getOwner() + "." + bootstrap.getName()) {
            case "java/lang/invoke/LambdaMetafactory.metafactory" ->
                    LambdaClassGenerator.generate(LambdaSpec.parse(request, false), uniqueClassName, request.callerClass());
            case "java/lang/invoke/LambdaMetafactory.altMetafactory" ->
                    LambdaClassGenerator.generate(LambdaSpec.parse(request, true), uniqueClassName, request.callerClass());
            case "java/lang/invoke/StringConcatFactory.makeConcatWithConstants" ->
                    StringConcatGenerator.generate(request, uniqueClassName, true);
            case "java/lang/invoke/StringConcatFactory.makeConcat" ->
                    StringConcatGenerator.generate(request, uniqueClassName, false);
            case "java/lang/runtime/ObjectMethods.bootstrap" ->
                    ObjectMethodsGenerator.generate(request, uniqueClassName, simpleNames);
            default -> null;
        };
    }
}
