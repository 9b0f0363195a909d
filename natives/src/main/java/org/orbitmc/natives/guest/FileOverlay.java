package org.orbitmc.natives.guest;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Runs inside the Orbit VM: the program's view of the file system. Reads of a file nobody wrote go to the host,
 * read-only; every write, creation, deletion and rename goes to an overlay kept in this class's statics (absolute
 * path to {@link Node}, a deleted host file as a tombstone), and so do the open descriptors ({@link Channel}: file,
 * position, mode). Being guest state, all of it is part of the program state: snapshots, backtracking, garbage
 * collection and canonicalization cover it, and two interleavings that wrote a file differently are two states.
 * The JDK's natives (java.io's UnixFileSystem and streams, sun.nio's dispatchers) check their arguments on the host,
 * take a scheduling point, and call in here (atomically: each call is one visible operation) with absolute,
 * normalized paths. Path operations answer with an errno
 * (negative) as the C library does; descriptor operations throw IOException as the JDK's C code does.
 */
public final class FileOverlay {
    static final int ENOENT = 2, EBADF = 9, EACCES = 13, EEXIST = 17, ENOTDIR = 20, EISDIR = 21, EINVAL = 22, ENOTEMPTY = 39;
    /** Open flags. */
    static final int READ = 1, WRITE = 2, APPEND = 4, CREATE = 8, TRUNCATE = 16, EXCLUSIVE = 32;
    /** Kinds of file: none, regular, directory, anything else (a device). */
    static final int ABSENT = 0, FILE = 1, DIRECTORY = 2, OTHER = 3;
    /** java.io.FileSystem's attribute bits. */
    private static final int BA_EXISTS = 1, BA_REGULAR = 2, BA_DIRECTORY = 4;
    /** Descriptors 0-2 are the standard streams. */
    private static final int FIRST_FD = 3;

    /** Path to what the program made of it; a node of kind ABSENT is a deleted host file. Null until the first write. */
    private static TreeMap<String, Node> nodes;
    /** Open descriptors, by number. */
    private static Channel[] channels;

    private FileOverlay() {
    }

    /** A file or directory the program created or changed. */
    static final class Node {
        int kind;
        byte[] data;
        int length;
        long modified;

        Node(int kind) {
            this.kind = kind;
            this.modified = System.currentTimeMillis();
        }
    }

    /** An open descriptor: its file (a node, or the host file at path while nobody wrote it) and position. */
    static final class Channel {
        final String path;
        Node node;
        long position;
        final int flags;
        /** A directory stream's names (its position the next one), else null. */
        String[] names;

        Channel(String path, Node node, int flags) {
            this.path = path;
            this.node = node;
            this.flags = flags;
        }
    }

    // ---- the host, read-only (natives) ----
    private static native int hostKind(String path);

    private static native long hostLength(String path);

    private static native long hostModified(String path);

    private static native boolean hostAccess(String path, int access);

    private static native String[] hostList(String path);

    private static native int hostRead(String path, long position, byte[] into, int off, int len);

    /** Fills a sun.nio.fs.UnixFileAttributes from the host file at path; false when there is none. */
    private static native boolean hostStat(String path, Object attributes);

    /** Fills a sun.nio.fs.UnixFileAttributes for one of the program's files. */
    private static native void fillAttributes(Object attributes, int kind, long size, long modified, long inode);

    /** The host's canonical form of an absolute path (symbolic links resolved), as bytes. */
    private static native byte[] hostRealPath(String path);

    /** A new sun.nio.fs.UnixException (a checked exception, thrown here unchecked as the JDK's C code does). */
    private static native RuntimeException unixException(int errno);

    /** Stops the run: the program uses what the overlay does not model. */
    private static native void unsupported(String what);

    /** Sets the {@code fd} of a java.io.FileDescriptor. */
    static native void setFd(Object fileDescriptor, int fd);

    // ---- paths ----
    private static Node node(String path) {
        return nodes == null ? null : nodes.get(path);
    }

