package org.orbitmc.vm.classes;

/**
 * How Orbit names a lambda's class: as HotSpot does, {@code Caller$$Lambda$N} in its caller's package (Class.getName
 * adds "/0x..." as for hidden classes). The name is all that ties the class to its caller, so reading it back is here
 * too.
 */
public final class LambdaClassNames {
    private static final String MARK = "$$Lambda$";

    private LambdaClassNames() {
    }

    /** The name of the {@code n}-th lambda class, made for a call site in {@code caller} (an internal name). */
    public static String of(String caller, int n) {
        return caller + MARK + n;
    }

    /** The internal name of the class whose call site made lambda class {@code internalName}; null for another class. */
    public static String callerOf(String internalName) {
        int mark = internalName.indexOf(MARK);
        return mark > 0 ? internalName.substring(0, mark) : null;
    }

    /** Whether {@code c} is a lambda's class. */
    public static boolean isLambda(ClassInfo c) {
        return c.isHidden() && callerOf(c.name()) != null;
    }
}
