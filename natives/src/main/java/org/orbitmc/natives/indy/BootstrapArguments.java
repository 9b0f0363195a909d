package org.orbitmc.natives.indy;

import org.objectweb.asm.ConstantDynamic;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Type;
import org.orbitmc.vm.BadInputException;
import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.link.IndyRequest;

/** Typed access to the static arguments of a call site, failing with a message naming the site. */
final class BootstrapArguments {
    private final IndyRequest request;

    BootstrapArguments(IndyRequest request) {
        this.request = request;
    }

    int count() {
        return request.bootstrapArguments().length;
    }

    String string(int index) {
        return get(index, String.class, "a string");
    }

    int integer(int index) {
        return get(index, Integer.class, "an int");
    }

    Handle handle(int index) {
        return get(index, Handle.class, "a method handle");
    }

    /** A class constant: an object or array type. */
    Type classType(int index) {
        Type type = get(index, Type.class, "a class");
        if (type.getSort() != Type.OBJECT && type.getSort() != Type.ARRAY) {
            throw malformed("bootstrap argument " + index + " should be a class, got method type " + type);
        }
        return type;
    }

    Type methodType(int index) {
        Type type = get(index, Type.class, "a method type");
        if (type.getSort() != Type.METHOD) {
            throw malformed("bootstrap argument " + index + " should be a method type, got class " + type);
        }
        return type;
    }

    /** The raw argument, for bootstrap methods that accept several kinds. */
    Object any(int index) {
        return get(index, Object.class, "a constant");
    }

    BadInputException malformed(String problem) {
        Handle bsm = request.bootstrap();
        return new BadInputException("invokedynamic " + request.name() + request.descriptor() + " in " + request.callerClass()
                + " (bootstrap " + bsm.getOwner() + "." + bsm.getName() + "): " + problem);
    }

    private <T> T get(int index, Class<T> kind, String what) {
        if (index >= count()) {
            throw malformed("missing bootstrap argument " + index + " (" + what + ")");
        }
        Object value = request.bootstrapArguments()[index];
        if (value instanceof ConstantDynamic) {
            throw new UnsupportedFeatureException("invokedynamic in " + request.callerClass()
                    + ": dynamic constants as bootstrap arguments are not supported");
        }
        if (!kind.isInstance(value)) {
            throw malformed("bootstrap argument " + index + " should be " + what + ", got " + value);
        }
        return kind.cast(value);
    }
}
