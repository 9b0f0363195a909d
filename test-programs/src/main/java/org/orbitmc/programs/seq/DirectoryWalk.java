/*
 * DirectoryWalk: a tree made under java.io.tmpdir, then Files.walk (with and without a depth), Files.list,
 * Files.find, a glob DirectoryStream, File.listFiles with a filter, and deleting the tree deepest first.
 */
package org.orbitmc.programs.seq;

import java.io.File;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class DirectoryWalk {
    public static void main(String[] args) throws IOException {
        Path root = Path.of(System.getProperty("java.io.tmpdir"), "orbit-DirectoryWalk-" + System.nanoTime());
        for (String d : new String[] {"a/b/c", "a/d", "e"}) {
            Files.createDirectories(root.resolve(d));
        }
        for (String f : new String[] {"a/one.txt", "a/b/two.txt", "a/b/c/three.md", "e/four.txt", "five.md"}) {
            Files.writeString(root.resolve(f), f);
        }
        try (Stream<Path> s = Files.walk(root)) {
            System.out.println("walk: " + s.map(p -> root.relativize(p).toString()).sorted().collect(Collectors.toList()));
        }
        try (Stream<Path> s = Files.walk(root, 1)) {
            System.out.println("walk 1: " + s.map(p -> root.relativize(p).toString()).sorted().collect(Collectors.toList()));
        }
        try (Stream<Path> s = Files.list(root.resolve("a"))) {
            System.out.println("list a: " + s.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList()));
        }
        try (Stream<Path> s = Files.find(root, 10, (p, attrs) -> attrs.isRegularFile() && p.toString().endsWith(".md"))) {
            System.out.println("find *.md: " + s.map(p -> root.relativize(p).toString()).sorted().collect(Collectors.toList()));
        }
        List<String> globbed = new ArrayList<>();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(root.resolve("a"), "*.txt")) {
            for (Path p : ds) {
                globbed.add(p.getFileName().toString());
            }
        }
        System.out.println("glob: " + globbed);
        File[] dirs = root.toFile().listFiles(File::isDirectory);
        Arrays.sort(dirs);
        System.out.println("listFiles dirs: " + Arrays.stream(dirs).map(File::getName).collect(Collectors.toList()));
        System.out.println("sizes: " + Files.size(root.resolve("a/b/c/three.md")) + " " + root.resolve("five.md").toFile().length());
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).collect(Collectors.toList())) {
                Files.delete(p);
            }
        }
        System.out.println("gone: " + !Files.exists(root));
    }
}
