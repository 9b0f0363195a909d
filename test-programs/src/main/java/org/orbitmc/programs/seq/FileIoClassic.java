/*
 * FileIoClassic: java.io on files, under a directory it makes in java.io.tmpdir and deletes: File queries (exists,
 * isFile, isDirectory, length, list), mkdir/mkdirs, FileWriter/FileReader/BufferedReader, FileOutputStream in append
 * mode, FileInputStream.available/skip, RandomAccessFile seek/write/read/setLength, renameTo, delete (a non-empty
 * directory refused), FileNotFoundException messages, createNewFile, reading a file on the class path's side
 * (the working directory), a PrintStream on FileDescriptor.out. Prints no path that differs between runs.
 */
package org.orbitmc.programs.seq;

import java.io.BufferedReader;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.FileReader;
import java.io.FileWriter;
import java.io.FileDescriptor;
import java.io.IOException;
import java.io.PrintStream;
import java.io.RandomAccessFile;
import java.util.Arrays;

public class FileIoClassic {
    public static void main(String[] args) throws IOException {
        File dir = new File(System.getProperty("java.io.tmpdir"), "orbit-FileIoClassic-" + System.nanoTime());
        System.out.println("exists before: " + dir.exists() + ", mkdir: " + dir.mkdir() + ", again: " + dir.mkdir() + ", isDirectory: " + dir.isDirectory());
        File nested = new File(dir, "x/y/z");
        System.out.println("mkdirs: " + nested.mkdirs() + " " + nested.isDirectory());
        File f = new File(dir, "a.txt");
        try (FileWriter w = new FileWriter(f)) {
            w.write("hello\nworld\n");
        }
        System.out.println("length " + f.length() + ", isFile " + f.isFile() + ", canRead " + f.canRead() + ", canWrite " + f.canWrite());
        try (BufferedReader r = new BufferedReader(new FileReader(f))) {
            String line;
            while ((line = r.readLine()) != null) {
                System.out.println("line: " + line);
            }
        }
        try (FileOutputStream out = new FileOutputStream(f, true)) {
            out.write("more\n".getBytes());
            out.write('!');
        }
        try (FileInputStream in = new FileInputStream(f)) {
            System.out.println("available " + in.available() + ", skip " + in.skip(6) + ", read " + (char) in.read() + ", available " + in.available());
            System.out.println("rest: " + new String(in.readAllBytes()).replace("\n", "|"));
            System.out.println("at end: " + in.read() + " " + in.read(new byte[4]));
        }
        try (RandomAccessFile raf = new RandomAccessFile(f, "rw")) {
            raf.seek(6);
            raf.write('W');
            System.out.println("raf length " + raf.length() + ", pointer " + raf.getFilePointer());
            raf.seek(0);
            byte[] five = new byte[5];
            raf.readFully(five);
            System.out.println("raf read " + new String(five));
            raf.seek(raf.length());
            raf.writeInt(0x41424344);
            raf.setLength(raf.length() - 2);
            System.out.println("raf length " + raf.length() + ", pointer " + raf.getFilePointer());
        }
        try (FileInputStream in = new FileInputStream(f)) {
            System.out.println("after raf: " + new String(in.readAllBytes()).replace("\n", "|"));
        }
        String[] names = dir.list();
        Arrays.sort(names);
        System.out.println("list: " + Arrays.toString(names));
        File g = new File(dir, "b.txt");
        System.out.println("rename: " + f.renameTo(g) + ", old exists " + f.exists() + ", new exists " + g.exists() + ", length " + g.length());
        try {
            new FileInputStream(f).close();
        } catch (FileNotFoundException e) {
            System.out.println("FileNotFoundException: " + e.getMessage().substring(dir.getPath().length()));
        }
        try {
            new FileReader(dir).close();
        } catch (FileNotFoundException e) {
            System.out.println("FileNotFoundException: " + e.getMessage().substring(dir.getPath().length()));
        }
        File created = new File(dir, "new.txt");
        System.out.println("createNewFile: " + created.createNewFile() + " " + created.createNewFile() + " " + created.length());
        System.out.println("delete non-empty dir: " + dir.delete());
        System.out.println("delete: " + g.delete() + " " + created.delete() + " " + g.delete());
        System.out.println("delete tree: " + nested.delete() + " " + nested.getParentFile().delete() + " " + nested.getParentFile().getParentFile().delete());
        System.out.println("delete dir: " + dir.delete() + ", exists " + dir.exists() + ", list " + dir.list());
        System.out.println("absolute of relative: " + new File("some/where").getAbsolutePath().equals(System.getProperty("user.dir") + "/some/where"));
        System.out.println("relative missing: " + new File("surely-not-here.txt").exists());
        File java = new File(System.getProperty("java.home"), "release");
        try (BufferedReader r = new BufferedReader(new FileReader(java))) {
            System.out.println("host file readable: " + (r.readLine() != null) + " " + java.isFile());
        }
        PrintStream direct = new PrintStream(new FileOutputStream(FileDescriptor.out), true);
        direct.println("through FileDescriptor.out");
        System.out.println("and System.out again");
    }
}
