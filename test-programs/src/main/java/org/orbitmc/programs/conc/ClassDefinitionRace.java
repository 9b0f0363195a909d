/*
 * A worker defines a class in the program's own class loader (defineClass of bytes the program builds) while
 * main asks that loader whether the class is loaded yet and assumes it is not.
 *
 * Verdict: errors (assertion). The worker may define the class before main looks: a loader's table of defined
 * classes is state the threads share.
 */
package org.orbitmc.programs.conc;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;

public class ClassDefinitionRace {
    static class Loader extends ClassLoader {
        Class<?> define(byte[] b) {
            return defineClass("gen.Empty", b, 0, b.length);
        }

        Class<?> loaded() {
            return findLoadedClass("gen.Empty");
        }
    }

    /** The class file of {@code public class gen.Empty {}} without a constructor. */
    static byte[] emptyClass() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeInt(0xCAFEBABE);
        out.writeShort(0);
        out.writeShort(52);
        out.writeShort(5);
        out.writeByte(1);
        out.writeUTF("gen/Empty");
        out.writeByte(7);
        out.writeShort(1);
        out.writeByte(1);
        out.writeUTF("java/lang/Object");
        out.writeByte(7);
        out.writeShort(3);
        out.writeShort(0x21);
        out.writeShort(2);
        out.writeShort(4);
        out.writeShort(0); // interfaces
        out.writeShort(0); // fields
        out.writeShort(0); // methods
        out.writeShort(0); // attributes
        return bytes.toByteArray();
    }

    public static void main(String[] args) throws Exception {
        byte[] bytes = emptyClass();
        Loader loader = new Loader();
        Thread worker = new Thread(() -> loader.define(bytes));
        worker.start();
        Class<?> seen = loader.loaded();
        worker.join();
        assert seen == null : "the worker defined the class before main looked";
    }
}
