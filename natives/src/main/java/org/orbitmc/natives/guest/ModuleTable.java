package org.orbitmc.natives.guest;

/**
 * Runs inside the Orbit VM: the {@code java.lang.Module} object of each module, made on first use by
 * {@code JavaLangModule} and indexed as {@code ModuleGraph} numbers the modules (0 is the unnamed module). A static
 * field, so that the objects are reachable, part of the state, and gone again when the search backtracks past them.
 */
public final class ModuleTable {
    static Module[] modules;

    private ModuleTable() {
    }
}
