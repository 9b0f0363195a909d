/*
 * MethodHandleOps: user method handles. Every Lookup finder and unreflect, invokeExact and invoke (with asType's
 * boxing, unboxing, widening and casts), invokeWithArguments, bindTo, varargs collectors, spreaders and collectors,
 * and the common MethodHandles combinators; the error cases print the exception's class and message as java does
 * (messages that name a module's identity hash print the class only).
 */
package org.orbitmc.programs.seq;

import static java.lang.invoke.MethodType.methodType;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;

public class MethodHandleOps {
    interface Shape {
        double area();
    }

    static class Square implements Shape {
        final double side;

        Square(double side) {
            this.side = side;
        }

        @Override
        public double area() {
            return side * side;
        }

        @Override
        public String toString() {
            return "Square(" + side + ")";
        }
    }

    static class Base {
        String who() {
            return "base";
        }
    }

    static class Derived extends Base {
        @Override
        String who() {
            return "derived";
        }

        String superWho() throws Throwable {
            return (String) MethodHandles.lookup().findSpecial(Base.class, "who", methodType(String.class), Derived.class).invokeExact(this);
        }
    }

    static class Other {
        private void hidden() {
        }
    }

    static class Initialized {
        static int value = init();

        static int init() {
            System.out.println("Initialized.<clinit>");
            return 42;
        }

        static int get() {
            return value;
        }
    }

    static class Letters extends java.util.AbstractList<String> {
        final java.util.List<String> items = new java.util.ArrayList<>(List.of("a", "b", "c", "d"));

        @Override
        public String get(int i) {
            return items.get(i);
        }

        @Override
        public int size() {
            return items.size();
        }

        @Override
        public String remove(int i) {
            return items.remove(i);
        }

        static MethodHandle removeRange() throws ReflectiveOperationException {
            return MethodHandles.lookup().findVirtual(java.util.AbstractList.class, "removeRange", methodType(void.class, int.class, int.class));
        }

        static MethodHandle modCount() throws ReflectiveOperationException {
            return MethodHandles.lookup().findGetter(java.util.AbstractList.class, "modCount", int.class);
        }
    }

    int counter;
    long big = 1L << 40;
    static String label = "start";
    final int fixed = 7;

    private int secret(int x) {
        return x * 3;
    }

    static int add(int a, int b) {
        return a + b;
    }

    static long twice(long x) {
        return 2 * x;
    }

    static String join(String sep, Object... parts) {
        StringBuilder b = new StringBuilder();
        for (Object p : parts) {
            b.append(b.length() == 0 ? "" : sep).append(p);
        }
        return b.toString();
    }

    static int sum(int... xs) {
        int s = 0;
        for (int x : xs) {
            s += x;
        }
        return s;
    }

    static int take(Runnable r) {
        return r == null ? 0 : 1;
    }

    static boolean isEven(int x) {
        return x % 2 == 0;
    }

    static String even(int x) {
        return x + " is even";
    }

    static String odd(int x) {
        return x + " is odd";
    }

    static int fail(String why) {
        throw new IllegalStateException(why);
    }

    static int cleanup(Throwable t, int result, String arg) {
        System.out.println("cleanup " + (t == null ? "-" : t.getMessage()) + " " + result + " " + arg);
        return result * 10;
    }

    static void log(Throwable t) {
        System.out.println("finally " + t);
    }

    static int recover(IllegalStateException e, String why) {
        return -why.length();
    }

    static void p(String what, Object value) {
        System.out.println(what + ": " + value);
    }

    static void error(String what, Throwable t) {
        System.out.println(what + ": " + t);
    }

    static void errorClass(String what, Throwable t) {
        System.out.println(what + ": " + t.getClass().getName());
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        direct(l);
        errors(l);
        conversions(l);
        varargs(l);
        combinators(l);
        proxies(l);
        moreConversions(l);
        explicitCasts();
    }

    static String show(Object v) {
        Object printed = v instanceof Character c ? (int) c.charValue() : v; // no control characters in the output
        return v == null ? "null" : printed + " " + v.getClass().getSimpleName();
    }

