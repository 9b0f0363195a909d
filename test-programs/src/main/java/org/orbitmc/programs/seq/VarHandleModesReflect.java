/*
 * VarHandleModesReflect: field and array VarHandles in every access mode family (volatile, acquire/release, opaque,
 * compare-and-set/exchange, bitwise, add), read-only finals and unsupported modes, array stores and bounds, byte-array
 * views in both orders, fences, toMethodHandle and the invoke-exact behaviour flags.
 */
package org.orbitmc.programs.seq;

import java.lang.invoke.*;
import java.nio.ByteOrder;
import java.util.*;

public class VarHandleModesReflect {
    volatile int count;
    long total;
    static String name = "start";
    final int fixed = 1;
    boolean flag;

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        VarHandle count = l.findVarHandle(VarHandleModesReflect.class, "count", int.class);
        VarHandle total = l.findVarHandle(VarHandleModesReflect.class, "total", long.class);
        VarHandle name = l.findStaticVarHandle(VarHandleModesReflect.class, "name", String.class);
        VarHandle fixed = l.findVarHandle(VarHandleModesReflect.class, "fixed", int.class);
        VarHandle flag = l.findVarHandle(VarHandleModesReflect.class, "flag", boolean.class);
        VarHandleModesReflect o = new VarHandleModesReflect();
        count.setVolatile(o, 5);
        System.out.println((int) count.getAndAdd(o, 3) + " " + (int) count.getAcquire(o) + " " + count.compareAndSet(o, 8, 10) + " " + count.compareAndSet(o, 8, 11));
        System.out.println((int) count.compareAndExchange(o, 10, 12) + " " + (int) count.getAndBitwiseOr(o, 1) + " " + (int) count.getAndBitwiseAnd(o, 6)
                + " " + (int) count.getAndBitwiseXor(o, 3) + " " + (int) count.get(o));
        total.setRelease(o, 100L);
        System.out.println((long) total.getAndSet(o, 7L) + " " + (long) total.getOpaque(o) + " " + total.weakCompareAndSetPlain(o, 7L, 9L) + " " + o.total);
        System.out.println((String) name.getAndSet("next") + " " + name.compareAndSet("next", "done") + " " + (String) name.get());
        System.out.println(flag.getAndBitwiseOr(o, true) + " " + (boolean) flag.get(o));
        for (VarHandle.AccessMode m : new VarHandle.AccessMode[] {VarHandle.AccessMode.GET, VarHandle.AccessMode.SET, VarHandle.AccessMode.GET_AND_ADD,
                VarHandle.AccessMode.COMPARE_AND_SET}) {
            System.out.println(m + " " + m.methodName() + " fixed=" + fixed.isAccessModeSupported(m) + " name=" + name.isAccessModeSupported(m)
                    + " flag=" + flag.isAccessModeSupported(m) + " " + count.accessModeType(m));
        }
        try {
            fixed.set(o, 2);
        } catch (UnsupportedOperationException e) {
            System.out.println("final: " + e.getClass().getSimpleName());
        }
        try {
            name.getAndAdd("x");
        } catch (UnsupportedOperationException e) {
            System.out.println("string add: " + e.getClass().getSimpleName());
        }
        VarHandle ints = MethodHandles.arrayElementVarHandle(int[].class);
        int[] arr = {1, 2, 3};
        ints.setVolatile(arr, 1, 20);
        System.out.println((int) ints.getAndAdd(arr, 2, 5) + " " + Arrays.toString(arr) + " " + ints.compareAndSet(arr, 0, 1, 100) + " " + arr[0]);
        System.out.println(ints.varType() + " " + ints.coordinateTypes());
        try {
            ints.get(arr, 3);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        VarHandle objs = MethodHandles.arrayElementVarHandle(Object[].class);
        Object[] strings = new String[2];
        try {
            objs.set(strings, 0, 1);
        } catch (ArrayStoreException e) {
            System.out.println("store " + e.getMessage());
        }
        objs.set(strings, 1, "ok");
        System.out.println(Arrays.toString(strings) + " " + objs.compareAndExchange(strings, 1, "ok", "new") + " " + strings[1]);
        VarHandle be = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
        VarHandle le = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
        byte[] bytes = new byte[16];
        be.set(bytes, 0, 0x01020304);
        le.set(bytes, 8, 0x0102030405060708L);
        System.out.println(Arrays.toString(bytes) + " " + Integer.toHexString((int) be.get(bytes, 0)));
        try {
            be.get(bytes, 14);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getSimpleName());
        }
        VarHandle.fullFence();
        VarHandle.acquireFence();
        VarHandle.releaseFence();
        System.out.println(count.toMethodHandle(VarHandle.AccessMode.GET).type() + " " + count.hasInvokeExactBehavior() + " " + count.withInvokeExactBehavior().hasInvokeExactBehavior());
    }
}
