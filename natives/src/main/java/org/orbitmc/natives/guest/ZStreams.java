package org.orbitmc.natives.guest;

/**
 * Runs inside the Orbit VM: the state of the zlib streams behind {@code java.util.zip.Inflater} and {@code Deflater}.
 * A stream's address is its index here plus one; its state is the log of every call made on it since {@code init}
 * (kept by {@code org.orbitmc.natives.jdk.ZStreamLog}), from which the host's zlib rebuilds the stream on demand.
 * Being guest state, the streams are part of the program state: snapshots and backtracking cover them.
 */
final class ZStreams {
    /** Each stream's log by address - 1; null once it ended (or before it began). */
    static byte[][] logs;

    private ZStreams() {
    }
}