    /** explicitCastArguments between every pair of primitive and reference types used here. */
    static void explicitCasts() throws Throwable {
        Class<?>[] refs = {Object.class, Integer.class, Long.class, Number.class, Comparable.class, String.class, Runnable.class, Boolean.class,
            Character.class};
        Class<?>[] prims = {int.class, long.class, byte.class, short.class, boolean.class, char.class, float.class, double.class};
        Object[] values = {300, 5_000_000_000L, (byte) -7, (short) -3, true, 'A', 2.75f, -1e10};
        Object[] references = {300, 5_000_000_000L, 2.75f, -1e10, null, "s", Boolean.FALSE, 'z', 129};
        for (int i = 0; i < prims.length; i++) {
            StringBuilder line = new StringBuilder(prims[i] + ":");
            for (Class<?> r : refs) {
                try {
                    line.append(' ').append(show(MethodHandles.explicitCastArguments(MethodHandles.identity(r), methodType(r, prims[i]))
                            .invokeWithArguments(values[i])));
                } catch (Throwable t) {
                    line.append(' ').append(t.getClass().getSimpleName());
                }
            }
            for (Class<?> q : prims) {
                line.append(" | ").append(show(MethodHandles.explicitCastArguments(MethodHandles.identity(q), methodType(Object.class, prims[i]))
                        .invokeWithArguments(values[i])));
            }
            System.out.println(line);
        }
        for (Class<?> q : prims) {
            StringBuilder line = new StringBuilder("Object to " + q + ":");
            MethodHandle h = MethodHandles.explicitCastArguments(MethodHandles.identity(q), methodType(Object.class, Object.class));
            for (Object v : references) {
                try {
                    line.append(' ').append(show(h.invoke(v)));
                } catch (Throwable t) {
                    line.append(' ').append(t);
                }
            }
            System.out.println(line);
        }
        MethodHandle ret = MethodHandles.explicitCastArguments(MethodHandles.identity(Object.class), methodType(int.class, Object.class));
        p("explicit return", (int) ret.invokeExact((Object) 3.9) + " " + (int) ret.invokeExact((Object) null) + " " + ret);
        try {
            MethodHandles.explicitCastArguments(ret, methodType(int.class));
        } catch (Throwable t) {
            error("explicit arity", t);
        }
        MethodHandle iface = MethodHandles.explicitCastArguments(MethodHandles.identity(Runnable.class), methodType(Object.class, Object.class));
        p("explicit interface", show(iface.invoke("not runnable")));
    }

    interface Greeter {
        default String greet(String n) {
            return "hi " + n;
        }

        static Greeter make() {
            return new Greeter() {
            };
        }
    }

    static class Impl implements Greeter {
    }

    static void vo(Object... xs) {
        System.out.println(xs == null ? "null array" : xs.getClass().getSimpleName() + Arrays.toString(xs));
    }

