package org.orbitmc.junit.samples;

import org.junit.jupiter.api.extension.ExtendWith;
import org.orbitmc.junit.ModelCheck;

@ExtendWith(SamplesOnly.class)
class ClassInitDeadlockSample {
    static final class A {
        static final int VALUE = B.VALUE + 1;
    }

    static final class B {
        static final int VALUE = A.VALUE + 1;
    }

    @ModelCheck
    void initializersNeedEachOther() throws InterruptedException {
        Thread t = new Thread(() -> System.out.println(B.VALUE), "other");
        t.start();
        System.out.println(A.VALUE);
        t.join();
    }
}
