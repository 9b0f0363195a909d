package org.orbitmc.vm.classpath;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReader;
import java.lang.module.ModuleReference;
import java.nio.ByteBuffer;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The running JDK's modules and their files, read through the modules' own readers (the image reader the JDK's class
 * loaders use), not through the {@code jrt:/} file system: making that file system (its provider looked up by a
 * service-loader scan, then a path object and an attribute read per class file) was about a tenth of hello world's
 * start-up. Immutable and the same for every VM, so opened once, on first use; the readers stay open, as the JDK's own
 * do, and read concurrently.
 */
public final class SystemImage {
    private final Map<String, ModuleReference> modules = new HashMap<>();
    private final Map<String, ModuleReader> readers = new HashMap<>();

    private SystemImage() {
        for (ModuleReference r : ModuleFinder.ofSystem().findAll()) {
            modules.put(r.descriptor().name(), r);
        }
    }

    /** The image of the JDK Orbit runs on. */
    public static SystemImage get() {
        return Holder.IMAGE;
    }

    private static final class Holder {
        static final SystemImage IMAGE = new SystemImage();
    }

    /** Every module of the image, by name. */
    public Map<String, ModuleReference> modules() {
        return java.util.Collections.unmodifiableMap(modules);
    }

    /**
     * The bytes of file {@code path} ({@code java/lang/Object.class}, {@code module-info.class}) in module {@code module},
     * or null when the image has no such module or file.
     */
    public byte[] read(String module, String path) {
        ModuleReader reader = reader(module);
        if (reader == null) {
            return null;
        }
        try {
            Optional<ByteBuffer> buffer = reader.read(path);
            if (buffer.isEmpty()) {
                return null;
            }
            ByteBuffer b = buffer.get();
            try {
                byte[] bytes = new byte[b.remaining()];
                b.get(bytes);
                return bytes;
            } finally {
                reader.release(b);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + path + " from module " + module + " of the JDK image", e);
        }
    }

    private synchronized ModuleReader reader(String module) {
        ModuleReader reader = readers.get(module);
        if (reader == null) {
            ModuleReference ref = modules.get(module);
            if (ref == null) {
                return null;
            }
            try {
                reader = ref.open();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot open module " + module + " of the JDK image", e);
            }
            readers.put(module, reader);
        }
        return reader;
    }
}
