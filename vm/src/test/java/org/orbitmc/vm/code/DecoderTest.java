package org.orbitmc.vm.code;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;

import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.MethodNode;

/**
 * Every loop iteration polls once: a goto back to the loop's head polls itself (GOTO_POLL), and a loop closed by a
 * conditional jump back gets a POLL at its head; nothing else polls.
 */
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

    static int doWhile(int x) {
        do {
            x -= 3;
        } while (x > 0);
        return x;
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

    /** How many instructions are {@code op} (a GOTO_POLL stays encoded behind an IINC_GOTO_POLL that fuses it). */
    private static int count(Code code, int op) {
        int n = 0;
        for (int pc = 0; pc < code.ops.length; pc++) {
            if (code.insnIndex[pc] >= 0 && code.ops[pc] == op) {
                n++;
            }
        }
        return n;
    }

    @Test
    void eachLoopPollsOncePerIteration() throws IOException {
        for (boolean checked : new boolean[] {false, true}) {
            assertEquals(0, count(decode("straight", checked), Op.POLL) + count(decode("straight", checked), Op.GOTO_POLL));
            assertEquals(0, count(decode("twoLoops", checked), Op.POLL));
            assertEquals(2, count(decode("twoLoops", checked), Op.GOTO_POLL));
            assertEquals(1, count(decode("doWhile", checked), Op.POLL));
            assertEquals(0, count(decode("doWhile", checked), Op.GOTO_POLL));
            assertEquals(1, count(decode("forever", checked), Op.GOTO_POLL));
        }
        assertEquals(1, count(decode("twoLoops", false), Op.IINC_GOTO_POLL), "the for loop's increment and jump back fused");
    }

    @Test
    void aPollBelongsToTheLoopsFirstLine() throws IOException {
        Code code = decode("doWhile", false);
        int line = -1;
        for (int pc = 0; pc < code.ops.length; pc++) {
            if (code.insnIndex[pc] >= 0 && code.ops[pc] == Op.POLL) {
                line = code.lines[pc];
            }
        }
        assertEquals(code.lines[1], line, "the line of the loop body's first instruction");
    }

    @Test
    void aGotoPollHasTheGotosLine() throws IOException {
        Code code = decode("forever", false);
        int line = -1;
        for (int pc = 0; pc < code.ops.length; pc++) {
            if (code.insnIndex[pc] >= 0 && code.ops[pc] == Op.GOTO_POLL) {
                line = code.lines[pc];
            }
        }
        assertEquals(code.lineAt(code.ops.length - 2), line, "the loop body's line");
    }
}
