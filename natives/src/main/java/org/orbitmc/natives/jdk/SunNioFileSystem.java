package org.orbitmc.natives.jdk;

import java.nio.charset.StandardCharsets;

import org.orbitmc.natives.Guest;
import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.JdkField;
import org.orbitmc.vm.natives.NativeArgs;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * java.nio.file on the program's file system ({@code FileOverlay}). The JDK passes paths to its C code in off-heap
 * buffers (NativeBuffer) and file data through direct buffers, neither of which the VM has; so the small static
 * methods of sun.nio.fs.UnixNativeDispatcher that take a UnixPath, and IOUtil's read and write of one buffer, are
 * replaced: they hand the path (absolute, normalized) or the heap buffer's array to the overlay. Everything above them
 * (Files, the providers, FileChannelImpl, directory streams, Files.walk) is the JDK's own code.
 */
public final class SunNioFileSystem {
    private static final String D = "sun/nio/fs/UnixNativeDispatcher";
    private static final String P = "Lsun/nio/fs/UnixPath;";
    private static final String A = "Lsun/nio/fs/UnixFileAttributes;";
    private static final String S = "Ljava/lang/String;";
    private static final String FD = "Ljava/io/FileDescriptor;";

    private SunNioFileSystem() {
    }

    public static void register(NativeRegistry r) {
        dispatcher(r);
        channels(r);
    }

    private static void dispatcher(NativeRegistry r) {
        // The initializers without loading the JDK's native libraries (whose natives are modelled here).
        r.bind(D, "<clinit>", "()V", (vm, a) -> 0); // capabilities 0: no openat, futimes, lutimes, xattr, birth time
        r.bind("sun/nio/fs/UnixCopyFile", "<clinit>", "()V", (vm, a) -> 0);
        r.bind("sun/nio/fs/UnixCopyFile", "transfer", "(IIJ)V", (vm, a) -> OrbitFileOverlay.call(vm, "nioTransfer", "(II)V",
                a.intAt(0), a.intAt(1)));
        r.bind(D, "getcwd", "()[B", (vm, a) -> OrbitFileOverlay.bytes(vm, vm.options().host().workingDirectory().getBytes(StandardCharsets.UTF_8)));
        r.bind(D, "strerror", "(I)[B", (vm, a) -> OrbitFileOverlay.bytes(vm, strerror(a.intAt(0)).getBytes(StandardCharsets.UTF_8)));
        r.bind(D, "open", "(" + P + "II)I", (vm, a) -> onPath(vm, "nioOpen", "(" + S + "II)I", a.refAt(0), a.intAt(1), a.intAt(2)));
        r.bind(D, "close", "(I)V", (vm, a) -> a.intAt(0) == -1 ? 0 : OrbitFileOverlay.call(vm, "nioClose", "(I)V", a.intAt(0)));
        r.bind(D, "stat", "(" + P + A + ")V", (vm, a) -> onPath(vm, "nioStat", "(" + S + "Ljava/lang/Object;)V", a.refAt(0), a.refAt(1)));
        r.bind(D, "lstat", "(" + P + A + ")V", (vm, a) -> onPath(vm, "nioStat", "(" + S + "Ljava/lang/Object;)V", a.refAt(0), a.refAt(1)));
        r.bind(D, "stat", "(" + P + ")I", (vm, a) -> onPath(vm, "nioMode", "(" + S + ")I", a.refAt(0)));
        r.bind(D, "fstat", "(I" + A + ")V", (vm, a) -> OrbitFileOverlay.call(vm, "nioFstat", "(ILjava/lang/Object;)V", a.intAt(0), a.refAt(1)));
        r.bind(D, "exists", "(" + P + ")Z", (vm, a) -> onPath(vm, "nioExists", "(" + S + ")Z", a.refAt(0)));
        r.bind(D, "access", "(" + P + "I)V", (vm, a) -> onPath(vm, "nioAccess", "(" + S + "I)V", a.refAt(0), a.intAt(1)));
        r.bind(D, "mkdir", "(" + P + "I)V", (vm, a) -> onPath(vm, "nioMkdir", "(" + S + "I)V", a.refAt(0), a.intAt(1)));
        r.bind(D, "rmdir", "(" + P + ")V", (vm, a) -> onPath(vm, "nioRmdir", "(" + S + ")V", a.refAt(0)));
        r.bind(D, "unlink", "(" + P + ")V", (vm, a) -> onPath(vm, "nioUnlink", "(" + S + ")V", a.refAt(0)));
        r.bind(D, "rename", "(" + P + P + ")V", (vm, a) -> OrbitFileOverlay.call(vm, "nioRename", "(" + S + S + ")V",
                path(vm, a.refAt(0)), path(vm, a.refAt(1))));
        r.bind(D, "realpath", "(" + P + ")[B", (vm, a) -> onPath(vm, "nioRealPath", "(" + S + ")[B", a.refAt(0)));
        r.bind(D, "opendir", "(" + P + ")J", (vm, a) -> onPath(vm, "nioOpendir", "(" + S + ")J", a.refAt(0)));
        r.bind(D, "readdir", "(J)[B", (vm, a) -> OrbitFileOverlay.call(vm, "nioReaddir", "(J)[B", a.longAt(0)));
        r.bind(D, "closedir", "(J)V", (vm, a) -> OrbitFileOverlay.call(vm, "nioClosedir", "(J)V", a.longAt(0)));
    }

