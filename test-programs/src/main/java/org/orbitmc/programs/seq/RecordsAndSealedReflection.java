/*
 * RecordsAndSealedReflection: record components (names, types, generic types, accessors invoked reflectively,
 * annotations), the canonical constructor found from the components, sealed hierarchies (isSealed,
 * getPermittedSubclasses), nest hosts and members, declared member classes, enclosing classes and methods, and
 * MethodParameters (parameter names when compiled with -parameters: absent here, so arg0, arg1).
 */
package org.orbitmc.programs.seq;

import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.reflect.Constructor;
import java.lang.reflect.Parameter;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

public class RecordsAndSealedReflection {
    @Retention(RetentionPolicy.RUNTIME)
    @interface Unit {
        String value();
    }

    record Point(int x, int y) {
    }

    record Labeled<T>(String label, List<T> items, @Unit("kg") double weight) {
    }

    sealed interface Shape permits Circle, Square, Group {
    }

    record Circle(double r) implements Shape {
    }

    static final class Square implements Shape {
    }

    static non-sealed class Group implements Shape {
    }

    static class Sub extends Group {
    }

    static String names(Class<?>[] classes) {
        if (classes == null) {
            return "null";
        }
        List<String> names = new ArrayList<>();
        for (Class<?> c : classes) {
            names.add(c.getSimpleName());
        }
        Collections.sort(names);
        return names.toString();
    }

    public static void main(String[] args) throws Exception {
        System.out.println(Point.class.isRecord() + " " + Shape.class.isRecord() + " " + Point.class.getRecordComponents().length
                + " " + Object.class.getRecordComponents());
        for (RecordComponent c : Labeled.class.getRecordComponents()) {
            System.out.println(c + " | " + c.getGenericType() + " | " + c.getAccessor().getName() + " | " + Arrays.toString(c.getAnnotations())
                    + " | " + c.getDeclaringRecord().getSimpleName());
        }
        Labeled<String> l = new Labeled<>("box", List.of("a"), 2.5);
        for (RecordComponent c : Labeled.class.getRecordComponents()) {
            System.out.println(c.getName() + " = " + c.getAccessor().invoke(l));
        }
        Class<?>[] types = Arrays.stream(Point.class.getRecordComponents()).map(RecordComponent::getType).toArray(Class<?>[]::new);
        Constructor<Point> canonical = Point.class.getDeclaredConstructor(types);
        System.out.println(canonical.newInstance(3, 4));

        System.out.println(Shape.class.isSealed() + " " + names(Shape.class.getPermittedSubclasses()) + " " + Group.class.isSealed() + " "
                + Square.class.isSealed() + " " + names(Group.class.getPermittedSubclasses()) + " " + int.class.isSealed());
        System.out.println(Point.class.getNestHost().getSimpleName() + " " + (RecordsAndSealedReflection.class.getNestMembers().length > 5) + " "
                + Point.class.isNestmateOf(Sub.class) + " " + String.class.isNestmateOf(Point.class));
        System.out.println(names(RecordsAndSealedReflection.class.getDeclaredClasses()));
        System.out.println(Point.class.getEnclosingClass().getSimpleName() + " " + Point.class.getDeclaringClass().getSimpleName());
        Runnable local = new Runnable() {
            public void run() {
            }
        };
        System.out.println(local.getClass().getEnclosingMethod().getName() + " " + local.getClass().isAnonymousClass() + " "
                + local.getClass().getDeclaringClass());
        for (Parameter p : Point.class.getDeclaredConstructor(int.class, int.class).getParameters()) {
            System.out.println(p + " " + p.isNamePresent());
        }
    }
}
