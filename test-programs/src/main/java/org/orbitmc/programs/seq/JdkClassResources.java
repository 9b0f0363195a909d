/*
 * JdkClassResources: Class.getResource of JDK classes gives java's jrt: URLs (which open), relative and absolute
 * names, absent resources and resources encapsulated in a module's package (null), other modules' classes, and the
 * application loader finding JDK class files too.
 */
package org.orbitmc.programs.seq;

import java.io.InputStream;
import java.net.URL;

public class JdkClassResources {
    public static void main(String[] args) throws Exception {
        URL s = String.class.getResource("String.class");
        System.out.println(s + " " + s.getProtocol() + " " + s.getPath());
        try (InputStream in = s.openStream()) {
            byte[] b = in.readNBytes(4);
            System.out.printf("%02x%02x%02x%02x%n", b[0], b[1], b[2], b[3]);
        }
        System.out.println(Object.class.getResource("/java/util/List.class") + " " + String.class.getResource("Nope.class") + " "
                + java.sql.Connection.class.getResource("Connection.class"));
        System.out.println(Character.class.getResource("/java/lang/uniName.dat") + " " + String.class.getResource("/META-INF/MANIFEST.MF"));
        System.out.println(ClassLoader.getSystemResource("java/lang/String.class") + " " + ClassLoader.getSystemResource("java/lang/Nope.class"));
        System.out.println(Thread.class.getResource("Thread.class").equals(Thread.class.getResource("/java/lang/Thread.class")) + " "
                + int[].class.getResource("/java/lang/Integer.class"));
    }
}
