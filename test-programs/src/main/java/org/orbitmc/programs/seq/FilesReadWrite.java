/*
 * FilesReadWrite: java.nio.file on files, under a directory it makes in java.io.tmpdir and deletes: Path
 * normalization, Files.writeString/write (append)/readString/readAllBytes/readAllLines/lines, newBufferedWriter and
 * newBufferedReader, size, copy and move, FileChannel position/read/write/size/truncate, the exceptions
 * (NoSuchFileException, FileAlreadyExistsException, DirectoryNotEmptyException), deleteIfExists.
 */
package org.orbitmc.programs.seq;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class FilesReadWrite {
    public static void main(String[] args) throws IOException {
        System.out.println(Path.of("a/../b/./c").normalize() + " " + Path.of("x").toAbsolutePath().equals(Path.of(System.getProperty("user.dir"), "x")));
        Path dir = Path.of(System.getProperty("java.io.tmpdir"), "orbit-FilesReadWrite-" + System.nanoTime());
        System.out.println("exists " + Files.exists(dir) + ", tmpdir is a directory " + Files.isDirectory(dir.getParent()));
        Files.createDirectories(dir.resolve("sub"));
        Path f = dir.resolve("a.txt");
        Files.writeString(f, "alpha\nbeta\n");
        Files.write(f, List.of("gamma", "délta"), StandardOpenOption.APPEND);
        System.out.println(Files.readString(f).replace("\n", "|") + " size " + Files.size(f));
        System.out.println("bytes " + Files.readAllBytes(f).length + ", lines " + Files.readAllLines(f));
        try (Stream<String> lines = Files.lines(f)) {
            System.out.println("long lines: " + lines.filter(s -> s.length() > 4).collect(Collectors.joining(",")));
        }
        try (BufferedWriter w = Files.newBufferedWriter(dir.resolve("sub/b.txt"))) {
            w.write("bee");
            w.newLine();
            w.write("second");
        }
        try (BufferedReader r = Files.newBufferedReader(dir.resolve("sub/b.txt"))) {
            System.out.println(r.readLine() + " / " + r.readLine() + " / " + r.readLine());
        }
        Files.copy(f, dir.resolve("c.txt"));
        Files.move(dir.resolve("c.txt"), dir.resolve("d.txt"));
        System.out.println("copy/move: " + Files.exists(dir.resolve("c.txt")) + " " + Files.readString(dir.resolve("d.txt")).equals(Files.readString(f)));
        try (FileChannel ch = FileChannel.open(dir.resolve("e.bin"), StandardOpenOption.CREATE_NEW, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            ch.write(ByteBuffer.wrap("0123456789".getBytes(StandardCharsets.US_ASCII)));
            System.out.println("channel size " + ch.size() + " position " + ch.position());
            ch.position(3);
            ByteBuffer four = ByteBuffer.allocate(4);
            System.out.println("read " + ch.read(four) + " " + new String(four.array(), StandardCharsets.US_ASCII) + " position " + ch.position());
            ch.truncate(5);
            System.out.println("truncated size " + ch.size() + " position " + ch.position());
            ch.write(ByteBuffer.wrap(new byte[] {'x'}), 8);
            System.out.println("size after write at 8: " + ch.size());
        }
        try {
            Files.readString(dir.resolve("nope"));
        } catch (NoSuchFileException e) {
            System.out.println("NoSuchFileException " + dir.relativize(Path.of(e.getMessage())));
        }
        try {
            Files.createDirectory(dir.resolve("sub"));
        } catch (FileAlreadyExistsException e) {
            System.out.println("FileAlreadyExistsException " + dir.relativize(Path.of(e.getMessage())));
        }
        try {
            Files.delete(dir);
        } catch (DirectoryNotEmptyException e) {
            System.out.println("DirectoryNotEmptyException " + e.getMessage().equals(dir.toString()));
        }
        System.out.println("kinds: " + Files.isRegularFile(f) + " " + Files.isDirectory(f) + " " + Files.isDirectory(dir.resolve("sub")));
        for (String name : new String[] {"a.txt", "d.txt", "e.bin", "sub/b.txt", "sub"}) {
            Files.delete(dir.resolve(name));
        }
        System.out.println("deleteIfExists: " + Files.deleteIfExists(dir) + " " + Files.deleteIfExists(dir) + ", exists " + Files.exists(dir));
    }
}
