/*
 * ResourceBundles: ResourceBundle.getBundle as the JDK finds bundles for the class path's unnamed module: properties
 * files on the class path and ListResourceBundle classes, the candidate-locale fallback chain (de_AT, de, root),
 * parents, keySet, MessageFormat on a bundle string, the missing-bundle and missing-key exceptions, and class-path
 * resources read through Class, ClassLoader and Module (the class path's unnamed module and a JDK module).
 */
package org.orbitmc.programs.seq;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.util.ListResourceBundle;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import java.util.TreeSet;

public class ResourceBundles {
    private static final String BASE = "org.orbitmc.programs.seq.bundles.messages";

    public static class Labels extends ListResourceBundle {
        @Override
        protected Object[][] getContents() {
            return new Object[][] {{"ok", "OK"}, {"cancel", "Cancel"}, {"size", 3}};
        }
    }

    public static class Labels_de extends ListResourceBundle {
        @Override
        protected Object[][] getContents() {
            return new Object[][] {{"cancel", "Abbrechen"}};
        }
    }

    public static void main(String[] args) throws IOException {
        Locale.setDefault(Locale.ENGLISH);
        for (Locale l : new Locale[] {Locale.ROOT, Locale.FRENCH, Locale.FRANCE, new Locale("de", "AT"), Locale.GERMAN, Locale.ITALIAN}) {
            ResourceBundle b = ResourceBundle.getBundle(BASE, l);
            System.out.println(l + " -> [" + b.getLocale() + "] " + b.getString("greeting") + " / " + b.getString("farewell")
                    + " " + new TreeSet<>(b.keySet()));
        }
        ResourceBundle root = ResourceBundle.getBundle(BASE, Locale.ROOT);
        System.out.println(MessageFormat.format(root.getString("count"), 3));
        String labels = ResourceBundles.class.getName() + "$Labels";
        ResourceBundle de = ResourceBundle.getBundle(labels, Locale.GERMANY);
        System.out.println(de.getString("ok") + " " + de.getString("cancel") + " " + de.getObject("size") + " [" + de.getLocale() + "]");
        System.out.println(ResourceBundle.getBundle(labels) == ResourceBundle.getBundle(labels));
        try {
            ResourceBundle.getBundle("org.orbitmc.programs.seq.bundles.absent", Locale.ROOT);
        } catch (MissingResourceException e) {
            System.out.println(e.getMessage() + " | " + e.getClassName() + " | " + e.getKey());
        }
        try {
            root.getString("nope");
        } catch (MissingResourceException e) {
            System.out.println(e.getMessage() + " | " + e.getKey());
        }
        String path = "/org/orbitmc/programs/seq/bundles/messages_fr.properties";
        try (InputStream in = ResourceBundles.class.getResourceAsStream(path)) {
            System.out.println(new String(in.readAllBytes(), StandardCharsets.ISO_8859_1).trim());
        }
        try (InputStream in = ResourceBundles.class.getModule().getResourceAsStream(path.substring(1))) {
            System.out.println(in.readAllBytes().length);
        }
        System.out.println(ResourceBundles.class.getClassLoader().getResource(path.substring(1)).getPath().endsWith(path));
        System.out.println(ResourceBundles.class.getResourceAsStream("bundles/missing.properties"));
        Module base = Object.class.getModule(); // a JDK module's resources: class files are readable, the rest encapsulated
        try (InputStream in = base.getResourceAsStream("java/lang/Object.class")) {
            System.out.println(in != null);
        }
        System.out.println(base.getResourceAsStream("jdk/internal/icu/impl/data/icudt67b/nfc.nrm"));
        System.out.println(base.getResourceAsStream("no/such/resource.txt"));
    }
}
