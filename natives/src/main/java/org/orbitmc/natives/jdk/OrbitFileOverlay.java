package org.orbitmc.natives.jdk;

import java.io.File;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.Map;

import org.orbitmc.natives.Guest;
import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.JdkField;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * The host side of the guest class {@code FileOverlay} (the program's file system, see there): read-only questions
 * to the host's disk, and the way in from the JDK's natives. Nothing here writes to the host. The random devices
 * read as a fixed sequence, so that a seed drawn from them (SecureRandom, UUID) is the same in every run and state.
 */
public final class OrbitFileOverlay {
    static final String C = "org/orbitmc/natives/guest/FileOverlay";
    private static final int ABSENT = 0, FILE = 1, DIRECTORY = 2, OTHER = 3;

    private OrbitFileOverlay() {
    }

    public static void register(NativeRegistry r) {
        r.bind(C, "hostKind", "(Ljava/lang/String;)I", (vm, a) -> hostKind(Path.of(Guest.host(vm, a.refAt(0)))));
        r.bind(C, "hostLength", "(Ljava/lang/String;)J", (vm, a) -> {
            BasicFileAttributes attrs = attributes(Path.of(Guest.host(vm, a.refAt(0))));
            return attrs == null ? 0 : attrs.size();
        });
        r.bind(C, "hostModified", "(Ljava/lang/String;)J", (vm, a) -> {
            BasicFileAttributes attrs = attributes(Path.of(Guest.host(vm, a.refAt(0))));
            return attrs == null ? 0 : attrs.lastModifiedTime().toMillis();
        });
        r.bind(C, "hostAccess", "(Ljava/lang/String;I)Z", (vm, a) -> {
            File f = new File(Guest.host(vm, a.refAt(0)));
            int access = a.intAt(1);
            return Guest.bool(access == 4 ? f.canRead() : access == 2 ? f.canWrite() : access == 1 ? f.canExecute() : f.exists());
        });
        r.bind(C, "hostList", "(Ljava/lang/String;)[Ljava/lang/String;", (vm, a) -> {
            String[] names = new File(Guest.host(vm, a.refAt(0))).list();
            return names == null ? 0 : strings(vm, names);
        });
        r.bind(C, "hostRead", "(Ljava/lang/String;J[BII)I", (vm, a) -> hostRead(vm, Guest.host(vm, a.refAt(0)), a.longAt(1),
                vm.heap().get(a.refAt(2)), a.intAt(3), a.intAt(4)));
        r.bind(C, "hostStat", "(Ljava/lang/String;Ljava/lang/Object;)Z", (vm, a) -> hostStat(vm, Guest.host(vm, a.refAt(0)), a.refAt(1)));
        r.bind(C, "fillAttributes", "(Ljava/lang/Object;IJJJ)V", (vm, a) -> {
            fillProgramFile(vm, a.refAt(0), a.intAt(1), a.longAt(2), a.longAt(3), a.longAt(4));
            return 0;
        });
        r.bind(C, "hostRealPath", "(Ljava/lang/String;)[B", (vm, a) -> {
            String path = Guest.host(vm, a.refAt(0));
            try {
                path = new File(path).getCanonicalPath();
            } catch (IOException e) {
                // As realpath(3) of what exists only in the program's overlay: the normalized path.
            }
            return bytes(vm, path.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        });
        r.bind(C, "unixException", "(I)Ljava/lang/RuntimeException;", (vm, a) -> Guest.construct(vm, "sun/nio/fs/UnixException", "(I)V", a.intAt(0)));
        r.bind(C, "unsupported", "(Ljava/lang/String;)V", (vm, a) -> {
            throw new UnsupportedFeatureException(Guest.host(vm, a.refAt(0)));
        });
        r.bind(C, "setFd", "(Ljava/lang/Object;I)V", (vm, a) -> {
            Guest.put(vm, a.refAt(0), JdkField.FILE_DESCRIPTOR_FD, a.intAt(1));
            return 0;
        });
    }

    /** Fills a UnixFileAttributes from the host file's unix attributes (following links, as stat(2)). */
    private static long hostStat(Vm vm, String path, int attributes) {
        Map<String, Object> u;
        try {
            u = Files.readAttributes(Path.of(path), "unix:mode,ino,dev,nlink,uid,gid,size,lastModifiedTime,lastAccessTime,ctime");
        } catch (IOException | RuntimeException e) {
            return 0;
        }
        fill(vm, attributes, (Integer) u.get("mode"), (Long) u.get("size"), (Long) u.get("ino"), (Long) u.get("dev"), (Integer) u.get("nlink"));
        Guest.putField(vm, attributes, "st_uid", (Integer) u.get("uid"));
        Guest.putField(vm, attributes, "st_gid", (Integer) u.get("gid"));
        times(vm, attributes, "st_mtime", ((FileTime) u.get("lastModifiedTime")).toInstant());
        times(vm, attributes, "st_atime", ((FileTime) u.get("lastAccessTime")).toInstant());
        times(vm, attributes, "st_ctime", ((FileTime) u.get("ctime")).toInstant());
        return 1;
    }

    /** One of the program's files: owned by the user Orbit runs as (the owner of /proc/self), all times its modification. */
    private static void fillProgramFile(Vm vm, int attributes, int kind, long size, long modifiedMillis, long inode) {
        int mode = kind == FILE ? 0100644 : kind == DIRECTORY ? 040755 : 020666;
        fill(vm, attributes, mode, size, inode, 1L << 40, 1);
        try {
            Map<String, Object> self = Files.readAttributes(Path.of("/proc/self"), "unix:uid,gid");
            Guest.putField(vm, attributes, "st_uid", (Integer) self.get("uid"));
            Guest.putField(vm, attributes, "st_gid", (Integer) self.get("gid"));
        } catch (IOException | RuntimeException e) {
            // Not Linux: root's.
        }
        for (String t : new String[] {"st_atime", "st_mtime", "st_ctime"}) {
            times(vm, attributes, t, Instant.ofEpochMilli(modifiedMillis));
        }
    }

    private static void fill(Vm vm, int attrs, int mode, long size, long ino, long dev, int nlink) {
        Guest.putField(vm, attrs, "st_mode", mode);
        Guest.putField(vm, attrs, "st_size", size);
        Guest.putField(vm, attrs, "st_ino", ino);
        Guest.putField(vm, attrs, "st_dev", dev);
        Guest.putField(vm, attrs, "st_nlink", nlink);
    }

    private static void times(Vm vm, int attrs, String field, Instant time) {
        Guest.putField(vm, attrs, field + "_sec", time.getEpochSecond());
        Guest.putField(vm, attrs, field + "_nsec", time.getNano());
    }

    static int bytes(Vm vm, byte[] bytes) {
        int ref = vm.newArray(vm.primitiveArrayClass(8), bytes.length);
        System.arraycopy(bytes, 0, (byte[]) vm.heap().get(ref).array, 0, bytes.length);
        return ref;
    }

    static int hostKind(Path p) {
        BasicFileAttributes attrs = attributes(p);
        return attrs == null ? ABSENT : attrs.isRegularFile() ? FILE : attrs.isDirectory() ? DIRECTORY : OTHER;
    }

    private static BasicFileAttributes attributes(Path p) {
        try {
            return Files.readAttributes(p, BasicFileAttributes.class);
        } catch (IOException | SecurityException e) {
            return null;
        }
    }

    private static long hostRead(Vm vm, String path, long position, HeapObject into, int off, int len) {
        byte[] bytes = (byte[]) into.array;
        if (path.equals("/dev/random") || path.equals("/dev/urandom")) {
            for (int i = 0; i < len; i++) {
                bytes[off + i] = fixedRandom(position + i);
            }
            return len;
        }
        int kind = hostKind(Path.of(path));
        if (kind == DIRECTORY) {
            throw vm.exceptions().exception("java/io/IOException", "Is a directory");
        }
        if (kind != FILE) {
            throw new UnsupportedFeatureException("reading " + path + ", which is not a regular file");
        }
        try (RandomAccessFile f = new RandomAccessFile(path, "r")) {
            f.seek(position);
            return f.read(bytes, off, len);
        } catch (IOException e) {
            throw vm.exceptions().exception("java/io/IOException", e.getMessage());
        }
    }

    /** Byte {@code i} of the random devices: a fixed mix of its position (SplitMix64). */
    private static byte fixedRandom(long i) {
        long z = (i >>> 3) * 0x9E3779B97F4A7C15L + 0x5DEECE66DL;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        z ^= z >>> 31;
        return (byte) (z >>> (8 * (i & 7)));
    }

    static int strings(Vm vm, String[] values) {
        int array = vm.newArray(vm.classes().arrayOf(Guest.load(vm, "java/lang/String")), values.length);
        for (int i = 0; i < values.length; i++) {
            ((int[]) vm.heap().get(array).array)[i] = Guest.str(vm, values[i]);
        }
        return array;
    }

    /** A path as the program names it, made absolute against the working directory and normalized ("" stays ""). */
    static String absolute(Vm vm, String path) {
        if (path.isEmpty()) {
            return "";
        }
        Path p = Path.of(path);
        if (!p.isAbsolute()) {
            p = Path.of(vm.options().host().workingDirectory()).resolve(p);
        }
        return p.normalize().toString();
    }

    /**
     * Runs {@code FileOverlay.name} with {@code args} for the running native as one visible operation: a scheduling point (the overlay is shared state), then the overlay's code
     * to its end without another one, as an upcall. A file operation is atomic on a real system too (a write of a
     * file opened for appending lands whole at its end); interleaving inside the overlay's bookkeeping would show
     * outcomes no kernel allows. The overlay runs no program code and never blocks, which is what upcalls need.
     */
    static long call(Vm vm, String name, String descriptor, Object... args) {
        ClassInfo c = Guest.load(vm, C);
        vm.initializeForNative(c);
        vm.schedulingPoint();
        long[] values = new long[args.length + (int) java.util.Arrays.stream(args).filter(x -> x instanceof Long).count()];
        int i = 0;
        for (Object arg : args) {
            if (arg instanceof String s) {
                values[i++] = Guest.str(vm, s);
            } else if (arg instanceof Long l) {
                values[i++] = l;
                values[i++] = 0;
            } else {
                values[i++] = ((Number) arg).intValue();
            }
        }
        return vm.invoke(Guest.method(c, name, descriptor), values);
    }
}
