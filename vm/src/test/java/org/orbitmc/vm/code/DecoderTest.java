package org.orbitmc.vm.code;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;

import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.MethodNode;

/** The decoder puts a POLL at each loop head, where every iteration passes, and nowhere else. */
class DecoderTest {
    static int straight(int x) {
        return x > 0 ? x + 1 : x - 1;
    }

    static int twoLoops(int n) {
        int sum = 0;
        for (int i = 0; i < n; i++) {
            sum += i;
        }
        while (sum > 100) {
            sum /= 2;
        }
        return sum;
    }

    static void forever() {
        long i = 0;
        while (true) {
            i++;
        }
    }

    private static Code decode(String name, boolean checked) throws IOException {
        ClassNode c = new ClassNode();
        try (InputStream in = DecoderTest.class.getResourceAsStream("DecoderTest.class")) {
            new ClassReader(in).accept(c, 0);
        }
        MethodNode m = c.methods.stream().filter(x -> x.name.equals(name)).findFirst().orElseThrow();
        return Decoder.decode(c.name, m, checked);
    }

    private static int polls(Code code) {
        int n = 0;
        for (int pc = 0; pc < code.ops.length; pc++) {
            if (code.insnIndex[pc] >= 0 && code.ops[pc] == Op.POLL) {
                n++;
            }
        }
        return n;
    }

    @Test
    void eachLoopHeadPolls() throws IOException {
        for (boolean checked : new boolean[] {false, true}) {
            assertEquals(0, polls(decode("straight", checked)));
            assertEquals(2, polls(decode("twoLoops", checked)));
            assertEquals(1, polls(decode("forever", checked)));
        }
    }

    @Test
    void aPollBelongsToTheLoopsFirstLine() throws IOException {
        Code code = decode("forever", false);
        int line = -1;
        for (int pc = 0; pc < code.ops.length; pc++) {
            if (code.insnIndex[pc] >= 0 && code.ops[pc] == Op.POLL) {
                line = code.lines[pc];
            }
        }
        assertEquals(code.lineAt(code.ops.length - 2), line, "the loop body's line, the goto's too");
    }
}
