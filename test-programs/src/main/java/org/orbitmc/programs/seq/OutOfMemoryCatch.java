/*
 * OutOfMemoryCatch: allocations beyond the heap or beyond the VM's array limit throw a catchable OutOfMemoryError
 * with HotSpot's message, and the program goes on. The "Java heap space" cases ask for 16 GiB or more in one array,
 * more than java's default heap (a quarter of the machine's memory) on machines with less than 64 GiB.
 */
package org.orbitmc.programs.seq;

import java.lang.reflect.Array;

public class OutOfMemoryCatch {
    interface Allocation {
        Object run();
    }

    static void attempt(String label, Allocation a) {
        try {
            Object o = a.run();
            System.out.println(label + ": allocated " + Array.getLength(o));
        } catch (OutOfMemoryError e) {
            System.out.println(label + ": " + e);
        } catch (NegativeArraySizeException e) {
            System.out.println(label + ": " + e);
        }
    }

    public static void main(String[] args) {
        attempt("long[MAX-8]", () -> new long[Integer.MAX_VALUE - 8]);
        attempt("long[MAX]", () -> new long[Integer.MAX_VALUE]);
        attempt("byte[MAX-1]", () -> new byte[Integer.MAX_VALUE - 1]);
        attempt("Object[MAX-2]", () -> new Object[Integer.MAX_VALUE - 2]);
        attempt("double[4][MAX-8]", () -> new double[4][Integer.MAX_VALUE - 8]);
        attempt("int[3][MAX]", () -> new int[3][Integer.MAX_VALUE]);
        attempt("int[0][MAX]", () -> new int[0][Integer.MAX_VALUE]);
        attempt("int[-1][MAX]", () -> new int[-1][Integer.MAX_VALUE]);
        attempt("Array.newInstance(char, MAX)", () -> Array.newInstance(char.class, Integer.MAX_VALUE));
        attempt("Array.newInstance(long, MAX-8)", () -> Array.newInstance(long.class, Integer.MAX_VALUE - 8));
        attempt("Array.newInstance(int, 2, MAX-8)", () -> Array.newInstance(int.class, 2, Integer.MAX_VALUE - 8));
        attempt("small", () -> new long[1000]);
        try {
            long[] big = new long[Integer.MAX_VALUE - 8];
            System.out.println(big.length);
        } catch (Throwable t) {
            System.out.println("caught as Throwable: " + t.getClass().getName() + " is Error " + (t instanceof Error)
                    + ", VirtualMachineError " + (t instanceof VirtualMachineError));
        }
        int[] after = new int[10];
        after[9] = 42;
        System.out.println("after: " + after[9]);
    }
}
