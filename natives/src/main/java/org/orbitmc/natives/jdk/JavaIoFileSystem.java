package org.orbitmc.natives.jdk;

import java.io.File;

import org.orbitmc.natives.Guest;
import org.orbitmc.natives.ProgramStreams;
import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.JdkField;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * java.io's natives on the program's file system ({@code FileOverlay}): UnixFileSystem (File's queries and changes),
 * FileInputStream, FileOutputStream, RandomAccessFile and FileDescriptor. Each checks its arguments as the JDK's C
 * code does and continues in the overlay; descriptors 0-2 are the program's standard streams.
 */
public final class JavaIoFileSystem {
    private static final String S = "Ljava/lang/String;";
    private static final String F = "Ljava/io/File;";
    private static final int READ = 1, WRITE = 2, APPEND = 4, CREATE = 8, TRUNCATE = 16;

    private JavaIoFileSystem() {
    }

    public static void register(NativeRegistry r, ProgramStreams streams) {
        for (String c : new String[] {"java/io/UnixFileSystem", "java/io/FileInputStream", "java/io/FileOutputStream",
            "java/io/RandomAccessFile", "java/io/FileDescriptor"}) {
            r.bind(c, "initIDs", "()V", (vm, a) -> 0);
        }
        fileSystem(r);
        fileDescriptor(r);
        streams(r, streams);
        randomAccessFile(r, streams);
    }

    private static void fileSystem(NativeRegistry r) {
        String u = "java/io/UnixFileSystem";
        r.bind(u, "canonicalize0", "(" + S + ")" + S, (vm, a) -> {
            try {
                return Guest.str(vm, new File(Guest.host(vm, a.refAt(0))).getCanonicalPath());
            } catch (java.io.IOException e) {
                throw vm.exceptions().exception("java/io/IOException", e.getMessage());
            }
        });
        r.bind(u, "getBooleanAttributes0", "(" + F + ")I", (vm, a) -> onFile(vm, "ioAttributes", "(" + S + ")I", a.refAt(0)));
        r.bind(u, "checkAccess", "(" + F + "I)Z", (vm, a) -> onFile(vm, "ioAccess", "(" + S + "I)Z", a.refAt(0), a.intAt(1)));
        r.bind(u, "getLastModifiedTime", "(" + F + ")J", (vm, a) -> onFile(vm, "modified", "(" + S + ")J", a.refAt(0)));
        r.bind(u, "getLength", "(" + F + ")J", (vm, a) -> onFile(vm, "length", "(" + S + ")J", a.refAt(0)));
        r.bind(u, "createFileExclusively", "(" + S + ")Z", (vm, a) -> OrbitFileOverlay.call(vm, "ioCreateExclusively", "(" + S + ")Z",
                OrbitFileOverlay.absolute(vm, Guest.host(vm, a.refAt(0)))));
        r.bind(u, "delete0", "(" + F + ")Z", (vm, a) -> onFile(vm, "ioDelete", "(" + S + ")Z", a.refAt(0)));
        r.bind(u, "list", "(" + F + ")[" + S, (vm, a) -> onFile(vm, "list", "(" + S + ")[" + S, a.refAt(0)));
        r.bind(u, "createDirectory", "(" + F + ")Z", (vm, a) -> onFile(vm, "ioMkdir", "(" + S + ")Z", a.refAt(0)));
        r.bind(u, "rename0", "(" + F + F + ")Z", (vm, a) -> OrbitFileOverlay.call(vm, "ioRename", "(" + S + S + ")Z",
                path(vm, a.refAt(0)), path(vm, a.refAt(1))));
        r.bind(u, "setLastModifiedTime", "(" + F + "J)Z", (vm, a) -> OrbitFileOverlay.call(vm, "setModified", "(" + S + "J)Z",
                path(vm, a.refAt(0)), a.longAt(1)));
        r.bind(u, "setPermission", "(" + F + "IZZ)Z", (vm, a) -> {
            throw new UnsupportedFeatureException("changing a file's permissions (File.setReadable/setWritable/setExecutable)");
        });
        r.bind(u, "setReadOnly", "(" + F + ")Z", (vm, a) -> {
            throw new UnsupportedFeatureException("changing a file's permissions (File.setReadOnly)");
        });
        r.bind(u, "getSpace", "(" + F + "I)J", (vm, a) -> {
            throw new UnsupportedFeatureException("the space of a file system (File.getTotalSpace/getFreeSpace/getUsableSpace)");
        });
        r.bind(u, "getNameMax0", "(" + S + ")J", (vm, a) -> 255);
    }

    private static void fileDescriptor(NativeRegistry r) {
        // A stream's cleanable closes its descriptor once the stream is unreachable, which the VM never finds out (no
        // reference processing): registering it would only add shared JDK state to every open.
        r.bind("java/io/FileCleanable", "register", "(Ljava/io/FileDescriptor;)V", (vm, a) -> 0);
        String d = "java/io/FileDescriptor";
        r.bind(d, "getHandle", "(I)J", (vm, a) -> -1);
        r.bind(d, "getAppend", "(I)Z", (vm, a) -> 0);
        r.bind(d, "sync", "()V", (vm, a) -> 0);
        r.bind(d, "close0", "()V", (vm, a) -> {
            int fd = (int) Guest.get(vm, a.receiver(), JdkField.FILE_DESCRIPTOR_FD);
            if (fd <= 2) {
                Guest.put(vm, a.receiver(), JdkField.FILE_DESCRIPTOR_FD, -1);
                return 0;
            }
            return OrbitFileOverlay.call(vm, "ioClose", "(Ljava/lang/Object;I)V", a.receiver(), fd);
        });
    }

    private static void streams(NativeRegistry r, ProgramStreams streams) {
        String in = "java/io/FileInputStream";
        r.bind(in, "open0", "(" + S + ")V", (vm, a) -> open(vm, a.receiver(), a.refAt(0), READ));
        r.bind(in, "read0", "()I", (vm, a) -> {
            int fd = fd(vm, a.receiver());
            if (fd == 0) {
                byte[] one = new byte[1];
                return streams.read(one, 0, 1) <= 0 ? -1 : one[0] & 0xFF;
            }
            return OrbitFileOverlay.call(vm, "ioRead", "(I)I", fd);
        });
        r.bind(in, "readBytes", "([BII)I", (vm, a) -> readBytes(vm, a.receiver(), a.refAt(0), a.intAt(1), a.intAt(2), streams));
        r.bind(in, "length0", "()J", (vm, a) -> OrbitFileOverlay.call(vm, "size", "(I)J", fd(vm, a.receiver())));
        r.bind(in, "position0", "()J", (vm, a) -> OrbitFileOverlay.call(vm, "position", "(I)J", fd(vm, a.receiver())));
        r.bind(in, "skip0", "(J)J", (vm, a) -> OrbitFileOverlay.call(vm, "ioSkip", "(IJ)J", fd(vm, a.receiver()), a.longAt(0)));
        r.bind(in, "available0", "()I", (vm, a) -> {
            int fd = fd(vm, a.receiver());
            return fd == 0 ? 0 : OrbitFileOverlay.call(vm, "ioAvailable", "(I)I", fd);
        });
        String out = "java/io/FileOutputStream";
        r.bind(out, "open0", "(" + S + "Z)V", (vm, a) -> open(vm, a.receiver(), a.refAt(0), WRITE | CREATE | (a.booleanAt(1) ? APPEND : TRUNCATE)));
        r.bind(out, "write", "(IZ)V", (vm, a) -> {
            int fd = fd(vm, a.receiver());
            if (fd == 1 || fd == 2) {
                streams.write(fd, new byte[] {(byte) a.intAt(0)}, 0, 1);
                return 0;
            }
            return OrbitFileOverlay.call(vm, "ioWrite", "(II)V", fd, a.intAt(0));
        });
        r.bind(out, "writeBytes", "([BIIZ)V", (vm, a) -> writeBytes(vm, a.receiver(), a.refAt(0), a.intAt(1), a.intAt(2), streams));
    }

    private static void randomAccessFile(NativeRegistry r, ProgramStreams streams) {
        String f = "java/io/RandomAccessFile";
        // RandomAccessFile's mode bits: O_RDONLY 1, O_RDWR 2 (then the file is created), O_SYNC 4, O_DSYNC 8.
        r.bind(f, "open0", "(" + S + "I)V", (vm, a) -> open(vm, a.receiver(), a.refAt(0), (a.intAt(1) & 2) != 0 ? READ | WRITE | CREATE : READ));
        r.bind(f, "read0", "()I", (vm, a) -> OrbitFileOverlay.call(vm, "ioRead", "(I)I", fd(vm, a.receiver())));
        r.bind(f, "readBytes", "([BII)I", (vm, a) -> readBytes(vm, a.receiver(), a.refAt(0), a.intAt(1), a.intAt(2), streams));
        r.bind(f, "write0", "(I)V", (vm, a) -> OrbitFileOverlay.call(vm, "ioWrite", "(II)V", fd(vm, a.receiver()), a.intAt(0)));
        r.bind(f, "writeBytes", "([BII)V", (vm, a) -> writeBytes(vm, a.receiver(), a.refAt(0), a.intAt(1), a.intAt(2), streams));
        r.bind(f, "getFilePointer", "()J", (vm, a) -> OrbitFileOverlay.call(vm, "position", "(I)J", fd(vm, a.receiver())));
        r.bind(f, "seek0", "(J)V", (vm, a) -> OrbitFileOverlay.call(vm, "seek", "(IJ)V", fd(vm, a.receiver()), a.longAt(0)));
        r.bind(f, "length", "()J", (vm, a) -> OrbitFileOverlay.call(vm, "size", "(I)J", fd(vm, a.receiver())));
        r.bind(f, "setLength", "(J)V", (vm, a) -> OrbitFileOverlay.call(vm, "ioSetLength", "(IJ)V", fd(vm, a.receiver()), a.longAt(0)));
    }

    /** The absolute path of a java.io.File. */
    private static String path(Vm vm, long file) {
        return OrbitFileOverlay.absolute(vm, Guest.host(vm, Guest.get(vm, (int) file, JdkField.FILE_PATH)));
    }

    private static long onFile(Vm vm, String name, String descriptor, long file, Object... more) {
        Object[] args = new Object[more.length + 1];
        args[0] = path(vm, file);
        System.arraycopy(more, 0, args, 1, more.length);
        return OrbitFileOverlay.call(vm, name, descriptor, args);
    }

    private static long open(Vm vm, long stream, long name, int flags) {
        if (name == 0) {
            throw vm.exceptions().exception("java/lang/NullPointerException", null);
        }
        String given = Guest.host(vm, name);
        return OrbitFileOverlay.call(vm, "ioOpen", "(Ljava/lang/Object;" + S + S + "I)V",
                (int) Guest.getField(vm, (int) stream, "fd"), given, OrbitFileOverlay.absolute(vm, given), flags);
    }

    /** The descriptor number of an open stream; IOException "Stream Closed" when it is closed, as the JDK's C code. */
    private static int fd(Vm vm, long stream) {
        int fdObject = (int) Guest.getField(vm, (int) stream, "fd");
        int fd = fdObject == 0 ? -1 : (int) Guest.get(vm, fdObject, JdkField.FILE_DESCRIPTOR_FD);
        if (fd == -1) {
            throw vm.exceptions().exception("java/io/IOException", "Stream Closed");
        }
        return fd;
    }

    private static HeapObject checkedArray(Vm vm, long array, int off, int len) {
        if (array == 0) {
            throw vm.exceptions().exception("java/lang/NullPointerException", null);
        }
        HeapObject bytes = vm.heap().get((int) array);
        if (off < 0 || len < 0 || bytes.arrayLength() - off < len) {
            throw vm.exceptions().exception("java/lang/IndexOutOfBoundsException", null);
        }
        return bytes;
    }

    private static long readBytes(Vm vm, long stream, long array, int off, int len, ProgramStreams streams) {
        HeapObject bytes = checkedArray(vm, array, off, len);
        if (len == 0) {
            return 0;
        }
        int fd = fd(vm, stream);
        if (fd == 0) {
            vm.beforeStore(bytes);
            return streams.read((byte[]) bytes.array, off, len);
        }
        return OrbitFileOverlay.call(vm, "ioReadBytes", "(I[BII)I", fd, (int) array, off, len);
    }

    private static long writeBytes(Vm vm, long stream, long array, int off, int len, ProgramStreams streams) {
        HeapObject bytes = checkedArray(vm, array, off, len);
        if (len == 0) {
            return 0;
        }
        int fd = fd(vm, stream);
        if (fd == 1 || fd == 2) {
            streams.write(fd, (byte[]) bytes.array, off, len);
            return 0;
        }
        return OrbitFileOverlay.call(vm, "ioWriteBytes", "(I[BII)V", fd, (int) array, off, len);
    }
}
