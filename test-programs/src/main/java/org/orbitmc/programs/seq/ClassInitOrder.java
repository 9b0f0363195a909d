/*
 * ClassInitOrder: when <clinit> runs. Initialization is triggered by new, by a static method
 * call, by a non-constant static field read or write and by initializing a subclass (the
 * superclass first); it is not triggered by compile-time constants, by creating an array of
 * the class, by a class literal, or by a static field reached through a subclass (only the
 * declaring class is initialized). Also covers interface initialization (an interface with a
 * default method is initialized together with an implementing class, one without is not),
 * a cycle between two classes' initializers, instance initializer ordering and a static
 * initializer that runs exactly once.
 */
package org.orbitmc.programs.seq;

public class ClassInitOrder {
    static int init(String what, int value) {
        System.out.println("  init " + what + " = " + value);
        return value;
    }

    static class Constants {
        static final int K = 42;
        static final String S = "const";
        static final Integer BOXED = init("Constants.BOXED", 7);
        static { System.out.println("  Constants.<clinit>"); }
    }

    static class Base {
        static int baseField = init("Base.baseField", 1);
        static { System.out.println("  Base static block"); }
        Base() { System.out.println("  Base() constructor"); }
    }

    static class Derived extends Base {
        static int derivedField = init("Derived.derivedField", 2);
        static { System.out.println("  Derived static block"); }
        int instanceField = init("Derived.instanceField", 3);
        { System.out.println("  Derived instance block"); }
        Derived() { super(); System.out.println("  Derived() constructor, instanceField=" + instanceField); }
    }

    static class ArrayOnly { static { System.out.println("  ArrayOnly.<clinit>"); } }
    static class LiteralOnly { static { System.out.println("  LiteralOnly.<clinit>"); } }
    static class ByMethod { static { System.out.println("  ByMethod.<clinit>"); } static int m() { return 5; } }
    static class ByWrite { static int target; static { System.out.println("  ByWrite.<clinit>, target=" + target); } }

    interface WithDefault { int X = init("WithDefault.X", 10); default String hello() { return "default hello"; } }
    interface NoDefault { int Y = init("NoDefault.Y", 20); String name(); }
    static class Impl implements NoDefault, WithDefault {
        static { System.out.println("  Impl.<clinit>"); }
        public String name() { return "impl"; }
    }

    static class CycA { static int a; static { System.out.println("  CycA start"); a = CycB.b + 1; System.out.println("  CycA end a=" + a); } }
    static class CycB { static int b; static { System.out.println("  CycB start, sees CycA.a=" + CycA.a); b = 10; System.out.println("  CycB end"); } }

    static class Counter {
        static int runs;
        static { runs++; System.out.println("  Counter.<clinit> run #" + runs); }
        static int get() { return runs; }
    }

    public static void main(String[] args) {
        System.out.println("1. constants:");
        System.out.println("K=" + Constants.K + " S=" + Constants.S);
        System.out.println("2. non-constant static final:");
        System.out.println("BOXED=" + Constants.BOXED);
        System.out.println("3. array creation:");
        ArrayOnly[] arr = new ArrayOnly[3];
        System.out.println("array length " + arr.length);
        System.out.println("4. class literal:");
        System.out.println("literal " + LiteralOnly.class.getSimpleName());
        System.out.println("5. static field through subclass:");
        System.out.println("Derived.baseField=" + Derived.baseField);
        System.out.println("6. new subclass:");
        Derived d = new Derived();
        System.out.println("second new:");
        d = new Derived();
        System.out.println("derivedField=" + Derived.derivedField + " " + (d != null));
        System.out.println("7. static method:");
        System.out.println("m()=" + ByMethod.m());
        System.out.println("8. static field write:");
        ByWrite.target = 99;
        System.out.println("target=" + ByWrite.target);
        System.out.println("9. interfaces:");
        Impl impl = new Impl();
        System.out.println(impl.name() + " / " + impl.hello());
        System.out.println("reading NoDefault.Y:");
        System.out.println("Y=" + NoDefault.Y);
        System.out.println("10. cycle:");
        System.out.println("CycA.a=" + CycA.a + " CycB.b=" + CycB.b);
        System.out.println("11. once:");
        System.out.println("get=" + Counter.get() + " get=" + Counter.get());
        new LiteralOnly();
        System.out.println("done");
    }
}