    static int kind(String path) {
        Node n = node(path);
        return n != null ? n.kind : path.isEmpty() ? ABSENT : hostKind(path);
    }

    private static String parent(String path) {
        int slash = path.lastIndexOf('/');
        return slash <= 0 ? (path.length() > 1 ? "/" : null) : path.substring(0, slash);
    }

    private static void put(String path, Node n) {
        if (nodes == null) {
            nodes = new TreeMap<>();
        }
        nodes.put(path, n);
    }

    /** The node of a file the program is about to change: the host's content copied in on first change. */
    private static Node materialize(String path, boolean keepContent) {
        Node n = node(path);
        if (n != null && n.kind != ABSENT) {
            return n;
        }
        n = new Node(kind(path));
        if (keepContent && n.kind == FILE) {
            long size = hostLength(path);
            n.data = new byte[(int) size];
            int done = 0;
            while (done < size) {
                int r = hostRead(path, done, n.data, done, (int) size - done);
                if (r <= 0) {
                    break;
                }
                done += r;
            }
            n.length = done;
            n.modified = hostModified(path);
        }
        put(path, n);
        return n;
    }

    /** The names in a directory (host names first, in the host's order, then the program's, sorted), or null. */
    static String[] list(String dir) {
        if (kind(dir) != DIRECTORY) {
            return null;
        }
        List<String> names = new ArrayList<>();
        String[] host = hostList(dir);
        String prefix = dir.equals("/") ? "/" : dir + "/";
        if (host != null) {
            for (String name : host) {
                if (kind(prefix + name) != ABSENT) {
                    names.add(name);
                }
            }
        }
        if (nodes != null) {
            for (Map.Entry<String, Node> e : nodes.subMap(prefix, prefix + Character.MAX_VALUE).entrySet()) {
                String name = e.getKey().substring(prefix.length());
                if (name.indexOf('/') < 0 && e.getValue().kind != ABSENT && !names.contains(name)) {
                    names.add(name);
                }
            }
        }
        return names.toArray(new String[0]);
    }

    static int mkdir(String path) {
        if (kind(path) != ABSENT) {
            return -EEXIST;
        }
        String parent = parent(path);
        int pk = parent == null ? ABSENT : kind(parent);
        if (pk != DIRECTORY) {
            return pk == ABSENT ? -ENOENT : -ENOTDIR;
        }
        put(path, new Node(DIRECTORY));
        return 0;
    }

    /** unlink or rmdir: {@code directory} says which one is asked for (-1: either, as java.io's delete). */
    static int delete(String path, int directory) {
        int k = kind(path);
        if (k == ABSENT) {
            return -ENOENT;
        }
        if (directory == 1 && k != DIRECTORY) {
            return -ENOTDIR;
        }
        if (directory == 0 && k == DIRECTORY) {
            return -EISDIR;
        }
        if (k == DIRECTORY && list(path).length > 0) {
            return -ENOTEMPTY;
        }
        if (hostKind(path) == ABSENT) {
            nodes.remove(path);
        } else {
            put(path, new Node(ABSENT));
        }
        return 0;
    }

    static int rename(String from, String to) {
        int kf = kind(from);
        if (kf == ABSENT) {
            return -ENOENT;
        }
        if (from.equals(to)) {
            return 0;
        }
        if (to.startsWith(from.equals("/") ? "/" : from + "/")) {
            return -EINVAL;
        }
        int kt = kind(to);
        if (kt == DIRECTORY && kf != DIRECTORY) {
            return -EISDIR;
        }
        if (kt != ABSENT && kt != DIRECTORY && kf == DIRECTORY) {
            return -ENOTDIR;
        }
        if (kt == DIRECTORY && list(to).length > 0) {
            return -ENOTEMPTY;
        }
        String parent = parent(to);
        if (parent == null || kind(parent) != DIRECTORY) {
            return -ENOENT;
        }
        if (kf == DIRECTORY) {
            Node d = materialize(from, true);
            put(to, d);
            for (String name : list(from)) {
                rename(from + "/" + name, to + "/" + name);
            }
        } else {
            put(to, materialize(from, true));
        }
        if (hostKind(from) == ABSENT) {
            nodes.remove(from);
        } else {
            put(from, new Node(ABSENT));
        }
        return 0;
    }

