package org.orbitmc.vm.code;

import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.FieldInfo;
import org.orbitmc.vm.link.IndyRequest;

/** Symbolic and resolved constants referenced by pre-decoded code. */
public final class Refs {
    private Refs() {
    }

    /** A symbolic field or method reference: owner class, name, descriptor. */
    public record MemberRef(String owner, String name, String descriptor, boolean isInterface) {
        @Override
        public String toString() {
            return owner.replace('/', '.') + "." + name + (descriptor.startsWith("(") ? descriptor : "");
        }
    }

    /** A symbolic class reference: an internal name or an array descriptor. */
    public record ClassRef(String name) {
    }

    /** A string literal; its heap ref is the interned string. */
    public record StringConstant(String value) {
    }

    /** A resolved static field: the class holding it (its mirror has the slot), the slot, and whether it is final. */
    public record StaticField(ClassInfo holder, int slot, FieldInfo field, boolean isReference, String name) {
        /** Whether reads are trusted not to change: a final field never written outside its initializer. */
        public boolean isTrustedFinal() {
            return field.isFinal() && !field.writtenOutsideInit();
        }
    }

    /** A resolved field for a checked getfield/putfield. */
    public record CheckedField(boolean isGet, int slot, boolean isWide, boolean isBoolean, FieldInfo field, boolean isReference, String name) {
        /** Whether reads of a constructed object's field are trusted not to change (see {@code CheckedAccess}). */
        public boolean isTrustedFinal() {
            return field.isFinal() && !field.writtenOutsideInit();
        }
    }

    /** An invokedynamic call site not yet linked. */
    public record DynamicSite(IndyRequest request) {
    }

    /** A multianewarray: its array class and how many dimensions the instruction gives. */
    public record MultiArray(String descriptor, int dimensions) {
    }

    /** A resolved multianewarray. */
    public record ResolvedMultiArray(ClassInfo arrayClass, int dimensions) {
    }

    /** A constant Orbit cannot load (method handles, method types, dynamic constants). */
    public record Unsupported(String what) {
    }
}
