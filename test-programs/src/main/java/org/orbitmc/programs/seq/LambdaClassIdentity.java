/*
 * LambdaClassIdentity: the classes of lambdas and method references as HotSpot makes them: hidden, synthetic, final,
 * named Caller$$Lambda$N/0x... in the caller's package, nestmates of the caller (its nest host), the caller's loader,
 * package and code source; a JDK method's lambda (Comparator.comparing) is java.base's, with no loader. Also the
 * protection domain and code source of the program's own classes (the class-path entry), and of JDK classes (none).
 */
package org.orbitmc.programs.seq;

import java.lang.reflect.Modifier;
import java.security.CodeSource;
import java.util.Comparator;
import java.util.function.Function;
import java.util.function.Supplier;

public class LambdaClassIdentity {
    static class Inner {
        Supplier<String> supplier() {
            return () -> "inner";
        }
    }

    public static void main(String[] args) {
        Supplier<String> lambda = () -> "x";
        Function<String, Integer> reference = String::length;
        Runnable capturing = () -> System.out.println(lambda.get());
        String prefix = LambdaClassIdentity.class.getName() + "$$Lambda$";
        for (Object o : new Object[] {lambda, reference, capturing, new Inner().supplier()}) {
            Class<?> c = o.getClass();
            String name = c.getName();
            System.out.println(name.startsWith(prefix) + " " + name.startsWith(Inner.class.getName() + "$$Lambda$") + " "
                    + name.contains("/0x") + " " + c.getSimpleName().startsWith(LambdaClassIdentity.class.getSimpleName()) + " "
                    + c.isHidden() + " " + c.isSynthetic() + " " + Modifier.toString(c.getModifiers()) + " " + c.getPackageName()
                    + " " + (c.getPackage() == LambdaClassIdentity.class.getPackage()) + " " + c.getNestHost().getSimpleName() + " "
                    + (c.getClassLoader() == LambdaClassIdentity.class.getClassLoader()) + " " + c.isAnonymousClass() + " "
                    + c.isLocalClass() + " " + c.isMemberClass() + " " + c.getCanonicalName() + " " + c.getEnclosingClass() + " "
                    + c.getSuperclass().getSimpleName() + " " + c.getInterfaces()[0].getSimpleName() + " "
                    + String.valueOf(o).startsWith(name + "@"));
            System.out.println("  " + java.util.Arrays.stream(c.getDeclaredMethods()).map(m -> m.getName() + " " + Modifier.toString(m.getModifiers())).toList()
                    + " " + java.util.Arrays.stream(c.getDeclaredFields()).map(f -> f.getName() + " " + f.getType().getSimpleName()
                    + " " + Modifier.toString(f.getModifiers())).toList() + " " + c.getDeclaredConstructors().length + " " + c.getMethods().length);
        }
        Comparator<String> byLength = Comparator.comparing(String::length);
        Class<?> jdk = byLength.getClass();
        System.out.println(jdk.getName().startsWith("java.util.Comparator$$Lambda$") + " " + jdk.getClassLoader() + " " + jdk.getModule().getName()
                + " " + jdk.isHidden() + " " + jdk.getNestHost().getName() + " " + jdk.getProtectionDomain().getCodeSource());
        CodeSource own = LambdaClassIdentity.class.getProtectionDomain().getCodeSource();
        System.out.println(own.getLocation().getProtocol() + " " + own.getCertificates() + " " + own.getCodeSigners() + " "
                + own.equals(lambda.getClass().getProtectionDomain().getCodeSource()) + " "
                + (LambdaClassIdentity.class.getProtectionDomain() == Inner.class.getProtectionDomain()) + " "
                + (LambdaClassIdentity.class.getProtectionDomain().getClassLoader() == LambdaClassIdentity.class.getClassLoader()));
        System.out.println(String.class.getProtectionDomain().getCodeSource() + " " + own.getLocation().equals(
                Inner.class.getProtectionDomain().getCodeSource().getLocation()));
        capturing.run();
    }
}
