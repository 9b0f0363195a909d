/*
 * DeclaredMemberOrder: the order java lists members in, printed without sorting: getDeclaredMethods and
 * getDeclaredConstructors (HotSpot sorts a class's methods by their names' symbols, overloads and constructors by its
 * own quicksort), getMethods, fields (declaration order), and annotations' toString, whose defaulted members come
 * from a HashMap filled in getDeclaredMethods order; Object's own methods, and a class with names of Object's final
 * methods (other parameters) listed by getMethods unfiltered.
 */
package org.orbitmc.programs.seq;

import java.lang.annotation.Annotation;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;

public class DeclaredMemberOrder {
    static class Ledger {
        private String keeper;
        private long tally;
        int serial;

        Ledger() {
        }

        Ledger(String k) {
            keeper = k;
        }

        Ledger(String k, long t) {
            keeper = k;
            tally = t;
        }

        private Ledger(int serial) {
            this.serial = serial;
        }

        public void credit(long amount) {
            tally += amount;
        }

        public boolean debit(long amount) {
            return amount < tally;
        }

        public long getTally() {
            return tally;
        }

        public String getKeeper() {
            return keeper;
        }

        public void setKeeper(String k) {
            keeper = k;
        }

        @Override
        public String toString() {
            return keeper;
        }

        static Ledger open(String k) {
            return new Ledger(k);
        }

        void credit(int cents, boolean round) {
        }

        private void reconcile() {
        }
    }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Column {
        String name() default "";

        boolean nullable() default true;

        int length() default 255;

        boolean unique() default false;

        String type() default "VARCHAR";
    }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Route {
        String path();

        String method() default "GET";

        String[] produces() default {"json"};

        int priority() default 0;

        boolean secure() default false;
    }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Range {
        int min() default 0;

        int max() default 10;

        String message() default "out of range";
    }

    @Column
    @Route(path = "/x")
    @Range(max = 5)
    static class Mapped {
    }

    @Column(name = "id", unique = true)
    static class Keyed {
    }

    public static void main(String[] args) {
        for (Method m : Ledger.class.getDeclaredMethods()) {
            System.out.println(m.getName() + " " + m.getParameterCount());
        }
        for (Constructor<?> c : Ledger.class.getDeclaredConstructors()) {
            System.out.println(c);
        }
        for (Field f : Ledger.class.getDeclaredFields()) {
            System.out.println(f.getName());
        }
        for (Method m : Ledger.class.getMethods()) {
            if (m.getDeclaringClass() == Ledger.class) {
                System.out.println("public " + m.getName());
            }
        }
        for (Annotation a : new Annotation[] {Mapped.class.getAnnotation(Column.class), Mapped.class.getAnnotation(Route.class),
            Mapped.class.getAnnotation(Range.class), Keyed.class.getAnnotation(Column.class)}) {
            System.out.println(a);
        }
        for (Method m : Column.class.getDeclaredMethods()) {
            System.out.println(m.getName());
        }
        // Object's own methods, and names of Object's final methods (wait(), notify()) with other parameters
        StringBuilder names = new StringBuilder("Object:");
        for (Method m : Object.class.getDeclaredMethods()) {
            names.append(' ').append(m.getName());
        }
        System.out.println(names);
        names = new StringBuilder("Signal:");
        for (Method m : Signal.class.getMethods()) {
            names.append(' ').append(m.getName());
        }
        System.out.println(names);
    }

    public static class Signal {
        public void notify(String message) {
        }

        public void wait(String reason) {
        }

        public void multiply() {
        }

        public void rows() {
        }

        public void subtract() {
        }

        public void origin() {
        }

        public void plus() {
        }
    }
}
