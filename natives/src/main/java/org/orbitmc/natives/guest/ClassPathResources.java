package org.orbitmc.natives.guest;

import java.io.ByteArrayInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLConnection;
import java.net.URLStreamHandler;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;

/**
 * Runs inside the Orbit VM: the resources of the application class path as the built-in loaders find them
 * ({@code BuiltinClassLoader.findResource(s)OnClassPath}, behind {@code getResource(s)} and {@code ServiceLoader}).
 * Their URLs are those {@code java} gives ({@code file:/dir/META-INF/services/p.S}, {@code jar:file:/a.jar!/...}),
 * opened by this handler from the class path Orbit reads (the natives {@link #find} and {@link #read}), without the
 * program's file system: the class path is input, the same in every state.
 */
public final class ClassPathResources extends URLStreamHandler {
    private static final ClassPathResources HANDLER = new ClassPathResources();

    private ClassPathResources() {
    }

    /** The first URL of a resource on {@code loader}'s class path, or null. */
    static URL first(ClassLoader loader, String name) throws MalformedURLException {
        String[] urls = find(loader, name);
        return urls.length == 0 ? null : url(urls[0]);
    }

    /** Module.getResourceAsStream of a class-path class's unnamed module: the resource on its loader's class path. */
    static InputStream stream(ClassLoader loader, String name) throws IOException {
        URL url = first(loader, name.startsWith("/") ? name.substring(1) : name);
        return url == null ? null : url.openStream();
    }

    /** Every URL of a resource on {@code loader}'s class path, in class-path order. */
    static Enumeration<URL> all(ClassLoader loader, String name) throws MalformedURLException {
        List<URL> urls = new ArrayList<>();
        for (String u : find(loader, name)) {
            urls.add(url(u));
        }
        return Collections.enumeration(urls);
    }

    /** BuiltinClassLoader.findMiscResource: the resource in the JDK modules {@code loader} defines, as jrt: URLs. */
    static List<URL> inModules(ClassLoader loader, String name) throws MalformedURLException {
        List<URL> urls = new ArrayList<>();
        for (String u : findInModules(loader, name)) {
            urls.add(url(u));
        }
        return urls;
    }

    /** A URL this handler opens ({@code jrt:/java.base/java/lang/String.class} for Class.getResource of a JDK class). */
    static URL url(String spec) throws MalformedURLException {
        int colon = spec.indexOf(':');
        return new URL(spec.substring(0, colon), "", -1, spec.substring(colon + 1), HANDLER);
    }

    /** The URLs of the class-path entries holding resource {@code name}; none when {@code loader} has no class path. */
    private static native String[] find(ClassLoader loader, String name);

    /** The URLs of a resource in the JDK modules of the boot layer that {@code loader} defines (encapsulation kept). */
    private static native String[] findInModules(ClassLoader loader, String name);

    /** The bytes of the resource at a URL {@link #find} or {@link #findInModules} gave, or null. */
    private static native byte[] read(String url);

    @Override
    protected URLConnection openConnection(URL u) {
        return new Connection(u);
    }

    private static final class Connection extends URLConnection {
        Connection(URL url) {
            super(url);
        }

        @Override
        public void connect() {
            connected = true;
        }

        /** The resource's size, as java's file: and jar: connections report it (-1 when it cannot be read). */
        @Override
        public long getContentLengthLong() {
            byte[] bytes = read(url.toExternalForm());
            return bytes == null ? -1 : bytes.length;
        }

        @Override
        public InputStream getInputStream() throws FileNotFoundException {
            byte[] bytes = read(url.toExternalForm());
            if (bytes == null) {
                throw new FileNotFoundException(url.toExternalForm());
            }
            connected = true;
            return new ByteArrayInputStream(bytes);
        }
    }
}
