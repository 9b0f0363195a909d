/*
 * ClassPathPackages: the application class loader has defined the package of each class-path class it loaded, as
 * java's BuiltinClassLoader does while loading: getDefinedPackage before any getPackage call, getDefinedPackages,
 * Package.getPackage(s), the unnamed module's getPackages, one Package object throughout, and JDK packages through
 * the boot loader.
 */
package org.orbitmc.programs.seq;

import java.util.Arrays;
import java.util.TreeSet;

public class ClassPathPackages {
    public static void main(String[] args) {
        ClassLoader app = ClassPathPackages.class.getClassLoader();
        String name = ClassPathPackages.class.getPackageName();
        Package defined = app.getDefinedPackage(name);
        System.out.println("defined before getPackage: " + defined);
        System.out.println(Arrays.stream(app.getDefinedPackages()).map(Package::getName).sorted().toList());
        Package p = ClassPathPackages.class.getPackage();
        System.out.println(p + " | " + p.getName() + " | " + p.getImplementationTitle() + " | " + p.getSpecificationVersion() + " | "
                + p.isSealed() + " | " + p.getAnnotations().length + " | " + (defined == p) + " " + (app.getDefinedPackage(name) == p));
        System.out.println(app.getDefinedPackage("no.such.pkg") + " " + app.getDefinedPackage("java.lang"));
        try {
            app.getDefinedPackage(null);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException " + e.getMessage());
        }
        Package lang = String.class.getPackage();
        System.out.println(lang + " | " + lang.getName() + " | " + (Package.getPackage("java.lang") == lang));
        @SuppressWarnings("deprecation")
        Package same = Package.getPackage(name);
        System.out.println((same == p) + " " + Arrays.stream(Package.getPackages()).anyMatch(x -> x.getName().equals(name))
                + " " + Arrays.stream(Package.getPackages()).anyMatch(x -> x.getName().equals("java.util")));
        System.out.println(new TreeSet<>(ClassPathPackages.class.getModule().getPackages()) + " " + (app.getUnnamedModule() == ClassPathPackages.class.getModule()));
        System.out.println(int.class.getPackage() + " " + int[].class.getPackage() + " " + String[].class.getPackage() + " " + String[].class.getPackageName());
    }
}
