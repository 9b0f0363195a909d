/*
 * VarHandleInvokeBehavior: VarHandles of the program's fields and arrays called with call-site types other than the
 * access mode's (results used as Object, int arguments for a long variable, receivers typed Object), converted as
 * asType converts (boxing with the caches, widening, casts with ClassCastException, WrongMethodTypeException for
 * impossible conversions); read-only handles of final fields and unsupported modes (UnsupportedOperationException);
 * varType, coordinateTypes, accessModeType, isAccessModeSupported, toString; findVarHandle's exceptions;
 * unreflectVarHandle; array element handles with ArrayStoreException.
 */
package org.orbitmc.programs.seq;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.invoke.WrongMethodTypeException;
import java.util.Arrays;

public class VarHandleInvokeBehavior {
    private volatile int count;
    long big;
    String name = "n";
    static int stat;
    final int fin = 1;
    double ratio = 0.5;
    boolean flag;

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        VarHandle c = l.findVarHandle(VarHandleInvokeBehavior.class, "count", int.class);
        VarHandle b = l.findVarHandle(VarHandleInvokeBehavior.class, "big", long.class);
        VarHandle n = l.findVarHandle(VarHandleInvokeBehavior.class, "name", String.class);
        VarHandle s = l.findStaticVarHandle(VarHandleInvokeBehavior.class, "stat", int.class);
        VarHandle r = l.findVarHandle(VarHandleInvokeBehavior.class, "ratio", double.class);
        VarHandle f = l.findVarHandle(VarHandleInvokeBehavior.class, "flag", boolean.class);
        VarHandleInvokeBehavior o = new VarHandleInvokeBehavior();
        c.set(o, 5);
        System.out.println(c.get(o) + " " + c.getAndAdd(o, 3) + " " + c.get(o) + " " + c.compareAndSet(o, 8, 10) + " "
                + c.compareAndSet(o, 8, 11) + " " + c.getVolatile(o) + " " + c.getAndSet(o, 1) + " " + c.getAcquire(o));
        Object boxed = c.get(o);
        System.out.println(boxed.getClass().getSimpleName() + " " + (c.get(o) == c.get(o)) + " " + (long) c.get(o) + " " + (double) c.getAndAdd(o, 1));
        b.set(o, 7);
        b.setVolatile(o, 1L << 40);
        System.out.println(b.getAndBitwiseOr(o, 1L) + " " + b.get(o) + " " + b.weakCompareAndSet(o, (1L << 40) | 1, 7L) + " " + o.big);
        System.out.println(n.compareAndExchange(o, "n", "m") + " " + n.get(o) + " " + n.getAndSet(o, "z") + " " + o.name);
        Object receiver = o;
        Object value = "via Object";
        n.set(receiver, value);
        System.out.println(n.get(receiver) + " " + ((String) n.get(o)).length());
        s.set(3);
        System.out.println(s.getAndAdd(4) + " " + stat);
        r.set(o, 3);
        System.out.println(r.getAndAdd(o, 1.5f) + " " + o.ratio + " " + f.getAndBitwiseXor(o, true) + " " + o.flag);
        System.out.println(s.varType() + " " + s.coordinateTypes() + " " + c.coordinateTypes() + " " + c.accessModeType(VarHandle.AccessMode.COMPARE_AND_SET)
                + " " + n.accessModeType(VarHandle.AccessMode.GET_AND_SET));
        System.out.println(c.isAccessModeSupported(VarHandle.AccessMode.GET_AND_ADD) + " " + n.isAccessModeSupported(VarHandle.AccessMode.GET_AND_ADD)
                + " " + r.isAccessModeSupported(VarHandle.AccessMode.GET_AND_BITWISE_OR) + " " + f.isAccessModeSupported(VarHandle.AccessMode.GET_AND_ADD));
        VarHandle fin = l.findVarHandle(VarHandleInvokeBehavior.class, "fin", int.class);
        System.out.println(fin.get(o) + " " + fin.isAccessModeSupported(VarHandle.AccessMode.SET) + " " + fin.isAccessModeSupported(VarHandle.AccessMode.GET_VOLATILE));
        String[] outcomes = new String[8];
        try {
            fin.set(o, 2);
        } catch (UnsupportedOperationException e) {
            outcomes[0] = "UnsupportedOperationException " + e.getMessage();
        }
        try {
            n.getAndAdd(o, "x");
        } catch (UnsupportedOperationException e) {
            outcomes[1] = "UnsupportedOperationException " + e.getMessage();
        }
        try {
            c.set(o, "str");
        } catch (WrongMethodTypeException e) {
            outcomes[2] = "WrongMethodTypeException " + e.getMessage();
        }
        try {
            c.get("not the holder");
        } catch (ClassCastException e) {
            outcomes[3] = "ClassCastException " + e.getMessage();
        }
        try {
            n.set(o, (Object) 42);
        } catch (ClassCastException e) {
            outcomes[4] = "ClassCastException " + e.getMessage();
        }
        try {
            c.set(o, (Object) null);
        } catch (NullPointerException e) {
            outcomes[5] = "NullPointerException";
        }
        try {
            l.findVarHandle(VarHandleInvokeBehavior.class, "count", long.class);
        } catch (NoSuchFieldException e) {
            outcomes[6] = "NoSuchFieldException " + e.getMessage();
        }
        try {
            l.findVarHandle(VarHandleInvokeBehavior.class, "stat", int.class);
        } catch (IllegalAccessException e) {
            outcomes[7] = "IllegalAccessException " + e.getMessage().substring(0, e.getMessage().indexOf(','));
        }
        for (String outcome : outcomes) {
            System.out.println(outcome);
        }
        VarHandle arr = MethodHandles.arrayElementVarHandle(int[].class);
        int[] ia = new int[3];
        arr.set(ia, 1, 9);
        System.out.println(arr.getAndAdd(ia, 1, 1) + " " + Arrays.toString(ia) + " " + arr.compareAndSet(ia, 0, 0, 4) + " " + Arrays.toString(ia)
                + " " + arr.get(ia, (short) 2));
        try {
            arr.get(ia, 3);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("ArrayIndexOutOfBoundsException " + e.getMessage());
        }
        VarHandle objects = MethodHandles.arrayElementVarHandle(Object[].class);
        Object[] strings = new String[1];
        try {
            objects.set(strings, 0, 1);
        } catch (ArrayStoreException e) {
            System.out.println("ArrayStoreException " + e.getMessage());
        }
        objects.set(strings, 0, "ok");
        System.out.println(strings[0] + " " + c + " " + arr);
        VarHandle unreflected = l.unreflectVarHandle(VarHandleInvokeBehavior.class.getDeclaredField("big"));
        System.out.println(unreflected.get(o) + " " + unreflected.varType());
    }
}
