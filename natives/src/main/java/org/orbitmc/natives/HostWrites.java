package org.orbitmc.natives;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.orbitmc.vm.Vm;
import org.orbitmc.vm.heap.HeapObject;

/**
 * {@code orbit run --write-to-host DIR}: once the program has ended, what it changed under DIR in its file system
 * (the guest {@code FileOverlay}) is written to the host's disk: deletions deepest first, then directories and files
 * in path order. The only place Orbit writes a file of the program's to the host; a search never does.
 */
final class HostWrites {
    private static final String OVERLAY = "org/orbitmc/natives/guest/FileOverlay";
    private static final int ABSENT = 0, FILE = 1, DIRECTORY = 2;

    private HostWrites() {
    }

    /** Applies the changes under {@code dir}; returns the problems, one line each (empty when all went well). */
    static String apply(Vm vm, Path dir) {
        if (vm.classes().loadedClass(OVERLAY) == null) {
            return ""; // the program touched no file
        }
        int changes = (int) Guest.callStatic(vm, OVERLAY, "changesUnder", "(Ljava/lang/String;)[Ljava/lang/Object;", Guest.str(vm, dir.toString()));
        int[] parts = (int[]) vm.heap().get(changes).array;
        int[] paths = (int[]) vm.heap().get(parts[0]).array;
        int[] kinds = (int[]) vm.heap().get(parts[1]).array;
        int[] contents = (int[]) vm.heap().get(parts[2]).array;
        StringBuilder problems = new StringBuilder();
        for (int i = paths.length - 1; i >= 0; i--) {
            if (kinds[i] == ABSENT) {
                Path p = Path.of(Guest.host(vm, paths[i]));
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    problems.append("orbit: cannot delete ").append(p).append(": ").append(e).append('\n');
                }
            }
        }
        for (int i = 0; i < paths.length; i++) {
            Path p = Path.of(Guest.host(vm, paths[i]));
            try {
                if (kinds[i] == DIRECTORY) {
                    Files.createDirectories(p);
                } else if (kinds[i] == FILE) {
                    HeapObject bytes = vm.heap().get(contents[i]);
                    Files.write(p, (byte[]) bytes.array);
                }
            } catch (IOException e) {
                problems.append("orbit: cannot write ").append(p).append(": ").append(e).append('\n');
            }
        }
        return problems.toString();
    }
}