    static long length(String path) {
        Node n = node(path);
        return n == null ? (path.isEmpty() ? 0 : hostLength(path)) : n.kind == FILE ? n.length : n.kind == DIRECTORY ? 4096 : 0;
    }

    static long modified(String path) {
        Node n = node(path);
        return n == null ? (path.isEmpty() ? 0 : hostModified(path)) : n.kind == ABSENT ? 0 : n.modified;
    }

    static boolean setModified(String path, long millis) {
        if (kind(path) == ABSENT) {
            return false;
        }
        materialize(path, true).modified = millis;
        return true;
    }

    // ---- descriptors ----
    /** Opens a file: its descriptor, or a negative errno. */
    static int open(String path, int flags) {
        int k = kind(path);
        boolean write = (flags & WRITE) != 0;
        Node n;
        if (k == ABSENT) {
            if ((flags & CREATE) == 0) {
                return -ENOENT;
            }
            String parent = parent(path);
            int pk = parent == null ? ABSENT : kind(parent);
            if (pk != DIRECTORY) {
                return pk == ABSENT ? -ENOENT : -ENOTDIR;
            }
            n = new Node(FILE);
            put(path, n);
        } else if ((flags & (CREATE | EXCLUSIVE)) == (CREATE | EXCLUSIVE)) {
            return -EEXIST;
        } else if (k == DIRECTORY && write) {
            return -EISDIR;
        } else if (write && k == OTHER && !path.equals("/dev/null")) {
            unsupported("writing to the device " + path);
            return -EACCES;
        } else if (write && k == FILE) {
            n = materialize(path, (flags & TRUNCATE) == 0);
            if ((flags & TRUNCATE) != 0) {
                n.length = 0;
                n.modified = System.currentTimeMillis();
            }
        } else {
            n = node(path);
        }
        if (channels == null) {
            channels = new Channel[8];
        }
        int fd = FIRST_FD;
        while (fd < channels.length && channels[fd] != null) {
            fd++;
        }
        if (fd == channels.length) {
            channels = java.util.Arrays.copyOf(channels, fd * 2);
        }
        channels[fd] = new Channel(path, n, flags);
        return fd;
    }

    private static Channel channel(int fd) throws IOException {
        Channel c = channels == null || fd < 0 || fd >= channels.length ? null : channels[fd];
        if (c == null) {
            throw new IOException("Bad file descriptor");
        }
        return c;
    }

    /** The node a channel reads: its own, or one the program made since at the same path (the same file). */
    private static Node current(Channel c) {
        if (c.node == null) {
            Node n = node(c.path);
            if (n != null && n.kind != ABSENT) {
                c.node = n;
            }
        }
        return c.node;
    }

    /** Reads up to len bytes at the channel's position (or at {@code at} when it is not negative); -1 at the end. */
    static int read(int fd, byte[] into, int off, int len, long at) throws IOException {
        Channel c = channel(fd);
        if ((c.flags & READ) == 0) {
            throw new IOException("Bad file descriptor");
        }
        long pos = at < 0 ? c.position : at;
        Node n = current(c);
        int r;
        if (n == null) {
            r = hostRead(c.path, pos, into, off, len);
        } else if (n.kind == DIRECTORY) {
            throw new IOException("Is a directory");
        } else if (pos >= n.length) {
            r = len == 0 ? 0 : -1;
        } else {
            r = (int) Math.min(len, n.length - pos);
            System.arraycopy(n.data, (int) pos, into, off, r);
        }
        if (r > 0 && at < 0) {
            c.position += r;
        }
        return r;
    }

