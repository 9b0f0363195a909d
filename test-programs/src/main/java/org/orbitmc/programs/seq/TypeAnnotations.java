/*
 * TypeAnnotations: TYPE_USE and TYPE_PARAMETER annotations read through AnnotatedType: on field types (with type
 * arguments, arrays and nested types), method return, parameter, receiver and throws types, supertypes and
 * type-parameter bounds of classes and methods, and record components.
 */
package org.orbitmc.programs.seq;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.lang.reflect.AnnotatedParameterizedType;
import java.lang.reflect.AnnotatedType;
import java.lang.reflect.AnnotatedArrayType;
import java.lang.reflect.Method;
import java.lang.reflect.TypeVariable;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

public class TypeAnnotations {
    @Retention(RetentionPolicy.RUNTIME)
    @Target({ElementType.TYPE_USE, ElementType.TYPE_PARAMETER})
    @interface NonNull {
        String value() default "";
    }

    static class Holder<@NonNull("T") T extends @NonNull("bound") Comparable<T>> implements @NonNull("iface") Runnable {
        @NonNull("field") Map<@NonNull("key") String, List<@NonNull("elem") Integer>> map;
        String @NonNull("array") [] names;

        @NonNull("return") String name(@NonNull("param") int x, long y) throws @NonNull("throws") IllegalStateException {
            return "";
        }

        <@NonNull("M") M> void generic(M m) {
        }

        public void run() {
        }
    }

    record Pair(@NonNull("left") String left, int right) {
    }

    static String show(AnnotatedType t) {
        String s = Arrays.toString(t.getAnnotations());
        if (t instanceof AnnotatedParameterizedType p) {
            StringBuilder b = new StringBuilder(s).append("<");
            for (AnnotatedType a : p.getAnnotatedActualTypeArguments()) {
                b.append(show(a)).append(";");
            }
            return b.append(">").toString();
        }
        if (t instanceof AnnotatedArrayType a) {
            return s + "[" + show(a.getAnnotatedGenericComponentType()) + "]";
        }
        return s;
    }

    public static void main(String[] args) throws Exception {
        System.out.println(show(Holder.class.getDeclaredField("map").getAnnotatedType()));
        System.out.println(show(Holder.class.getDeclaredField("names").getAnnotatedType()));
        Method name = Holder.class.getDeclaredMethod("name", int.class, long.class);
        System.out.println(show(name.getAnnotatedReturnType()) + " " + show(name.getAnnotatedParameterTypes()[0]) + " "
                + show(name.getAnnotatedParameterTypes()[1]) + " " + show(name.getAnnotatedExceptionTypes()[0]));
        System.out.println(show(Holder.class.getAnnotatedInterfaces()[0]) + " " + show(Holder.class.getAnnotatedSuperclass()));
        TypeVariable<?> t = Holder.class.getTypeParameters()[0];
        System.out.println(Arrays.toString(t.getAnnotations()) + " " + show(t.getAnnotatedBounds()[0]));
        Method generic = Holder.class.getDeclaredMethod("generic", Object.class);
        System.out.println(Arrays.toString(generic.getTypeParameters()[0].getAnnotations()));
        System.out.println(show(Pair.class.getRecordComponents()[0].getAnnotatedType()) + " "
                + show(Pair.class.getDeclaredField("left").getAnnotatedType()));
        System.out.println(Holder.class.getDeclaredField("map").getAnnotations().length);
    }
}
