/*
 * HandleCombinatorsLoops: MethodHandles combinators as everyday code uses them (guardWithTest, catchException,
 * foldArguments, filterReturnValue/filterArguments, permute/insert/collect/drop, tryFinally, throwException) and the
 * loops and switches: countedLoop (iterations, start/end, with and without init, void bodies), tableSwitch (cases,
 * fallback for out-of-range selectors); the JDK's IllegalArgumentException messages for mismatched types.
 */
package org.orbitmc.programs.seq;

import java.lang.invoke.*;
import java.util.*;

public class HandleCombinatorsLoops {
    static final MethodHandles.Lookup L = MethodHandles.lookup();

    static boolean isEven(int x) { return x % 2 == 0; }
    static String even(int x) { return "even " + x; }
    static String odd(int x) { return "odd " + x; }
    static int parse(String s) { return Integer.parseInt(s); }
    static int recover(NumberFormatException e, String s) { return -s.length(); }
    static String describe(int len, String s) { return s + ":" + len; }
    static int sumStep(int acc, int i) { return acc + i; }
    static int init() { return 0; }
    static int first(String s) { return s.charAt(0); }

    static MethodHandle st(String name, Class<?> r, Class<?>... p) throws Exception {
        return L.findStatic(HandleCombinatorsLoops.class, name, MethodType.methodType(r, p));
    }

