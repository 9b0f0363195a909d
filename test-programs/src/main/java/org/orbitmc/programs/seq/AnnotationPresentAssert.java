/*
 * AnnotationPresentAssert: a runtime annotation is present, so `assert !isAnnotationPresent(...)` fails as on java
 * (exit 1 with an AssertionError); a model that answered "absent" would end normally.
 */
package org.orbitmc.programs.seq;

import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;

public class AnnotationPresentAssert {
    @Retention(RetentionPolicy.RUNTIME)
    @interface Marked {
    }

    @Marked
    static class C {
    }

    public static void main(String[] args) {
        System.out.println("checking");
        assert !C.class.isAnnotationPresent(Marked.class) : "C is marked";
        System.out.println("not reached");
    }
}
