package org.orbitmc.natives.guest;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/**
 * Runs inside the Orbit VM: {@code Method.invoke} and {@code Constructor.newInstance} once their natives
 * ({@code NativeMethodAccessorImpl.invoke0}, {@code NativeConstructorAccessorImpl.newInstance0}) have checked the
 * receiver and arguments as HotSpot does. The target runs as an ordinary frame of the current thread (the {@code call}
 * natives end in a tail call of it), so it interleaves and may block; what it throws is wrapped in an
 * InvocationTargetException and what it returns is boxed into a new box, as HotSpot's {@code Reflection::invoke} does.
 */
@SuppressWarnings("removal")
public final class ReflectiveCalls {
    private ReflectiveCalls() {
    }

    static Object invoke(Method m, Object receiver, Object[] args) throws InvocationTargetException {
        try {
            switch (returnKind(m)) {
                case 'V':
                    callVoid(m, receiver, args);
                    return null;
                case 'Z':
                    return new Boolean(callBoolean(m, receiver, args));
                case 'B':
                    return new Byte(callByte(m, receiver, args));
                case 'C':
                    return new Character(callChar(m, receiver, args));
                case 'S':
                    return new Short(callShort(m, receiver, args));
                case 'I':
                    return new Integer(callInt(m, receiver, args));
                case 'J':
                    return new Long(callLong(m, receiver, args));
                case 'F':
                    return new Float(callFloat(m, receiver, args));
                case 'D':
                    return new Double(callDouble(m, receiver, args));
                default:
                    return callObject(m, receiver, args);
            }
        } catch (Throwable t) {
            throw new InvocationTargetException(t);
        }
    }

    static Object newInstance(Constructor<?> c, Object[] args) throws InvocationTargetException {
        Object instance = allocate(c);
        try {
            construct(instance, c, args);
        } catch (Throwable t) {
            throw new InvocationTargetException(t);
        }
        return instance;
    }

    /** InvocationHandler.invokeDefault once Proxy.invokeDefault's native has checked it: the default method's own exceptions are not wrapped. */
    static Object invokeDefault(Object proxy, Method m, Object[] args, Class<?> caller) {
        switch (returnKind(m)) {
            case 'V':
                callDefaultVoid(m, proxy, args);
                return null;
            case 'Z':
                return callDefaultBoolean(m, proxy, args);
            case 'B':
                return callDefaultByte(m, proxy, args);
            case 'C':
                return callDefaultChar(m, proxy, args);
            case 'S':
                return callDefaultShort(m, proxy, args);
            case 'I':
                return callDefaultInt(m, proxy, args);
            case 'J':
                return callDefaultLong(m, proxy, args);
            case 'F':
                return callDefaultFloat(m, proxy, args);
            case 'D':
                return callDefaultDouble(m, proxy, args);
            default:
                return callDefaultObject(m, proxy, args);
        }
    }

    private static native char returnKind(Method m);

    private static native Object allocate(Constructor<?> c);

    private static native void construct(Object instance, Constructor<?> c, Object[] args);

    private static native void callVoid(Method m, Object receiver, Object[] args);

    private static native boolean callBoolean(Method m, Object receiver, Object[] args);

    private static native byte callByte(Method m, Object receiver, Object[] args);

    private static native char callChar(Method m, Object receiver, Object[] args);

    private static native short callShort(Method m, Object receiver, Object[] args);

    private static native int callInt(Method m, Object receiver, Object[] args);

    private static native long callLong(Method m, Object receiver, Object[] args);

    private static native float callFloat(Method m, Object receiver, Object[] args);

    private static native double callDouble(Method m, Object receiver, Object[] args);

    private static native Object callObject(Method m, Object receiver, Object[] args);

    private static native void callDefaultVoid(Method m, Object receiver, Object[] args);

    private static native boolean callDefaultBoolean(Method m, Object receiver, Object[] args);

    private static native byte callDefaultByte(Method m, Object receiver, Object[] args);

    private static native char callDefaultChar(Method m, Object receiver, Object[] args);

    private static native short callDefaultShort(Method m, Object receiver, Object[] args);

    private static native int callDefaultInt(Method m, Object receiver, Object[] args);

    private static native long callDefaultLong(Method m, Object receiver, Object[] args);

    private static native float callDefaultFloat(Method m, Object receiver, Object[] args);

    private static native double callDefaultDouble(Method m, Object receiver, Object[] args);

    private static native Object callDefaultObject(Method m, Object receiver, Object[] args);
}
