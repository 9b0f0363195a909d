/*
 * ModuleLayerAndResources: what java 17 gives a class-path program about the JDK's modules. The boot layer
 * (ModuleLayer.boot): which system modules it has (an aggregator and the incubator modules are not resolved by
 * default), its parent, findModule, each module's layer (an unnamed module has none). Resources of JDK modules through
 * the built-in loaders (class files are never encapsulated; other resources in a module's package are), through
 * Class.getResource(AsStream) of a class-path class (its loader, parents first), and misc resources in no package.
 * MethodHandles.lookup and publicLookup called reflectively.
 */
package org.orbitmc.programs.seq;

import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.util.List;
import java.util.TreeSet;

public class ModuleLayerAndResources {
    static String size(InputStream in) throws IOException {
        if (in == null) {
            return "null";
        }
        try (in) {
            return in.readAllBytes().length + " bytes";
        }
    }

    public static void main(String[] args) throws Throwable {
        ModuleLayer boot = ModuleLayer.boot();
        TreeSet<String> names = new TreeSet<>();
        boot.modules().forEach(m -> names.add(m.getName()));
        System.out.println(names.size() + " modules in the boot layer");
        for (String m : List.of("java.base", "java.sql", "java.se", "jdk.incubator.vector", "jdk.unsupported", "jdk.attach")) {
            System.out.println(m + " in boot layer: " + names.contains(m) + ", findModule: " + boot.findModule(m).isPresent());
        }
        System.out.println("parents: " + boot.parents().size() + ", parent is empty layer: " + (boot.parents().get(0) == ModuleLayer.empty()));
        System.out.println("java.base layer is boot: " + (Object.class.getModule().getLayer() == boot));
        System.out.println("java.sql layer is boot: " + (java.sql.Driver.class.getModule().getLayer() == boot));
        System.out.println("unnamed layer: " + ModuleLayerAndResources.class.getModule().getLayer());
        System.out.println("findModule gives the class's module: " + (boot.findModule("java.logging").get() == java.util.logging.Logger.class.getModule()));

        ClassLoader app = ClassLoader.getSystemClassLoader();
        ClassLoader platform = ClassLoader.getPlatformClassLoader();
        for (String r : List.of("java/lang/reflect/AccessibleObject.class", "java/sql/Driver.class", "java/util/logging/logging.properties",
                "sun/util/resources/cldr/provider/CLDRLocaleDataMetaInfo.class", "jdk/internal/misc/Unsafe.class", "no/such/Thing.class",
                "META-INF/nothing.txt", "org/orbitmc/programs/seq/ModuleLayerAndResources.class")) {
            System.out.println(r);
            System.out.println("  app: " + size(app.getResourceAsStream(r)) + ", url " + app.getResource(r));
            System.out.println("  system static: " + size(ClassLoader.getSystemResourceAsStream(r)));
            System.out.println("  platform: " + size(platform.getResourceAsStream(r)) + ", url " + platform.getResource(r));
            System.out.println("  app resources: " + app.getResources(r).hasMoreElements());
            System.out.println("  Object.class: " + size(Object.class.getResourceAsStream("/" + r)));
            System.out.println("  this class: " + size(ModuleLayerAndResources.class.getResourceAsStream("/" + r))
                    + ", url " + ModuleLayerAndResources.class.getResource("/" + r));
        }
        System.out.println(MethodHandles.class.getMethod("lookup").invoke(null));
        System.out.println(MethodHandles.class.getMethod("publicLookup").invoke(null));
    }
}
