package org.orbitmc.junit.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orbitmc.junit.ModelCheck;
import org.orbitmc.junit.ModelCheckExtension;

/**
 * What {@code @BeforeAll} makes is there inside the VM, and {@code @AfterAll} checks what each path did: it finds the
 * lost update. With the extension on the class and every test model-checked, the host runs neither.
 */
@ExtendWith({SamplesOnly.class, ModelCheckExtension.class})
class ClassLifecycleSample {
    static int[] counts;

    @BeforeAll
    static void createCounts() {
        requireOrbit();
        counts = new int[1];
    }

    @ModelCheck
    void racyIncrements() throws InterruptedException {
        Thread a = new Thread(() -> counts[0]++, "a");
        a.start();
        counts[0]++;
        a.join();
    }

    @AfterAll
    static void bothCounted() {
        requireOrbit();
        assertEquals(2, counts[0], "increments counted");
    }

    /** Orbit's VM says so (org.orbitmc.vm): the host must not run these. */
    private static void requireOrbit() {
        if (!"check".equals(System.getProperty("org.orbitmc.vm"))) {
            throw new IllegalStateException("a model-checked class's @BeforeAll or @AfterAll ran on the host");
        }
    }
}
