/*
 * ProxyResources: resources of proxy classes as java answers them: a proxy in its loader's dynamic module jdk.proxyN
 * (Class.getResource/getResourceAsStream and Module.getResourceAsStream null, canUse false, packages, annotations
 * none), a proxy of a non-public interface in the class path's unnamed module (its loader's resources), a proxy of the
 * boot loader; the unnamed module's packages leave out the dynamic module's; modules' annotations.
 */
package org.orbitmc.programs.seq;

import java.lang.reflect.*;
import java.io.*;
import java.util.*;

public class ProxyResources {
    public interface Pub { String hi(); }
    interface Hidden { String ho(); }
    public static void main(String[] args) throws Exception {
        InvocationHandler h = (p, m, a) -> m.getName();
        Object pub = Proxy.newProxyInstance(ProxyResources.class.getClassLoader(), new Class<?>[] {Pub.class}, h);
        Object hid = Proxy.newProxyInstance(ProxyResources.class.getClassLoader(), new Class<?>[] {Hidden.class}, h);
        Object rn = Proxy.newProxyInstance(null, new Class<?>[] {Runnable.class}, h);
        for (Object o : new Object[] {pub, hid, rn}) {
            Class<?> c = o.getClass();
            Module m = c.getModule();
            System.out.println(c.getName().replaceAll("\\d+", "N") + " named=" + m.isNamed() + " " + String.valueOf(m.getName()).replaceAll("\\d+", "N"));
            System.out.println(" getResource(\"ProxyResources.class\") " + (c.getResource("ProxyResources.class") != null));
            System.out.println(" getResource(\"/ProxyResources.class\") " + (c.getResource("/ProxyResources.class") != null));
            System.out.println(" getResourceAsStream(\"/ProxyResources.class\") " + (c.getResourceAsStream("/ProxyResources.class") != null));
            System.out.println(" getResourceAsStream(\"x.txt\") " + c.getResourceAsStream("x.txt"));
            System.out.println(" getResource(\"/java/lang/Object.class\") " + (c.getResource("/java/lang/Object.class") != null));
            System.out.println(" getResourceAsStream(\"/java/lang/Object.class\") " + (c.getResourceAsStream("/java/lang/Object.class") != null));
            System.out.println(" module getResourceAsStream(\"ProxyResources.class\") " + (m.getResourceAsStream("ProxyResources.class") != null));
            System.out.println(" module getResourceAsStream(\"/java/lang/Object.class\") " + (m.getResourceAsStream("java/lang/Object.class") != null));
            System.out.println(" canUse Runnable " + m.canUse(Runnable.class));
            System.out.println(" canUse Driver " + m.canUse(java.sql.Driver.class));
            System.out.println(" packages " + m.getPackages().size());
            System.out.println(" classloader " + (c.getClassLoader() == null ? "boot" : c.getClassLoader().getClass().getSimpleName()));
            System.out.println(" protection domain cs " + c.getProtectionDomain().getCodeSource());
            System.out.println(" package " + (c.getPackage() == null) + " " + c.getPackageName().replaceAll("\\d+", "N"));
            if (m.isNamed()) {
                System.out.println(" descriptor " + m.getDescriptor().toString().replaceAll("\\d+", "N"));
                System.out.println(" layer " + m.getLayer());
                System.out.println(" annotations " + Arrays.toString(m.getAnnotations()));
            }
        }
        System.out.println(String.class.getModule().canUse(Runnable.class));
        System.out.println(Object.class.getModule().canUse(java.nio.file.spi.FileSystemProvider.class));
        System.out.println(ModuleLayer.boot().findModule("java.sql").get().canUse(java.sql.Driver.class));
        System.out.println(Arrays.toString(Object.class.getModule().getAnnotations()) + " " + ProxyResources.class.getModule().getAnnotation(Deprecated.class)
                + " " + ProxyResources.class.getModule().getDeclaredAnnotations().length);
        for (Module m : ModuleLayer.boot().modules()) {
            if (m.getAnnotations().length > 0) {
                System.out.println(m);
            }
        }
        System.out.println(ProxyResources.class.getModule().getPackages().contains("org.orbitmc.programs.seq")
                + " " + ProxyResources.class.getModule().getPackages().stream().anyMatch(p -> p.startsWith("jdk.proxy")));
    }
}