    @SuppressWarnings("rawtypes")
    static void moreConversions(MethodHandles.Lookup l) throws Throwable {
        p("array clone", l.findVirtual(int[].class, "clone", methodType(Object.class)).type());
        MethodHandle greet = l.findVirtual(Greeter.class, "greet", methodType(String.class, String.class));
        p("default method", greet + " " + (String) greet.invokeExact((Greeter) new Impl(), "bob"));
        MethodHandle make = l.findStatic(Greeter.class, "make", methodType(Greeter.class));
        p("interface static", make.type() + " " + ((Greeter) make.invokeExact()).greet("x"));
        MethodHandle size = l.findVirtual(List.class, "size", methodType(int.class));
        p("interface", (int) size.invokeExact((List) List.of(1, 2, 3)) + " " + size.invoke(new java.util.ArrayList<>(List.of(1))));
        MethodHandle cmp = l.findVirtual(Comparable.class, "compareTo", methodType(int.class, Object.class));
        p("compareTo", (int) cmp.invoke("a", "b"));
        MethodHandle max = l.findStatic(Math.class, "max", methodType(int.class, int.class, int.class));
        p("widening", max.invoke((byte) 3, 'a') + " " + max.invokeWithArguments(List.of(4, 9)));
        MethodHandle vo = l.findStatic(MethodHandleOps.class, "vo", methodType(void.class, Object[].class));
        vo.invoke(1, 2);
        vo.invoke();
        vo.invoke((Object) null);
        vo.invoke((Object[]) null);
        vo.invoke(new Object[] {"arr"});
        vo.invoke(new String[] {"s1", "s2"});
        MethodHandle bits = l.findStatic(Integer.class, "bitCount", methodType(int.class, int.class));
        p("unbox", bits.invoke(Integer.valueOf(255)) + " " + (long) bits.invoke((short) 7) + " " + bits.invoke('c'));
        for (Object bad : new Object[] {3L, true}) {
            try {
                p("no", bits.invokeWithArguments(bad));
            } catch (Throwable t) {
                error("unbox " + bad, t);
            }
        }
        try {
            p("no", bits.invoke(3L));
        } catch (Throwable t) {
            error("long to int", t);
        }
        MethodHandle bool = l.findStatic(Boolean.class, "toString", methodType(String.class, boolean.class));
        p("boolean", bool.invoke((Object) true) + " " + bool.invoke(Boolean.FALSE));
        try {
            p("no", bool.invoke((Object) 1));
        } catch (Throwable t) {
            error("int to boolean", t);
        }
        MethodHandle dbl = l.findStatic(Double.class, "toString", methodType(String.class, double.class));
        p("double", dbl.invoke(1) + " " + dbl.invoke(2L) + " " + dbl.invoke(1.5f) + " " + dbl.invoke((Object) 7) + " " + dbl.invoke((Number) 8L));
        MethodHandle obj = l.findStatic(String.class, "valueOf", methodType(String.class, Object.class));
        p("boxing", obj.invoke(5) + " " + obj.invoke('c') + " " + (Object) obj.invoke(true));
        MethodHandle ch = l.findStatic(Character.class, "toUpperCase", methodType(char.class, char.class));
        p("char", ch.invoke('a') + " " + (int) ch.invoke('b') + " " + ch.invoke((Object) 'c'));
        try {
            p("no", ch.invoke(99));
        } catch (Throwable t) {
            error("int to char", t);
        }
    }

    static String hello(String s) {
        return "hello " + s;
    }

    @SuppressWarnings("unchecked")
    static void proxies(MethodHandles.Lookup l) throws Throwable {
        MethodHandle add = l.findStatic(MethodHandleOps.class, "add", methodType(int.class, int.class, int.class));
        java.util.function.IntBinaryOperator op = java.lang.invoke.MethodHandleProxies.asInterfaceInstance(java.util.function.IntBinaryOperator.class, add);
        p("asInterfaceInstance", op.applyAsInt(40, 2));
        MethodHandle hello = l.findStatic(MethodHandleOps.class, "hello", methodType(String.class, String.class));
        java.util.function.Function<String, String> f = java.lang.invoke.MethodHandleProxies.asInterfaceInstance(java.util.function.Function.class, hello);
        p("wrapper", f.apply("world") + " " + java.lang.invoke.MethodHandleProxies.isWrapperInstance(f) + " "
                + java.lang.invoke.MethodHandleProxies.wrapperInstanceType(f).getName() + " " + java.lang.invoke.MethodHandleProxies.wrapperInstanceTarget(f));
        p("wrapper null", f.apply(null));
        try {
            ((java.util.function.Function<Object, Object>) (Object) f).apply(5);
        } catch (Throwable t) {
            error("wrapper cast", t);
        }
        try {
            java.lang.invoke.MethodHandleProxies.asInterfaceInstance(Runnable.class, hello);
        } catch (Throwable t) {
            error("wrapper type", t);
        }
        try {
            java.lang.invoke.MethodHandleProxies.asInterfaceInstance(Object.class, hello);
        } catch (Throwable t) {
            error("wrapper not interface", t);
        }
        p("wrapper identity", f.equals(f) + " " + (f.hashCode() == System.identityHashCode(f)) + " " + java.lang.invoke.MethodHandleProxies.isWrapperInstance("x"));
    }

