package org.orbitmc.junit.samples;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

import org.junit.jupiter.api.extension.ExtendWith;
import org.orbitmc.junit.ModelCheck;

/** Uses a method-handle combinator the VM does not model: the search stops, and no larger limit would help. */
@ExtendWith(SamplesOnly.class)
class UnmodelledSample {
    @ModelCheck
    void whileLoop() {
        MethodHandles.whileLoop(null, MethodHandles.zero(boolean.class), MethodHandles.empty(MethodType.methodType(void.class)));
    }
}
