package org.orbitmc.junit.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orbitmc.junit.ModelCheck;
import org.orbitmc.junit.ModelCheckExtension;

/** The extension registered on the class as well: ordinary tests (and their lifecycle) still run on the host. */
@ExtendWith({SamplesOnly.class, ModelCheckExtension.class})
class MixedSample {
    private String vm;

    @BeforeEach
    void whereAmI() {
        vm = System.getProperty("org.orbitmc.vm", "host");
    }

    @Test
    void onTheHost() {
        assertEquals("host", vm);
    }

    @ModelCheck
    void inOrbit() {
        assertEquals("check", vm);
    }
}