    public static void main(String[] args) throws Throwable {
        MethodHandle gwt = MethodHandles.guardWithTest(st("isEven", boolean.class, int.class), st("even", String.class, int.class), st("odd", String.class, int.class));
        System.out.println(gwt.type() + " " + gwt.invoke(4) + " " + gwt.invoke(7));
        MethodHandle safeParse = MethodHandles.catchException(st("parse", int.class, String.class), NumberFormatException.class,
                st("recover", int.class, NumberFormatException.class, String.class));
        System.out.println((int) safeParse.invokeExact("42") + " " + (int) safeParse.invokeExact("forty"));
        MethodHandle len = L.findVirtual(String.class, "length", MethodType.methodType(int.class));
        MethodHandle folded = MethodHandles.foldArguments(st("describe", String.class, int.class, String.class), len);
        System.out.println((String) folded.invokeExact("hello"));
        MethodHandle upper = L.findVirtual(String.class, "toUpperCase", MethodType.methodType(String.class));
        MethodHandle shout = MethodHandles.filterReturnValue(st("even", String.class, int.class), upper);
        System.out.println((String) shout.invokeExact(8));
        MethodHandle filtered = MethodHandles.filterArguments(st("even", String.class, int.class), 0, st("first", int.class, String.class));
        System.out.println((String) filtered.invokeExact("A"));
        MethodHandle counted = MethodHandles.countedLoop(MethodHandles.constant(int.class, 5), st("init", int.class), st("sumStep", int.class, int.class, int.class));
        System.out.println(counted.type() + " " + (int) counted.invokeExact());
        MethodHandle ranged = MethodHandles.countedLoop(MethodHandles.constant(int.class, 3), MethodHandles.constant(int.class, 7),
                st("init", int.class), st("sumStep", int.class, int.class, int.class));
        System.out.println((int) ranged.invokeExact());
        MethodHandle[] cases = {MethodHandles.dropArguments(MethodHandles.constant(String.class, "zero"), 0, int.class),
                MethodHandles.dropArguments(MethodHandles.constant(String.class, "one"), 0, int.class)};
        MethodHandle sw = MethodHandles.tableSwitch(st("odd", String.class, int.class), cases);
        System.out.println(sw.type() + " " + sw.invoke(0) + " " + sw.invoke(1) + " " + sw.invoke(5) + " " + sw.invoke(-1));
        MethodHandle thrower = MethodHandles.throwException(String.class, IllegalStateException.class);
        MethodHandle fin = MethodHandles.tryFinally(MethodHandles.identity(String.class),
                MethodHandles.dropArguments(MethodHandles.identity(String.class), 0, Throwable.class));
        System.out.println((String) fin.invokeExact("kept"));
        try {
            Object x = thrower.invoke(new IllegalStateException("thrown by handle"));
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        MethodHandle permuted = MethodHandles.permuteArguments(st("describe", String.class, int.class, String.class),
                MethodType.methodType(String.class, String.class, int.class), 1, 0);
        System.out.println((String) permuted.invokeExact("p", 3));
        MethodHandle ins = MethodHandles.insertArguments(st("describe", String.class, int.class, String.class), 1, "fixed");
        System.out.println((String) ins.invokeExact(9) + " " + ins.type());
        MethodHandle coll = MethodHandles.collectArguments(st("describe", String.class, int.class, String.class), 0, len);
        System.out.println(coll.type() + " " + (String) coll.invokeExact("abcd", "s"));
        System.out.println(MethodHandles.dropReturn(len).type() + " " + MethodHandles.empty(MethodType.methodType(long.class, String.class)).invoke("x"));
        System.out.println(MethodHandles.zero(double.class).invoke() + " " + MethodHandles.identity(Object.class).invoke("same"));
        try {
            MethodHandles.tableSwitch(st("odd", String.class, int.class));
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            MethodHandles.guardWithTest(len, len, len);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        loops();
    }

    static int step(int v, int i, String s) { return v + i * s.length(); }
    static int initFrom(String s) { return s.length(); }
    static int end(String s) { return 4; }
    static void tick(int i, StringBuilder sb) { sb.append(i); }
    static String pick(int i, String s) { return s + i; }

    static void loops() throws Throwable {
        MethodHandles.Lookup l = L;
        MethodHandle step = l.findStatic(HandleCombinatorsLoops.class, "step", MethodType.methodType(int.class, int.class, int.class, String.class));
        MethodHandle init = l.findStatic(HandleCombinatorsLoops.class, "initFrom", MethodType.methodType(int.class, String.class));
        MethodHandle end = l.findStatic(HandleCombinatorsLoops.class, "end", MethodType.methodType(int.class, String.class));
        MethodHandle loop = MethodHandles.countedLoop(end, init, step);
        System.out.println(loop.type() + " " + (int) loop.invokeExact("abc"));
        MethodHandle noInit = MethodHandles.countedLoop(end, null, step);
        System.out.println((int) noInit.invokeExact("ab"));
        MethodHandle from2 = MethodHandles.countedLoop(MethodHandles.constant(int.class, 2), MethodHandles.constant(int.class, 5), null, step);
        System.out.println(from2.type() + " " + (int) from2.invokeExact("x"));
        MethodHandle tick = l.findStatic(HandleCombinatorsLoops.class, "tick", MethodType.methodType(void.class, int.class, StringBuilder.class));
        MethodHandle ticks = MethodHandles.countedLoop(MethodHandles.dropArguments(MethodHandles.constant(int.class, 3), 0, StringBuilder.class), null, tick);
        StringBuilder sb = new StringBuilder();
        ticks.invokeExact(sb);
        System.out.println(ticks.type() + " " + sb);
        MethodHandle empty = MethodHandles.countedLoop(MethodHandles.constant(int.class, -2), null, step);
        System.out.println((int) empty.invokeExact("zz"));
        MethodHandle pick = l.findStatic(HandleCombinatorsLoops.class, "pick", MethodType.methodType(String.class, int.class, String.class));
        MethodHandle sw = MethodHandles.tableSwitch(pick, MethodHandles.dropArguments(MethodHandles.identity(String.class), 0, int.class), pick);
        System.out.println((String) sw.invokeExact(0, "a") + " " + (String) sw.invokeExact(1, "b") + " " + (String) sw.invokeExact(2, "c") + " " + (String) sw.invokeExact(Integer.MIN_VALUE, "d"));
        try {
            MethodHandles.tableSwitch(pick, pick, MethodHandles.identity(String.class));
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            MethodHandles.tableSwitch(MethodHandles.identity(String.class), MethodHandles.identity(String.class));
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            MethodHandles.guardWithTest(MethodHandles.constant(boolean.class, true), pick, end);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            MethodHandles.guardWithTest(MethodHandles.identity(boolean.class), pick, pick);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(MethodHandles.guardWithTest(MethodHandles.constant(boolean.class, false), pick, MethodHandles.dropArguments(MethodHandles.identity(String.class), 0, int.class)).invoke(1, "g"));
    }
}
