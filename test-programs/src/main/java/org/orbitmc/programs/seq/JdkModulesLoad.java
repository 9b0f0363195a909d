/*
 * JdkModulesLoad: classes of JDK modules other than java.base load and run with their module and loader:
 * javax.sql (java.sql, whose package directory java.sql.rowset's image also lists), java.util.logging
 * (java.logging: Level parsing and names), java.sql.Timestamp/Date arithmetic, javax.sql.rowset constants,
 * java.beans (java.desktop), javax.xml constants (java.xml), jdk.net options (jdk.net), a jdk.* internal
 * class by Class.forName through the platform loader; Module.canRead between named modules and canUse;
 * a module's descriptor (the JDK's parse of its module-info).
 */
package org.orbitmc.programs.seq;

import java.sql.Timestamp;
import java.util.logging.Level;

public class JdkModulesLoad {
    static void show(Class<?> c) {
        ClassLoader l = c.getClassLoader();
        System.out.println(c.getName() + " in " + c.getModule().getName() + " by " + (l == null ? "boot" : l.getName()));
    }

    public static void main(String[] args) throws Exception {
        show(javax.sql.DataSource.class);
        show(javax.sql.rowset.RowSetProvider.class);
        show(Level.class);
        show(java.beans.PropertyChangeEvent.class);
        show(javax.xml.XMLConstants.class);
        show(java.net.http.HttpClient.class);
        show(javax.script.ScriptEngine.class);
        System.out.println(Level.parse("WARNING") + " " + Level.parse("800").getName() + " " + Level.FINE.intValue());
        Timestamp t = new Timestamp(86_400_000L * 365);
        t.setNanos(5);
        System.out.println(t.getTime() + " " + t.getNanos() + " " + t.after(new Timestamp(0)));
        System.out.println(java.sql.Types.VARCHAR + " " + javax.xml.XMLConstants.XML_NS_URI);
        java.beans.PropertyChangeEvent e = new java.beans.PropertyChangeEvent("src", "size", 1, 2);
        System.out.println(e.getPropertyName() + " " + e.getOldValue() + " -> " + e.getNewValue());
        Class<?> c = Class.forName("javax.sql.rowset.serial.SerialBlob", false, ClassLoader.getPlatformClassLoader());
        show(c);
        try {
            Class.forName("javax.sql.rowset.serial.SerialBlob", false, null);
        } catch (ClassNotFoundException x) {
            System.out.println("boot loader: " + x.getMessage());
        }
        Module sql = java.sql.Connection.class.getModule();
        Module logging = Level.class.getModule();
        Module base = Object.class.getModule();
        System.out.println(sql.canRead(logging) + " " + sql.canRead(base) + " " + logging.canRead(sql) + " "
                + sql.canRead(java.beans.PropertyChangeEvent.class.getModule()));
        System.out.println(sql.canUse(java.sql.Driver.class) + " " + JdkModulesLoad.class.getModule().canRead(sql));
        java.lang.module.ModuleDescriptor d = sql.getDescriptor();
        System.out.println(d.name() + " " + d.isAutomatic() + " " + new java.util.TreeSet<>(d.packages()) + " " + d.uses());
        d.requires().stream().map(r -> r.name() + " " + r.modifiers()).sorted().forEach(System.out::println);
        System.out.println(JdkModulesLoad.class.getModule().getDescriptor() + " " + base.getDescriptor().name());
    }
}
