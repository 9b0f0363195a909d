package org.orbitmc.natives.indy;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.objectweb.asm.Handle;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.orbitmc.vm.link.IndyRequest;

/**
 * What a {@code LambdaMetafactory.metafactory} or {@code altMetafactory} call site asks for.
 *
 * @param methodName        the functional method's name (the call site name)
 * @param factoryType       the call site type: captured values to the functional interface
 * @param samType           the erased functional method type
 * @param implementation    the method the lambda forwards to
 * @param instantiatedType  the functional method type after generic instantiation; the casts applied to arguments
 * @param interfaces        functional interface, then marker interfaces, then Serializable if asked for; no duplicates
 * @param bridges           further descriptors of the functional method to implement, none equal to samType
 * @param serializable      whether altMetafactory was asked for a serializable lambda (FLAG_SERIALIZABLE)
 */
record LambdaSpec(String methodName, Type factoryType, Type samType, Handle implementation, Type instantiatedType,
                  List<String> interfaces, List<Type> bridges, boolean serializable) {
    static final int FLAG_SERIALIZABLE = 1;
    static final int FLAG_MARKERS = 2;
    static final int FLAG_BRIDGES = 4;

    static LambdaSpec parse(IndyRequest request, boolean alternate) {
        BootstrapArguments args = new BootstrapArguments(request);
        Type factoryType = Type.getMethodType(request.descriptor());
        if (factoryType.getReturnType().getSort() != Type.OBJECT) {
            throw args.malformed("a lambda call site must return an interface");
        }
        Type samType = args.methodType(0);
        Handle implementation = args.handle(1);
        Type instantiatedType = args.methodType(2);

        Set<String> interfaces = new LinkedHashSet<>();
        interfaces.add(factoryType.getReturnType().getInternalName());
        Set<Type> bridges = new LinkedHashSet<>();
        int flags = 0;
        if (alternate) {
            flags = args.integer(3);
            int next = 4;
            if ((flags & FLAG_MARKERS) != 0) {
                int markerCount = args.integer(next++);
                for (int i = 0; i < markerCount; i++) {
                    interfaces.add(args.classType(next++).getInternalName());
                }
            }
            if ((flags & FLAG_BRIDGES) != 0) {
                int bridgeCount = args.integer(next++);
                for (int i = 0; i < bridgeCount; i++) {
                    bridges.add(args.methodType(next++));
                }
            }
        } else if (args.count() != 3) {
            throw args.malformed("metafactory takes 3 bootstrap arguments, got " + args.count());
        }
        if ((flags & FLAG_SERIALIZABLE) != 0) {
            interfaces.add("java/io/Serializable");
        }
        bridges.remove(samType);

        LambdaSpec spec = new LambdaSpec(request.name(), factoryType, samType, implementation, instantiatedType,
                List.copyOf(interfaces), List.copyOf(bridges), (flags & FLAG_SERIALIZABLE) != 0);
        spec.validate(args);
        return spec;
    }

    private void validate(BootstrapArguments args) {
        switch (implementation.getTag()) {
            case Opcodes.H_INVOKESTATIC, Opcodes.H_INVOKEVIRTUAL, Opcodes.H_INVOKEINTERFACE, Opcodes.H_INVOKESPECIAL,
                    Opcodes.H_NEWINVOKESPECIAL -> {
            }
            default -> throw args.malformed("the implementation must be a method handle, got " + implementation);
        }
        int captured = factoryType.getArgumentTypes().length;
        int parameters = samType.getArgumentTypes().length;
        if (instantiatedType.getArgumentTypes().length != parameters) {
            throw args.malformed("instantiated type " + instantiatedType + " does not match " + samType);
        }
        for (Type bridge : bridges) {
            if (bridge.getArgumentTypes().length != parameters) {
                throw args.malformed("bridge type " + bridge + " does not match " + samType);
            }
        }
        if (captured + parameters != implementationParameters().size()) {
            throw args.malformed(captured + " captured values and " + parameters + " parameters do not fit " + implementation);
        }
    }

    /** The implementation's parameters as the forwarding code pushes them: receiver first for instance methods. */
    List<Type> implementationParameters() {
        List<Type> parameters = new ArrayList<>();
        if (hasReceiver()) {
            parameters.add(Type.getObjectType(implementation.getOwner()));
        }
        parameters.addAll(List.of(Type.getArgumentTypes(implementation.getDesc())));
        return parameters;
    }

    /** What the implementation leaves on the stack: the new object for a constructor. */
    Type implementationReturnType() {
        return implementation.getTag() == Opcodes.H_NEWINVOKESPECIAL
                ? Type.getObjectType(implementation.getOwner())
                : Type.getReturnType(implementation.getDesc());
    }

    private boolean hasReceiver() {
        int tag = implementation.getTag();
        return tag == Opcodes.H_INVOKEVIRTUAL || tag == Opcodes.H_INVOKEINTERFACE || tag == Opcodes.H_INVOKESPECIAL;
    }
}