    private static void channels(NativeRegistry r) {
        String io = "sun/nio/ch/IOUtil";
        r.bind(io, "<clinit>", "()V", (vm, a) -> {
            Guest.putStatic(vm, io, "$assertionsDisabled", 1);
            Guest.putStatic(vm, io, "NIO_ACCESS", Guest.callStatic(vm, "jdk/internal/access/SharedSecrets", "getJavaNioAccess",
                    "()Ljdk/internal/access/JavaNioAccess;"));
            Guest.putStatic(vm, io, "IOV_MAX", 1024);
            return 0;
        });
        r.bind(io, "fdVal", "(" + FD + ")I", (vm, a) -> Guest.get(vm, a.refAt(0), JdkField.FILE_DESCRIPTOR_FD));
        r.bind(io, "setfdVal", "(" + FD + "I)V", (vm, a) -> {
            Guest.put(vm, a.refAt(0), JdkField.FILE_DESCRIPTOR_FD, a.intAt(1));
            return 0;
        });
        r.bind(io, "read", "(" + FD + "Ljava/nio/ByteBuffer;JZZILsun/nio/ch/NativeDispatcher;)I", (vm, a) -> transfer(vm, a, "nioRead"));
        r.bind(io, "write", "(" + FD + "Ljava/nio/ByteBuffer;JZZILsun/nio/ch/NativeDispatcher;)I", (vm, a) -> transfer(vm, a, "nioWrite"));
        String t = "sun/nio/ch/NativeThread";
        r.bind(t, "init", "()V", (vm, a) -> 0);
        r.bind(t, "current", "()J", (vm, a) -> -1); // as on systems that need no signal to interrupt I/O
        r.bind(t, "signal", "(J)V", (vm, a) -> 0);
        String c = "sun/nio/ch/FileChannelImpl";
        r.bind(c, "initIDs", "()J", (vm, a) -> 4096); // the allocation granularity: a page
        r.bind(c, "maxDirectTransferSize0", "()I", (vm, a) -> 0x7ffff000);
        r.bind(c, "transferTo0", "(" + FD + "JJ" + FD + ")J", (vm, a) -> -4); // IOStatus.UNSUPPORTED: the JDK copies itself
        r.bind(c, "map0", "(IJJZ)J", (vm, a) -> {
            throw new UnsupportedFeatureException("memory-mapped files (FileChannel.map)");
        });
        String f = "sun/nio/ch/FileDispatcherImpl";
        r.bind(f, "init", "()V", (vm, a) -> 0);
        r.bind(f, "size0", "(" + FD + ")J", (vm, a) -> OrbitFileOverlay.call(vm, "size", "(I)J", fd(vm, a.refAt(0))));
        r.bind(f, "seek0", "(" + FD + "J)J", (vm, a) -> OrbitFileOverlay.call(vm, "nioSeek", "(IJ)J", fd(vm, a.refAt(0)), a.longAt(1)));
        r.bind(f, "truncate0", "(" + FD + "J)I", (vm, a) -> OrbitFileOverlay.call(vm, "nioTruncate", "(IJ)I", fd(vm, a.refAt(0)), a.longAt(1)));
        r.bind(f, "force0", "(" + FD + "Z)I", (vm, a) -> 0);
        r.bind(f, "preClose0", "(" + FD + ")V", (vm, a) -> 0);
        r.bind(f, "close0", "(" + FD + ")V", (vm, a) -> {
            int fd = fd(vm, a.refAt(0));
            Guest.put(vm, a.refAt(0), JdkField.FILE_DESCRIPTOR_FD, -1);
            return fd == -1 ? 0 : OrbitFileOverlay.call(vm, "nioClose", "(I)V", fd);
        });
        r.bind(f, "closeIntFD", "(I)V", (vm, a) -> OrbitFileOverlay.call(vm, "nioClose", "(I)V", a.intAt(0)));
        r.bind(f, "canTransferToFromOverlappedMap0", "()Z", (vm, a) -> 0);
        r.bind(f, "setDirect0", "(" + FD + ")I", (vm, a) -> {
            throw new UnsupportedFeatureException("direct I/O (ExtendedOpenOption.DIRECT)");
        });
        r.bind(f, "lock0", "(" + FD + "ZJJZ)I", (vm, a) -> {
            throw new UnsupportedFeatureException("file locks (FileChannel.lock)");
        });
    }

