/*
 * ClassPathResourceDirectories: a directory of the class path is a resource as java's loaders find it (a URL, in
 * getResources too; the class path's root for ""), a missing one is not, and a resource file's connection reports
 * its length. Reading the listing of a directory is not modelled (Orbit stops), so this program only asks for URLs.
 */
package org.orbitmc.programs.seq;

import java.net.URL;
import java.net.URLConnection;
import java.util.Collections;

public class ClassPathResourceDirectories {
    public static void main(String[] args) throws Exception {
        ClassLoader cl = ClassPathResourceDirectories.class.getClassLoader();
        String dir = "org/orbitmc/programs/seq/bundles";
        URL bundles = cl.getResource(dir + "/messages.properties");
        URL directory = cl.getResource(dir);
        System.out.println(directory == null ? "no directory entry" : directory.getProtocol() + " " + directory.getPath().endsWith("/" + dir)
                + " " + cl.getResource(dir + "/").getPath().endsWith("/" + dir + "/"));
        System.out.println(cl.getResource("org/orbitmc/programs/seq/nope") + " " + cl.getResource("org/orbitmc/programs/seq/nope/")
                + " " + Collections.list(cl.getResources(dir)).size());
        URL here = ClassPathResourceDirectories.class.getResource("");
        System.out.println(here == null ? "no directory entry" : here.getPath().endsWith("/org/orbitmc/programs/seq/") + " "
                + here.getProtocol().equals(bundles.getProtocol()));
        URL root = cl.getResource("");
        System.out.println(root == null ? "no root (a jar)" : root.getPath().endsWith("/") + " " + root.getProtocol());
        URL props = cl.getResource(dir + "/messages.properties");
        URLConnection c = props.openConnection();
        System.out.println(c.getContentLengthLong() + " " + c.getContentLength() + " " + props.openStream().readAllBytes().length);
    }
}