    /** Writes len bytes at the channel's position (the end when appending; at {@code at} when it is not negative). */
    static void write(int fd, byte[] from, int off, int len, long at) throws IOException {
        Channel c = channel(fd);
        if ((c.flags & WRITE) == 0) {
            throw new IOException("Bad file descriptor");
        }
        Node n = current(c);
        if (n == null) {
            return; // /dev/null
        }
        long pos = at >= 0 ? at : (c.flags & APPEND) != 0 ? n.length : c.position;
        long end = pos + len;
        if (end > Integer.MAX_VALUE - 8) {
            throw new IOException("File too large");
        }
        if (n.data == null || n.data.length < end) {
            n.data = java.util.Arrays.copyOf(n.data == null ? new byte[0] : n.data, (int) Math.max(end, Math.min(Integer.MAX_VALUE - 8, 2L * (n.data == null ? 16 : n.data.length))));
        }
        System.arraycopy(from, off, n.data, (int) pos, len);
        n.length = (int) Math.max(n.length, end);
        n.modified = System.currentTimeMillis();
        if (at < 0) {
            c.position = end;
        }
    }

    static long size(int fd) throws IOException {
        Channel c = channel(fd);
        Node n = current(c);
        return n == null ? hostLength(c.path) : n.length;
    }

    static long position(int fd) throws IOException {
        return channel(fd).position;
    }

    static void seek(int fd, long position) throws IOException {
        if (position < 0) {
            throw new IOException("Invalid argument");
        }
        channel(fd).position = position;
    }

    static void truncate(int fd, long length) throws IOException {
        Channel c = channel(fd);
        if ((c.flags & WRITE) == 0 || length < 0 || length > Integer.MAX_VALUE - 8) {
            throw new IOException("Invalid argument");
        }
        Node n = current(c);
        if (n.data == null || n.data.length < length) {
            n.data = java.util.Arrays.copyOf(n.data == null ? new byte[0] : n.data, (int) length);
        } else if (length < n.length) {
            java.util.Arrays.fill(n.data, (int) length, n.length, (byte) 0);
        }
        n.length = (int) length;
        n.modified = System.currentTimeMillis();
    }

    static void close(int fd) throws IOException {
        channel(fd);
        channels[fd] = null;
    }

    static String strerror(int errno) {
        switch (errno) {
            case ENOENT: return "No such file or directory";
            case EBADF: return "Bad file descriptor";
            case EACCES: return "Permission denied";
            case EEXIST: return "File exists";
            case ENOTDIR: return "Not a directory";
            case EISDIR: return "Is a directory";
            case EINVAL: return "Invalid argument";
            case ENOTEMPTY: return "Directory not empty";
            default: return "Error " + errno;
        }
    }

    /**
     * What the program changed at or under {@code dir} ({@code orbit run --write-to-host}), in path order: the paths,
     * their kinds (ABSENT: deleted) and the files' contents.
     */
    static Object[] changesUnder(String dir) {
        List<String> paths = new ArrayList<>();
        List<Node> changed = new ArrayList<>();
        String prefix = dir.equals("/") ? "/" : dir + "/";
        if (nodes != null) {
            for (Map.Entry<String, Node> e : nodes.entrySet()) {
                if (e.getKey().equals(dir) || e.getKey().startsWith(prefix)) {
                    paths.add(e.getKey());
                    changed.add(e.getValue());
                }
            }
        }
        int[] kinds = new int[paths.size()];
        byte[][] contents = new byte[paths.size()][];
        for (int i = 0; i < kinds.length; i++) {
            Node n = changed.get(i);
            kinds[i] = n.kind;
            contents[i] = n.kind == FILE ? java.util.Arrays.copyOf(n.data == null ? new byte[0] : n.data, n.length) : null;
        }
        return new Object[] {paths.toArray(new String[0]), kinds, contents};
    }

