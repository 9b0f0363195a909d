package org.orbitmc.natives.indy;

import org.objectweb.asm.ClassWriter;

/**
 * A {@link ClassWriter} computing frames and maxima without loading classes: the default
 * {@code getCommonSuperClass} would load classes of the checked program into the host JVM. The
 * generators only emit code whose control-flow merges never join two different reference types
 * (merged locals and stack slots either agree or are dead), so the answer is never consulted for
 * anything that matters.
 */
final class GeneratedClassWriter extends ClassWriter {
    GeneratedClassWriter() {
        super(COMPUTE_FRAMES | COMPUTE_MAXS);
    }

    @Override
    protected String getCommonSuperClass(String type1, String type2) {
        return "java/lang/Object";
    }
}