    static void direct(MethodHandles.Lookup l) throws Throwable {
        MethodHandle length = l.findVirtual(String.class, "length", methodType(int.class));
        p("length", length + " " + length.type() + " " + (int) length.invokeExact("hello"));
        MethodHandle concat = l.findVirtual(String.class, "concat", methodType(String.class, String.class));
        p("concat", (String) concat.invokeExact("foo", "bar"));
        MethodHandle area = l.findVirtual(Shape.class, "area", methodType(double.class));
        p("interface", (double) area.invokeExact((Shape) new Square(3)));
        MethodHandle add = l.findStatic(MethodHandleOps.class, "add", methodType(int.class, int.class, int.class));
        p("static", (int) add.invokeExact(2, 40));
        MethodHandle twice = l.findStatic(MethodHandleOps.class, "twice", methodType(long.class, long.class));
        p("long", (long) twice.invokeExact(1L << 33));
        MethodHandle ctor = l.findConstructor(Square.class, methodType(void.class, double.class));
        p("constructor", ctor + " " + (Square) ctor.invokeExact(2.5));
        MethodHandle sb = l.findConstructor(StringBuilder.class, methodType(void.class, String.class));
        p("constructor2", sb.invoke("abc"));
        MethodHandle secret = l.findVirtual(MethodHandleOps.class, "secret", methodType(int.class, int.class));
        MethodHandleOps o = new MethodHandleOps();
        p("private", (int) secret.invokeExact(o, 5));
        p("special", new Derived().superWho());
        MethodHandle getter = l.findGetter(MethodHandleOps.class, "counter", int.class);
        MethodHandle setter = l.findSetter(MethodHandleOps.class, "counter", int.class);
        setter.invokeExact(o, 11);
        p("getter", (int) getter.invokeExact(o) + " " + getter.type() + " " + setter.type());
        MethodHandle bigGetter = l.findGetter(MethodHandleOps.class, "big", long.class);
        p("long field", (long) bigGetter.invokeExact(o));
        MethodHandle staticGetter = l.findStaticGetter(MethodHandleOps.class, "label", String.class);
        MethodHandle staticSetter = l.findStaticSetter(MethodHandleOps.class, "label", String.class);
        staticSetter.invokeExact("changed");
        p("static field", (String) staticGetter.invokeExact() + " " + staticGetter.type() + " " + staticSetter.type());
        MethodHandle bound = l.bind("bound string", "length", methodType(int.class));
        p("bind", bound + " " + (int) bound.invokeExact());
        MethodHandle init = l.findStatic(Initialized.class, "get", methodType(int.class));
        System.out.println("found Initialized.get");
        p("init on invoke", (int) init.invokeExact());
        Method m = MethodHandleOps.class.getDeclaredMethod("add", int.class, int.class);
        p("unreflect", (int) l.unreflect(m).invokeExact(20, 22));
        Constructor<Square> c = Square.class.getDeclaredConstructor(double.class);
        p("unreflectConstructor", l.unreflectConstructor(c).invoke(4.0));
        Field f = MethodHandleOps.class.getDeclaredField("counter");
        l.unreflectSetter(f).invoke(o, 99);
        p("unreflectGetter", l.unreflectGetter(f).invoke(o));
        Method hidden = Other.class.getDeclaredMethod("hidden");
        hidden.setAccessible(true);
        p("unreflect accessible", MethodHandles.publicLookup().unreflect(hidden).type());
        p("toString", Arrays.asList(length, add, getter, staticSetter, ctor));
        MethodHandle clone = l.findVirtual(Object.class, "clone", methodType(Object.class));
        p("protected clone", clone.type());
        try {
            p("no", clone.invoke(o));
        } catch (CloneNotSupportedException e) {
            error("clone", e);
        }
        MethodHandle removeRange = Letters.removeRange();
        Letters letters = new Letters();
        removeRange.invokeExact(letters, 1, 3);
        p("protected narrowed", removeRange.type() + " " + letters + " " + Letters.modCount().type());
    }