    // ---- java.nio: sun.nio.fs.UnixNativeDispatcher and sun.nio.ch.FileDispatcherImpl/IOUtil ----
    private static int check(int result) {
        if (result < 0) {
            throw unixException(-result);
        }
        return result;
    }

    /** open(2) with Linux's flags. */
    static int nioOpen(String path, int oflags, int mode) {
        int access = oflags & 3;
        int flags = access == 0 ? READ : access == 1 ? WRITE : READ | WRITE;
        flags |= ((oflags & 0x40) != 0 ? CREATE : 0) | ((oflags & 0x80) != 0 ? EXCLUSIVE : 0)
                | ((oflags & 0x200) != 0 ? TRUNCATE : 0) | ((oflags & 0x400) != 0 ? APPEND : 0);
        return check(open(path, flags));
    }

    static void nioClose(int fd) {
        if (channels != null && fd >= 0 && fd < channels.length) {
            channels[fd] = null;
        }
    }

    static void nioStat(String path, Object attributes) {
        Node n = node(path);
        if (n == null) {
            if (path.isEmpty() || !hostStat(path, attributes)) {
                throw unixException(ENOENT);
            }
        } else if (n.kind == ABSENT) {
            throw unixException(ENOENT);
        } else {
            fillAttributes(attributes, n.kind, length(path), n.modified, path.hashCode() & 0xFFFFFFFFL | 1L << 40);
        }
    }

    static void nioFstat(int fd, Object attributes) throws IOException {
        Channel c = channel(fd);
        Node n = current(c);
        if (n == null) {
            if (!hostStat(c.path, attributes)) {
                throw unixException(ENOENT);
            }
        } else {
            fillAttributes(attributes, n.kind, n.length, n.modified, c.path.hashCode() & 0xFFFFFFFFL | 1L << 40);
        }
    }

    /** stat1: the mode of a file, 0 when it does not exist. */
    static int nioMode(String path) {
        int k = kind(path);
        return k == FILE ? 0100644 : k == DIRECTORY ? 040755 : k == OTHER ? 020666 : 0;
    }

    static boolean nioExists(String path) {
        return kind(path) != ABSENT;
    }

    static void nioAccess(String path, int mode) {
        if (kind(path) == ABSENT) {
            throw unixException(ENOENT);
        }
        // R_OK 4, W_OK 2, X_OK 1 as java.io's access bits.
        for (int bit = 1; bit <= 4; bit <<= 1) {
            if ((mode & bit) != 0 && !ioAccess(path, bit)) {
                throw unixException(EACCES);
            }
        }
    }

    static void nioMkdir(String path, int mode) {
        check(mkdir(path));
    }

    static void nioRmdir(String path) {
        check(delete(path, 1));
    }

    static void nioUnlink(String path) {
        check(delete(path, 0));
    }

    static void nioRename(String from, String to) {
        check(rename(from, to));
    }

    static byte[] nioRealPath(String path) {
        if (kind(path) == ABSENT) {
            throw unixException(ENOENT);
        }
        return hostRealPath(path);
    }

    static long nioOpendir(String path) {
        int k = kind(path);
        if (k != DIRECTORY) {
            throw unixException(k == ABSENT ? ENOENT : ENOTDIR);
        }
        int fd = check(open(path, READ));
        channels[fd].names = list(path);
        return fd;
    }

    static byte[] nioReaddir(long dir) throws IOException {
        Channel c = channel((int) dir);
        return c.position < c.names.length ? c.names[(int) c.position++].getBytes(java.nio.charset.StandardCharsets.UTF_8) : null;
    }

    static void nioClosedir(long dir) throws IOException {
        close((int) dir);
    }

    /** IOUtil.read into a heap buffer's array, at its position (or at {@code at}); the buffer's position moves on. */
    static int nioRead(int fd, byte[] into, int off, int len, long at, java.nio.Buffer buffer, int position) throws IOException {
        int n = read(fd, into, off, len, at);
        if (n > 0) {
            buffer.position(position + n);
        }
        return n;
    }

