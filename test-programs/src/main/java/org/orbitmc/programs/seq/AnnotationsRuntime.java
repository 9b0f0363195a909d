/*
 * AnnotationsRuntime: runtime-visible annotations read through reflection, parsed by the JDK's AnnotationParser:
 * on classes, methods, fields, constructors and parameters; element values of every kind (primitives, strings,
 * enums, classes, nested annotations, arrays) and defaults; CLASS and SOURCE retention (absent at run time);
 * @Inherited and getAnnotations versus getDeclaredAnnotations; @Repeatable containers; annotation equals,
 * hashCode and toString; getDefaultValue of annotation elements.
 */
package org.orbitmc.programs.seq;

import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;

public class AnnotationsRuntime {
    @Retention(RetentionPolicy.RUNTIME)
    @Inherited
    @interface Marked {
        String value() default "none";

        int priority() default 5;
    }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Everything {
        byte b() default 1;

        short s() default 2;

        char c() default 'c';

        long l() default 4L;

        float f() default 5.5f;

        double d() default 6.25;

        boolean z() default true;

        TimeUnit unit() default TimeUnit.SECONDS;

        Class<?> type() default Object.class;

        Marked nested() default @Marked("inner");

        int[] ints() default {};

        String[] names() default {"a", "b"};

        Class<?>[] types() default {int.class, String[].class};
    }

    @Retention(RetentionPolicy.CLASS)
    @interface InClassFileOnly {
    }

    @interface DefaultRetention {
    }

    @Retention(RetentionPolicy.SOURCE)
    @interface SourceOnly {
    }

    @Retention(RetentionPolicy.RUNTIME)
    @Repeatable(Tags.class)
    @interface Tag {
        String value();
    }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Tags {
        Tag[] value();
    }

    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.PARAMETER)
    @interface NotNull {
    }

    @Marked(value = "base", priority = 1)
    @InClassFileOnly
    @DefaultRetention
    @SourceOnly
    static class Base {
    }

    @Tag("x")
    @Tag("y")
    static class Derived extends Base {
        @Everything(b = -1, s = 300, c = 'Z', l = 1L << 40, f = -0.0f, d = Double.NaN, z = false, unit = TimeUnit.DAYS, type = Runnable.class,
                nested = @Marked(value = "deep", priority = 9), ints = {1, 2, 3}, names = {}, types = {void.class, Derived.class})
        public int field;

        @Tag("only")
        String single;

        @Marked("ctor")
        Derived(@NotNull String a, int b, @NotNull @Marked("both") Object c) {
        }

        @Everything
        @Deprecated
        public void method() {
        }
    }

    static class Plain {
    }

    public static void main(String[] args) throws Exception {
        Marked m = Base.class.getAnnotation(Marked.class);
        System.out.println(m.value() + " " + m.priority() + " " + m.annotationType().getSimpleName());
        System.out.println(m);
        System.out.println("present: " + Base.class.isAnnotationPresent(Marked.class) + " class-retention: "
                + Base.class.isAnnotationPresent(InClassFileOnly.class) + " default-retention: "
                + Base.class.isAnnotationPresent(DefaultRetention.class) + " source: " + Base.class.isAnnotationPresent(SourceOnly.class));
        System.out.println("plain: " + Plain.class.getAnnotations().length + " " + Plain.class.getAnnotation(Marked.class));

        System.out.println("inherited: " + Derived.class.getAnnotation(Marked.class).value() + ", declared: "
                + Derived.class.getDeclaredAnnotation(Marked.class));
        System.out.println("annotations of Derived: " + Derived.class.getAnnotations().length + ", declared "
                + Derived.class.getDeclaredAnnotations().length);
        System.out.println("repeated: " + Arrays.toString(Derived.class.getAnnotationsByType(Tag.class)) + " container "
                + Derived.class.getAnnotation(Tags.class).value().length + " direct " + Derived.class.getAnnotation(Tag.class));
        Field single = Derived.class.getDeclaredField("single");
        System.out.println("single tag: " + single.getAnnotation(Tag.class).value() + " " + single.getAnnotationsByType(Tag.class).length);

        Everything e = Derived.class.getField("field").getAnnotation(Everything.class);
        System.out.println(e.b() + " " + e.s() + " " + e.c() + " " + e.l() + " " + e.f() + " " + e.d() + " " + e.z() + " " + e.unit() + " "
                + e.type().getSimpleName() + " " + e.nested().value() + "/" + e.nested().priority() + " " + Arrays.toString(e.ints()) + " "
                + Arrays.toString(e.names()) + " " + Arrays.toString(e.types()));
        e.ints()[0] = 99;
        System.out.println("defensive copy: " + e.ints()[0]);
        Method method = Derived.class.getMethod("method");
        Everything d = method.getAnnotation(Everything.class);
        System.out.println(d.b() + " " + d.c() + " " + d.f() + " " + d.unit() + " " + d.type() + " " + d.nested() + " " + Arrays.toString(d.types()));
        System.out.println("method annotations: " + method.getDeclaredAnnotations().length + " deprecated: " + method.isAnnotationPresent(Deprecated.class));
        Method everythingNames = Everything.class.getMethod("names");
        System.out.println("default value: " + Arrays.toString((String[]) everythingNames.getDefaultValue()) + " "
                + Everything.class.getMethod("unit").getDefaultValue() + " " + Marked.class.getMethod("value").getDefaultValue());

        Constructor<?> ctor = Derived.class.getDeclaredConstructor(String.class, int.class, Object.class);
        System.out.println("ctor: " + ctor.getAnnotation(Marked.class).value());
        for (java.lang.annotation.Annotation[] ps : ctor.getParameterAnnotations()) {
            System.out.println("  parameter: " + Arrays.toString(ps));
        }

        Everything d2 = Derived.class.getMethod("method").getAnnotation(Everything.class);
        System.out.println("equal: " + d.equals(d2) + " " + (d.hashCode() == d2.hashCode()) + " " + d.equals(e) + " hash " + m.hashCode());
        System.out.println(Retention.class.getAnnotation(Retention.class).value() + " " + Marked.class.getAnnotation(Retention.class));
        System.out.println(Marked.class.isAnnotation() + " " + Marked.class.getAnnotation(Inherited.class).annotationType());
    }
}