    static void errors(MethodHandles.Lookup l) throws Throwable {
        MethodHandle length = l.findVirtual(String.class, "length", methodType(int.class));
        try {
            long x = (long) length.invokeExact("abc");
            p("no", x);
        } catch (Throwable t) {
            error("wrong return", t);
        }
        try {
            int x = (int) length.invokeExact((Object) "abc");
            p("no", x);
        } catch (Throwable t) {
            error("wrong parameter", t);
        }
        try {
            length.invokeExact("abc");
        } catch (Throwable t) {
            error("void call site", t);
        }
        try {
            int x = (int) length.invokeExact((String) null);
            p("no", x);
        } catch (Throwable t) {
            error("null receiver", t);
        }
        MethodHandle nothing = null;
        try {
            nothing.invokeExact();
        } catch (NullPointerException t) {
            System.out.println("null handle: NullPointerException");
        }
        try {
            l.findVirtual(String.class, "nope", methodType(int.class));
        } catch (Throwable t) {
            error("no such method", t);
        }
        try {
            l.findStatic(String.class, "length", methodType(int.class));
        } catch (Throwable t) {
            error("not static", t);
        }
        try {
            l.findConstructor(Square.class, methodType(void.class, int.class));
        } catch (Throwable t) {
            error("no such constructor", t);
        }
        try {
            l.findGetter(MethodHandleOps.class, "missing", int.class);
        } catch (Throwable t) {
            error("no such field", t);
        }
        try {
            l.findGetter(MethodHandleOps.class, "counter", long.class);
        } catch (Throwable t) {
            error("wrong field type", t);
        }
        try {
            l.findGetter(MethodHandleOps.class, "label", String.class);
        } catch (Throwable t) {
            errorClass("static as instance", t);
        }
        try {
            l.findSetter(MethodHandleOps.class, "fixed", int.class);
        } catch (Throwable t) {
            errorClass("final setter", t);
        }
        try {
            l.findVirtual(Other.class, "hidden", methodType(void.class));
            System.out.println("nestmate private: found");
        } catch (Throwable t) {
            errorClass("nestmate private", t);
        }
        try {
            l.findStatic(Thread.class, "yield0", methodType(void.class));
        } catch (Throwable t) {
            error("no such JDK method", t);
        }
        try {
            l.findVirtual(java.util.AbstractList.class, "removeRange", methodType(void.class, int.class, int.class));
        } catch (Throwable t) {
            errorClass("protected method", t);
        }
        MethodHandle fail = l.findStatic(MethodHandleOps.class, "fail", methodType(int.class, String.class));
        try {
            int x = (int) fail.invokeExact("thrown through");
            p("no", x);
        } catch (IllegalStateException e) {
            p("exception from target", e.getMessage());
        }
    }

    static void conversions(MethodHandles.Lookup l) throws Throwable {
        MethodHandle length = l.findVirtual(String.class, "length", methodType(int.class));
        p("invoke same", (int) length.invoke("abcd"));
        p("invoke boxed", length.invoke("abcde"));
        p("invoke widened", (long) length.invoke((Object) "abcdef"));
        p("invoke double", (double) length.invoke((CharSequence) "ab"));
        try {
            p("no", length.invoke((Object) 5));
        } catch (Throwable t) {
            error("bad cast", t);
        }
        try {
            p("no", (Object) length.invoke((CharSequence) null));
        } catch (Throwable t) {
            error("null receiver", t);
        }
        try {
            length.asType(methodType(String.class, String.class));
        } catch (Throwable t) {
            error("asType impossible", t);
        }
        try {
            p("no", length.invoke("a", "b"));
        } catch (Throwable t) {
            error("wrong arity", t);
        }
        MethodHandle take = l.findStatic(MethodHandleOps.class, "take", methodType(int.class, Runnable.class));
        try {
            p("no", take.invoke((Object) "x"));
        } catch (Throwable t) {
            error("interface cast", t);
        }
        p("interface null", take.invoke((Object) null));
        MethodHandle twice = l.findStatic(MethodHandleOps.class, "twice", methodType(long.class, long.class));
        p("unbox widen", twice.invoke((Object) 5));
        p("unbox Long", twice.invoke(Long.valueOf(6)));
        p("int to long", (long) twice.invoke(7));
        p("to void", "");
        twice.invoke(8L);
        try {
            p("no", twice.invoke((Object) "s"));
        } catch (Throwable t) {
            error("unbox string", t);
        }
        try {
            p("no", twice.invoke((Object) null));
        } catch (Throwable t) {
            errorClass("unbox null", t);
        }
        try {
            p("no", (int) twice.invoke(3));
        } catch (Throwable t) {
            error("narrowing", t);
        }
        MethodHandle asObject = twice.asType(methodType(Object.class, Object.class));
        p("asType", asObject + " " + asObject.invokeExact((Object) 21));
        p("asType same", twice.asType(twice.type()) == twice);
        MethodHandle bound = length.bindTo("bound");
        p("bindTo", bound + " " + (int) bound.invokeExact());
        try {
            length.bindTo(5);
        } catch (Throwable t) {
            error("bindTo wrong type", t);
        }
        try {
            twice.bindTo(5);
        } catch (Throwable t) {
            error("bindTo primitive", t);
        }
        p("invokeWithArguments", length.invokeWithArguments("hello"));
        p("invokeWithArguments list", twice.invokeWithArguments(List.of(9L)));
        p("invokeWithArguments widen", twice.invokeWithArguments(10));
        try {
            length.invokeWithArguments("hello", 1);
        } catch (Throwable t) {
            error("invokeWithArguments arity", t);
        }
        MethodHandle setter = l.findStaticSetter(MethodHandleOps.class, "label", String.class);
        p("void invoke result", setter.invoke("x"));
        p("void to int", (int) setter.invoke("y"));
    }

