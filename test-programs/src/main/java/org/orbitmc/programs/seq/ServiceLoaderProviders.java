/*
 * ServiceLoaderProviders: ServiceLoader over META-INF/services of the class path (a provider file with
 * comments, blank lines and two providers, in order; lazy iteration; stream of provider types; reload; a service
 * without providers; findFirst), class-path resources through the application loader (getResource URL's tail,
 * getResources count, getResourceAsStream contents) and Class.getResourceAsStream of the program's own resource.
 */
package org.orbitmc.programs.seq;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.Iterator;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

public class ServiceLoaderProviders {
    public interface Greeter {
        String greet(String who);
    }

    public interface Unprovided {
    }

    public static class English implements Greeter {
        static {
            System.out.println("English initialized");
        }

        @Override
        public String greet(String who) {
            return "Hello, " + who;
        }
    }

    public static class French implements Greeter {
        @Override
        public String greet(String who) {
            return "Bonjour, " + who;
        }
    }

    public static void main(String[] args) throws IOException {
        ServiceLoader<Greeter> loader = ServiceLoader.load(Greeter.class);
        System.out.println(loader);
        for (Greeter g : loader) {
            System.out.println(g.getClass().getSimpleName() + ": " + g.greet("world"));
        }
        Iterator<Greeter> again = loader.iterator();
        System.out.println("cached: " + again.hasNext() + " " + again.next().greet("again"));
        System.out.println(loader.stream().map(p -> p.type().getSimpleName()).collect(Collectors.toList()));
        loader.reload();
        System.out.println(loader.findFirst().map(g -> g.greet("first")).orElse("none"));
        System.out.println(ServiceLoader.load(Unprovided.class).findFirst().isPresent());
        ClassLoader app = ClassLoader.getSystemClassLoader();
        String name = "META-INF/services/" + Greeter.class.getName();
        URL url = app.getResource(name);
        String s = url.toString();
        System.out.println(url.getProtocol() + " ..." + s.substring(s.indexOf("/META-INF/")));
        System.out.println(Collections.list(app.getResources(name)).size());
        System.out.println(app.getResource("no/such/resource.txt"));
        try (InputStream in = app.getResourceAsStream(name)) {
            System.out.println(new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().filter(l -> !l.isBlank()).count() + " lines");
        }
        try (BufferedReader r = new BufferedReader(new InputStreamReader(ServiceLoaderProviders.class.getResourceAsStream("/" + name), StandardCharsets.UTF_8))) {
            System.out.println(r.readLine());
        }
        System.out.println(ServiceLoaderProviders.class.getResourceAsStream("missing.txt"));
    }
}