    static int nioWrite(int fd, byte[] from, int off, int len, long at, java.nio.Buffer buffer, int position) throws IOException {
        write(fd, from, off, len, at);
        buffer.position(position + len);
        return len;
    }

    /** UnixCopyFile.transfer: the rest of one file appended to another. */
    static void nioTransfer(int to, int from) throws IOException {
        byte[] buffer = new byte[8192];
        int n;
        while ((n = read(from, buffer, 0, buffer.length, -1)) > 0) {
            write(to, buffer, 0, n, -1);
        }
    }

    /** FileDispatcherImpl.seek0: -1 asks for the position. */
    static long nioSeek(int fd, long offset) throws IOException {
        if (offset >= 0) {
            seek(fd, offset);
        }
        return position(fd);
    }

    static int nioTruncate(int fd, long size) throws IOException {
        truncate(fd, size);
        return 0;
    }

    // ---- java.io: the natives of UnixFileSystem, FileInputStream, FileOutputStream, RandomAccessFile ----
    static int ioAttributes(String path) {
        int k = kind(path);
        return k == ABSENT ? 0 : k == FILE ? BA_EXISTS | BA_REGULAR : k == DIRECTORY ? BA_EXISTS | BA_DIRECTORY : BA_EXISTS;
    }

    static boolean ioAccess(String path, int access) {
        Node n = node(path);
        if (n == null) {
            return !path.isEmpty() && hostAccess(path, access);
        }
        // The program's files are rw-r--r--, its directories rwxr-xr-x (umask 022).
        return n.kind != ABSENT && (access != 1 || n.kind == DIRECTORY);
    }

    static boolean ioCreateExclusively(String path) throws IOException {
        int fd = open(path, WRITE | CREATE | EXCLUSIVE);
        if (fd == -EEXIST) {
            return false;
        }
        if (fd < 0) {
            throw new IOException(strerror(-fd));
        }
        close(fd);
        return true;
    }

    static boolean ioDelete(String path) {
        return delete(path, -1) == 0;
    }

    static boolean ioMkdir(String path) {
        return mkdir(path) == 0;
    }

    static boolean ioRename(String from, String to) {
        return rename(from, to) == 0;
    }

    static void ioOpen(Object fileDescriptor, String name, String path, int flags) throws FileNotFoundException {
        int fd = kind(path) == DIRECTORY ? -EISDIR : open(path, flags);
        if (fd < 0) {
            throw new FileNotFoundException(name + " (" + strerror(-fd) + ")");
        }
        setFd(fileDescriptor, fd);
    }

    static int ioRead(int fd) throws IOException {
        byte[] one = new byte[1];
        return read(fd, one, 0, 1, -1) <= 0 ? -1 : one[0] & 0xFF;
    }

    static int ioReadBytes(int fd, byte[] into, int off, int len) throws IOException {
        return read(fd, into, off, len, -1);
    }

    static void ioWrite(int fd, int b) throws IOException {
        write(fd, new byte[] {(byte) b}, 0, 1, -1);
    }

    static void ioWriteBytes(int fd, byte[] from, int off, int len) throws IOException {
        write(fd, from, off, len, -1);
    }

    static int ioAvailable(int fd) throws IOException {
        return (int) Math.max(0, Math.min(Integer.MAX_VALUE, size(fd) - position(fd)));
    }

    static long ioSkip(int fd, long n) throws IOException {
        long from = position(fd);
        seek(fd, Math.max(0, from + n));
        return position(fd) - from;
    }

    /** RandomAccessFile.setLength: a position beyond the new end moves to it. */
    static void ioSetLength(int fd, long length) throws IOException {
        truncate(fd, length);
        if (position(fd) > length) {
            seek(fd, length);
        }
    }

    static void ioClose(Object fileDescriptor, int fd) throws IOException {
        setFd(fileDescriptor, -1);
        close(fd);
    }
}