    static void varargs(MethodHandles.Lookup l) throws Throwable {
        MethodHandle format = l.findStatic(String.class, "format", methodType(String.class, String.class, Object[].class));
        p("format", format + " " + format.isVarargsCollector());
        p("format invoke", format.invoke("%s-%s", "a", 1));
        p("format invoke none", format.invoke("plain"));
        p("format array", format.invoke("%s+%s", new Object[] {"x", "y"}));
        p("format invokeWithArguments", format.invokeWithArguments("%s/%s/%s", 1, 2, 3));
        p("format exact", (String) format.invokeExact("%s", new Object[] {"exact"}));
        MethodHandle fixed = format.asFixedArity();
        p("fixed", fixed.isVarargsCollector() + " " + (fixed == format));
        try {
            p("no", fixed.invoke("%s", "a", "b"));
        } catch (Throwable t) {
            error("fixed arity", t);
        }
        MethodHandle join = l.findStatic(MethodHandleOps.class, "join", methodType(String.class, String.class, Object[].class));
        p("join", join.invoke(", ", 1, 'c', 2.5, "s"));
        MethodHandle sum = l.findStatic(MethodHandleOps.class, "sum", methodType(int.class, int[].class));
        p("sum", sum.invoke(1, 2, 3, 4) + " " + sum.invoke() + " " + sum.invoke(new int[] {5, 6}));
        p("sum widened", sum.invoke((byte) 1, (short) 2, 'a'));
        MethodHandle collector = sum.asFixedArity().asCollector(int[].class, 3);
        p("asCollector", collector + " " + (int) collector.invokeExact(10, 20, 30));
        MethodHandle varargs = sum.asFixedArity().asVarargsCollector(int[].class);
        p("asVarargsCollector", varargs.isVarargsCollector() + " " + varargs.invoke(7, 8));
        MethodHandle add = l.findStatic(MethodHandleOps.class, "add", methodType(int.class, int.class, int.class));
        MethodHandle spread = add.asSpreader(Object[].class, 2);
        p("asSpreader", spread + " " + spread.invoke(new Object[] {3, 4}));
        try {
            spread.invoke(new Object[] {3});
        } catch (Throwable t) {
            error("spread length", t);
        }
        MethodHandle intSpread = add.asSpreader(int[].class, 2);
        p("asSpreader int[]", (int) intSpread.invokeExact(new int[] {30, 12}));
    }

