package org.orbitmc.vm.classes;

import org.orbitmc.vm.InternalVmError;

/**
 * The JDK's well-known classes, fields and methods ({@link JdkField}, {@link JdkMethod}) of one VM, each resolved at its
 * first use and kept: loading order allows no earlier (a class is loaded when a native first needs it, as a name
 * look-up would load it), and every later use is an array read instead of a search by name. Part of the VM instance,
 * like its class registry; what it holds never changes once resolved (linked classes are immutable).
 */
public final class WellKnown {
    private final ClassRegistry classes;
    private final FieldInfo[] fields = new FieldInfo[JdkField.values().length];
    private final MethodInfo[] methods = new MethodInfo[JdkMethod.values().length];

    public WellKnown(ClassRegistry classes) {
        this.classes = classes;
    }

    public FieldInfo field(JdkField f) {
        FieldInfo resolved = fields[f.ordinal()];
        if (resolved == null) {
            resolved = classOf(f.owner()).findField(f.fieldName(), f.descriptor());
            if (resolved == null) {
                throw new InternalVmError("the JDK class " + f.owner() + " has no field " + f.fieldName() + " " + f.descriptor(), null);
            }
            fields[f.ordinal()] = resolved;
        }
        return resolved;
    }

    public MethodInfo method(JdkMethod m) {
        MethodInfo resolved = methods[m.ordinal()];
        if (resolved == null) {
            resolved = classOf(m.owner()).findMethod(m.methodName(), m.descriptor());
            if (resolved == null) {
                throw new InternalVmError("the JDK class " + m.owner() + " has no method " + m.methodName() + m.descriptor(), null);
            }
            methods[m.ordinal()] = resolved;
        }
        return resolved;
    }

    /** The class declaring {@code f}. */
    public ClassInfo owner(JdkField f) {
        return field(f).owner();
    }

    private ClassInfo classOf(String internalName) {
        ClassInfo c = classes.load(internalName);
        if (c == null) {
            throw new InternalVmError("the JDK class " + internalName + " is missing", null);
        }
        return c;
    }
}