    /** IOUtil.read/write of one heap buffer: its array, offset, position and limit go to the overlay. */
    private static long transfer(Vm vm, NativeArgs a, String name) {
        int buffer = a.refAt(1);
        int array = (int) Guest.get(vm, buffer, JdkField.BYTE_BUFFER_HB);
        if (array == 0) {
            throw new UnsupportedFeatureException("file I/O through a direct ByteBuffer");
        }
        if (name.equals("nioRead") && Guest.get(vm, buffer, JdkField.BYTE_BUFFER_IS_READ_ONLY) != 0) {
            throw vm.exceptions().exception("java/lang/IllegalArgumentException", "Read-only buffer");
        }
        int position = (int) Guest.get(vm, buffer, JdkField.BUFFER_POSITION);
        int limit = (int) Guest.get(vm, buffer, JdkField.BUFFER_LIMIT);
        int offset = (int) Guest.get(vm, buffer, JdkField.BYTE_BUFFER_OFFSET);
        int len = Math.max(0, limit - position);
        return OrbitFileOverlay.call(vm, name, "(I[BIIJLjava/nio/Buffer;I)I", fd(vm, a.refAt(0)), array, offset + position, len,
                a.longAt(2), buffer, position);
    }

    private static int fd(Vm vm, long fileDescriptor) {
        return (int) Guest.get(vm, (int) fileDescriptor, JdkField.FILE_DESCRIPTOR_FD);
    }

    /** A UnixPath's file, absolute against the working directory. */
    private static String path(Vm vm, long unixPath) {
        byte[] bytes = (byte[]) vm.heap().get((int) Guest.get(vm, (int) unixPath, JdkField.UNIX_PATH_PATH)).array;
        return OrbitFileOverlay.absolute(vm, new String(bytes, StandardCharsets.UTF_8));
    }

    private static long onPath(Vm vm, String name, String descriptor, long unixPath, Object... more) {
        Object[] args = new Object[more.length + 1];
        args[0] = path(vm, unixPath);
        System.arraycopy(more, 0, args, 1, more.length);
        return OrbitFileOverlay.call(vm, name, descriptor, args);
    }

    private static String strerror(int errno) {
        return switch (errno) {
            case 2 -> "No such file or directory";
            case 9 -> "Bad file descriptor";
            case 13 -> "Permission denied";
            case 17 -> "File exists";
            case 20 -> "Not a directory";
            case 21 -> "Is a directory";
            case 22 -> "Invalid argument";
            case 39 -> "Directory not empty";
            default -> "Unknown error " + errno;
        };
    }
}
