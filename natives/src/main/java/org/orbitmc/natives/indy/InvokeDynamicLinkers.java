package org.orbitmc.natives.indy;

import org.objectweb.asm.Handle;
import org.orbitmc.vm.classpath.ClassSource;
import org.orbitmc.vm.classpath.JrtSource;
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
    private final ClassSource classes;
    private DeclaringClasses declaring;

    /**
     * Record names in {@code toString} are derived from binary names (see {@link #InvokeDynamicLinkers(ClassSource)}),
     * a serializable lambda's implementation class is the JDK's declaring class or the handle's owner.
     */
    public InvokeDynamicLinkers() {
        this(null);
    }

    /**
     * @param classes where to read the program's class files, so that a record's {@code toString} gets exactly
     *                {@code Class.getSimpleName()} and a serializable lambda the declaring class of its implementation
     */
    public InvokeDynamicLinkers(ClassSource classes) {
        this.simpleNames = new SimpleClassNames(classes);
        this.classes = classes;
    }

    /** The program's classes, then the JDK's (read only when a serializable lambda is linked). */
    private synchronized DeclaringClasses declaring() {
        if (declaring == null) {
            ClassSource jdk = new JrtSource();
            ClassSource program = classes;
            declaring = new DeclaringClasses(new ClassSource() {
                @Override
                public byte[] find(String internalName) {
                    byte[] bytes = program == null ? null : program.find(internalName);
                    return bytes != null ? bytes : jdk.find(internalName);
                }

                @Override
                public String describe() {
                    return "the program's classes and the JDK's";
                }
            });
        }
        return declaring;
    }

    private LinkedCallSite lambda(IndyRequest request, String uniqueClassName, boolean alternate) {
        LambdaSpec spec = LambdaSpec.parse(request, alternate);
        return LambdaClassGenerator.generate(spec, uniqueClassName, request.callerClass(), spec.serializable() ? declaring() : null);
    }

    @Override
    public LinkedCallSite link(IndyRequest request, String uniqueClassName) {
        Handle bootstrap = request.bootstrap();
        return switch (bootstrap.getOwner() + "." + bootstrap.getName()) {
            case "java/lang/invoke/LambdaMetafactory.metafactory" -> lambda(request, uniqueClassName, false);
            case "java/lang/invoke/LambdaMetafactory.altMetafactory" -> lambda(request, uniqueClassName, true);
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
