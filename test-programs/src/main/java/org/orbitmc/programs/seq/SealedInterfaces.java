/*
 * SealedInterfaces: sealed interfaces and classes with permits, final/non-sealed/sealed
 * subtypes, records as permitted subtypes, an expression tree evaluated and printed by
 * exhaustive instanceof-pattern dispatch, a non-sealed branch extended further, and
 * simplification rules. No reflection is used (Java 17 has no pattern switch without preview).
 */
package org.orbitmc.programs.seq;

public class SealedInterfaces {
    sealed interface Expr permits Num, Add, Mul, Neg, Var { }
    record Num(int value) implements Expr { }
    record Add(Expr left, Expr right) implements Expr { }
    record Mul(Expr left, Expr right) implements Expr { }
    record Neg(Expr inner) implements Expr { }
    record Var(String name) implements Expr { }

    static int eval(Expr e, int x) {
        if (e instanceof Num n) return n.value();
        if (e instanceof Add a) return eval(a.left(), x) + eval(a.right(), x);
        if (e instanceof Mul m) return eval(m.left(), x) * eval(m.right(), x);
        if (e instanceof Neg n) return -eval(n.inner(), x);
        if (e instanceof Var) return x;
        throw new AssertionError("unreachable: " + e);
    }

    static String show(Expr e) {
        if (e instanceof Num n) return n.value() < 0 ? "(" + n.value() + ")" : String.valueOf(n.value());
        if (e instanceof Add a) return "(" + show(a.left()) + " + " + show(a.right()) + ")";
        if (e instanceof Mul m) return show(m.left()) + " * " + show(m.right());
        if (e instanceof Neg n) return "-" + show(n.inner());
        return ((Var) e).name();
    }

    static Expr simplify(Expr e) {
        if (e instanceof Add a) {
            Expr l = simplify(a.left()), r = simplify(a.right());
            if (l instanceof Num n && n.value() == 0) return r;
            if (r instanceof Num n && n.value() == 0) return l;
            if (l instanceof Num x && r instanceof Num y) return new Num(x.value() + y.value());
            return new Add(l, r);
        }
        if (e instanceof Mul m) {
            Expr l = simplify(m.left()), r = simplify(m.right());
            if (l instanceof Num n && n.value() == 1) return r;
            if (r instanceof Num n && n.value() == 1) return l;
            if ((l instanceof Num n && n.value() == 0) || (r instanceof Num k && k.value() == 0)) return new Num(0);
            return new Mul(l, r);
        }
        if (e instanceof Neg n && n.inner() instanceof Neg inner) return simplify(inner.inner());
        return e;
    }

    sealed static abstract class Vehicle permits Car, Truck, Custom { abstract int wheels(); }
    static final class Car extends Vehicle { int wheels() { return 4; } }
    static sealed class Truck extends Vehicle permits BigTruck { int wheels() { return 6; } }
    static final class BigTruck extends Truck { @Override int wheels() { return 18; } }
    static non-sealed class Custom extends Vehicle { int wheels() { return 3; } }
    static class Trike extends Custom { }
    static class Unicycle extends Custom { @Override int wheels() { return 1; } }

    static String classify(Vehicle v) {
        if (v instanceof Car) return "car";
        if (v instanceof BigTruck) return "big truck";
        if (v instanceof Truck) return "truck";
        if (v instanceof Custom c) return "custom(" + c.getClass().getSimpleName() + ")";
        throw new AssertionError();
    }

    public static void main(String[] args) {
        Expr e = new Add(new Mul(new Num(3), new Var("x")), new Neg(new Add(new Num(2), new Num(-5))));
        System.out.println("expr=" + show(e));
        for (int x = -2; x <= 2; x++) System.out.println("  eval x=" + x + " -> " + eval(e, x));
        Expr messy = new Add(new Num(0), new Mul(new Num(1), new Neg(new Neg(new Add(new Var("y"), new Mul(new Num(0), new Var("z")))))));
        System.out.println("messy=" + show(messy) + " simplified=" + show(simplify(messy)) + " record=" + simplify(messy));
        Expr folded = simplify(new Add(new Num(4), new Add(new Num(5), new Num(6))));
        System.out.println("folded=" + folded + " equals Num(15)=" + folded.equals(new Num(15)));
        Vehicle[] vs = {new Car(), new Truck(), new BigTruck(), new Custom(), new Trike(), new Unicycle()};
        int total = 0;
        for (Vehicle v : vs) {
            total += v.wheels();
            System.out.println(classify(v) + " has " + v.wheels() + " wheels");
        }
        System.out.println("total wheels=" + total);
        Expr deep = new Num(1);
        for (int i = 0; i < 50; i++) deep = new Add(deep, new Num(i));
        System.out.println("deep eval=" + eval(deep, 0) + " simplified=" + simplify(deep));
    }
}
