package org.orbitmc.junit.samples;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orbitmc.junit.ModelCheck;

/** A @Nested class is an inner class: the VM cannot create it without its enclosing instance. */
@ExtendWith(SamplesOnly.class)
class NestedSample {
    @Nested
    class Inner {
        @ModelCheck
        void nothing() {
        }
    }
}