    static void combinators(MethodHandles.Lookup l) throws Throwable {
        MethodHandle add = l.findStatic(MethodHandleOps.class, "add", methodType(int.class, int.class, int.class));
        MethodHandle concat = l.findVirtual(String.class, "concat", methodType(String.class, String.class));
        MethodHandle length = l.findVirtual(String.class, "length", methodType(int.class));
        MethodHandle inserted = MethodHandles.insertArguments(add, 1, 100);
        p("insertArguments", inserted + " " + (int) inserted.invokeExact(5));
        MethodHandle suffix = MethodHandles.insertArguments(concat, 1, "!");
        p("insertArguments ref", (String) suffix.invokeExact("wow"));
        try {
            MethodHandles.insertArguments(concat, 1, 5);
        } catch (Throwable t) {
            error("insert wrong type", t);
        }
        MethodHandle dropped = MethodHandles.dropArguments(add, 1, String.class, long.class);
        p("dropArguments", dropped + " " + (int) dropped.invokeExact(1, "ignored", 5L, 2));
        MethodHandle filtered = MethodHandles.filterReturnValue(concat, length);
        p("filterReturnValue", filtered + " " + (int) filtered.invokeExact("abc", "de"));
        MethodHandle lengths = MethodHandles.filterArguments(add, 0, length, length);
        p("filterArguments", lengths + " " + (int) lengths.invokeExact("four", "three"));
        MethodHandle partly = MethodHandles.filterArguments(add, 1, length);
        p("filterArguments one", (int) partly.invokeExact(1, "xy"));
        try {
            MethodHandles.filterReturnValue(add, concat);
        } catch (Throwable t) {
            error("filter mismatch", t);
        }
        MethodHandle answer = MethodHandles.constant(int.class, 42);
        MethodHandle name = MethodHandles.constant(String.class, "constant");
        p("constant", answer + " " + (int) answer.invokeExact() + " " + (String) name.invokeExact());
        try {
            MethodHandles.constant(String.class, 5);
        } catch (Throwable t) {
            error("constant cast", t);
        }
        try {
            MethodHandles.constant(void.class, null);
        } catch (Throwable t) {
            error("constant void", t);
        }
        MethodHandle id = MethodHandles.identity(String.class);
        p("identity", id + " " + (String) id.invokeExact("same"));
        p("zero", (int) MethodHandles.zero(int.class).invokeExact() + " " + MethodHandles.zero(Object.class).invoke());
        MethodHandle empty = MethodHandles.empty(methodType(long.class, String.class));
        p("empty", empty + " " + (long) empty.invokeExact("x"));
        MethodHandle test = l.findStatic(MethodHandleOps.class, "isEven", methodType(boolean.class, int.class));
        MethodHandle even = l.findStatic(MethodHandleOps.class, "even", methodType(String.class, int.class));
        MethodHandle odd = l.findStatic(MethodHandleOps.class, "odd", methodType(String.class, int.class));
        MethodHandle guard = MethodHandles.guardWithTest(test, even, odd);
        p("guardWithTest", (String) guard.invokeExact(4) + ", " + (String) guard.invokeExact(7));
        MethodHandle fail = l.findStatic(MethodHandleOps.class, "fail", methodType(int.class, String.class));
        MethodHandle recover = l.findStatic(MethodHandleOps.class, "recover", methodType(int.class, IllegalStateException.class, String.class));
        MethodHandle safe = MethodHandles.catchException(fail, IllegalStateException.class, recover);
        p("catchException", (int) safe.invokeExact("boom"));
        MethodHandle safeLength = MethodHandles.catchException(l.findVirtual(String.class, "length", methodType(int.class)),
                IllegalStateException.class, MethodHandles.dropArguments(MethodHandles.constant(int.class, -1), 0, IllegalStateException.class, String.class));
        p("catchException no throw", (int) safeLength.invokeExact("12345"));
        MethodHandle fold2 = MethodHandles.foldArguments(MethodHandles.dropArguments(add, 1, String.class), length);
        p("foldArguments", fold2 + " " + (int) fold2.invokeExact("abc", 10));
        MethodHandle printer = MethodHandles.dropArguments(MethodHandles.empty(methodType(void.class)), 0, String.class);
        p("foldArguments void", MethodHandles.foldArguments(length, printer).invoke("xyz"));
        MethodHandle swapped = MethodHandles.permuteArguments(concat, methodType(String.class, String.class, String.class), 1, 0);
        p("permuteArguments", (String) swapped.invokeExact("first", "second"));
        MethodHandle dup = MethodHandles.permuteArguments(add, methodType(int.class, int.class), 0, 0);
        p("permute duplicate", (int) dup.invokeExact(21));
        MethodHandle get = MethodHandles.arrayElementGetter(int[].class);
        MethodHandle set = MethodHandles.arrayElementSetter(String[].class);
        int[] ints = {1, 2, 3};
        String[] strings = new String[2];
        set.invokeExact(strings, 1, "set");
        p("arrayElement", get + " " + (int) get.invokeExact(ints, 2) + " " + Arrays.toString(strings) + " " + set);
        try {
            int x = (int) get.invokeExact(ints, 3);
            p("no", x);
        } catch (Throwable t) {
            error("array index", t);
        }
        try {
            int x = (int) get.invokeExact((int[]) null, 0);
            p("no", x);
        } catch (Throwable t) {
            error("array null", t);
        }
        MethodHandle newInts = MethodHandles.arrayConstructor(int[].class);
        MethodHandle lengthOf = MethodHandles.arrayLength(String[].class);
        p("arrayConstructor", newInts + " " + ((int[]) newInts.invokeExact(4)).length + " " + lengthOf + " " + (int) lengthOf.invokeExact(strings));
        try {
            int x = (int) lengthOf.invokeExact((String[]) null);
            p("no", x);
        } catch (Throwable t) {
            error("arrayLength null", t);
        }
        try {
            int[] x = (int[]) newInts.invokeExact(-1);
            p("no", x);
        } catch (Throwable t) {
            error("arrayConstructor negative", t);
        }
        MethodHandle listOfTypes = MethodHandles.dropArguments(add, 0, List.of(String.class, double.class));
        p("dropArguments list", listOfTypes + " " + (int) listOfTypes.invokeExact("s", 1.5, 3, 4));
        p("dropArguments none", MethodHandles.dropArguments(add, 2) == add);
        MethodHandle quiet = MethodHandles.dropReturn(concat);
        quiet.invokeExact("a", "b");
        p("dropReturn", quiet);
        MethodHandle thrower = MethodHandles.throwException(int.class, IllegalStateException.class);
        try {
            int x = (int) thrower.invokeExact(new IllegalStateException("thrown by a handle"));
            p("no", x);
        } catch (IllegalStateException e) {
            p("throwException", thrower + " " + e.getMessage());
        }
        MethodHandle exact = MethodHandles.exactInvoker(methodType(int.class, int.class, int.class));
        MethodHandle invoker = MethodHandles.invoker(methodType(Object.class, Object.class, Object.class));
        p("invokers", exact + " " + (int) exact.invokeExact(add, 1, 2) + " " + invoker + " " + invoker.invokeExact(add, (Object) 3, (Object) 4));
        try {
            int x = (int) exact.invokeExact(concat, 1, 2);
            p("no", x);
        } catch (Throwable t) {
            error("exact invoker", t);
        }
        MethodHandle found = l.findVirtual(MethodHandle.class, "invokeExact", methodType(int.class, int.class, int.class));
        p("findVirtual invokeExact", found + " " + (int) found.invokeExact(add, 5, 6));
        MethodHandle collected = MethodHandles.collectArguments(add, 1, length);
        p("collectArguments", collected + " " + (int) collected.invokeExact(1, "four"));
        MethodHandle foldedAt = MethodHandles.foldArguments(MethodHandles.dropArguments(add, 2, String.class), 1, length);
        p("foldArguments pos", foldedAt + " " + (int) foldedAt.invokeExact(10, "abc"));
        MethodHandle cleanupAdd = l.findStatic(MethodHandleOps.class, "cleanup", methodType(int.class, Throwable.class, int.class, String.class));
        MethodHandle guarded = MethodHandles.tryFinally(fail, cleanupAdd);
        try {
            p("no", (int) guarded.invokeExact("failing"));
        } catch (IllegalStateException e) {
            p("tryFinally rethrown", e.getMessage());
        }
        MethodHandle fine = MethodHandles.tryFinally(length, cleanupAdd);
        p("tryFinally", fine + " " + (int) fine.invokeExact("fine"));
        MethodHandle log = l.findStatic(MethodHandleOps.class, "log", methodType(void.class, Throwable.class));
        MethodHandle quietly = MethodHandles.tryFinally(MethodHandles.dropReturn(concat), log);
        quietly.invokeExact("a", "b");
        MethodHandle nested = MethodHandles.filterReturnValue(MethodHandles.insertArguments(add, 0, 1),
                MethodHandles.insertArguments(l.findStatic(MethodHandleOps.class, "add", methodType(int.class, int.class, int.class)), 1, 1000));
        p("nested", (int) nested.invokeExact(1));
        MethodType generic = methodType(Object.class, Object.class, Object.class);
        p("nested invoke", nested.invoke(2) + " " + MethodHandles.dropArguments(nested, 0, Object.class).type() + " " + generic);
    }
}
