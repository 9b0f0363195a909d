/*
 * VarHandleExactBehavior: VarHandle.withInvokeExactBehavior/withInvokeBehavior (a twin handle, hasInvokeExactBehavior)
 * and exact handles refusing call sites of any other type with the JDK's WrongMethodTypeException message.
 */
package org.orbitmc.programs.seq;

import java.lang.invoke.*;

public class VarHandleExactBehavior {
    int count;
    static long total;

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        VarHandle count = l.findVarHandle(VarHandleExactBehavior.class, "count", int.class);
        VarHandle exact = count.withInvokeExactBehavior();
        VarHandleExactBehavior o = new VarHandleExactBehavior();
        System.out.println(count.hasInvokeExactBehavior() + " " + exact.hasInvokeExactBehavior() + " " + (exact == count) + " " + (exact.withInvokeExactBehavior() == exact)
                + " " + exact.withInvokeBehavior().hasInvokeExactBehavior() + " " + exact.varType() + " " + exact.coordinateTypes());
        exact.set(o, 5);
        System.out.println((int) exact.get(o) + " " + (int) exact.getAndAdd(o, 2) + " " + o.count);
        try {
            exact.set(o, (short) 1);
        } catch (WrongMethodTypeException e) {
            System.out.println(e.getMessage());
        }
        try {
            long widened = (long) exact.get(o);
            System.out.println(widened);
        } catch (WrongMethodTypeException e) {
            System.out.println(e.getMessage());
        }
        try {
            Object boxed = exact.get(o);
            System.out.println(boxed);
        } catch (WrongMethodTypeException e) {
            System.out.println(e.getMessage());
        }
        try {
            exact.compareAndSet((Object) o, 7, 8);
        } catch (WrongMethodTypeException e) {
            System.out.println(e.getMessage());
        }
        System.out.println((long) count.get(o) + " " + count.compareAndSet((Object) o, 7, 8) + " " + o.count);
        VarHandle t = l.findStaticVarHandle(VarHandleExactBehavior.class, "total", long.class).withInvokeExactBehavior();
        t.set(3L);
        try {
            t.set(3);
        } catch (WrongMethodTypeException e) {
            System.out.println(e.getMessage());
        }
        System.out.println((long) t.getAndAdd(4L) + " " + total);
        VarHandle arr = MethodHandles.arrayElementVarHandle(String[].class).withInvokeExactBehavior();
        String[] a = {"x"};
        System.out.println((String) arr.get(a, 0));
        try {
            Object x = arr.get(a, 0);
        } catch (WrongMethodTypeException e) {
            System.out.println(e.getMessage());
        }
    }
}
