package org.orbitmc.natives.jdk;

import java.nio.charset.StandardCharsets;
import java.util.Map;

import org.orbitmc.vm.Vm;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * java.lang.ProcessEnvironment: the environment block {@code System.getenv} reads, from the snapshot in the VM's
 * options (taken when they were made), so that every state of a search sees the same variables. Starting a process
 * stays unsupported (ProcessImpl's natives are not bound).
 */
public final class JavaLangProcessEnvironment {
    private JavaLangProcessEnvironment() {
    }

    public static void register(NativeRegistry r) {
        r.bind("java/lang/ProcessEnvironment", "environ", "()[[B", (vm, a) -> environ(vm));
    }

    /** As the JDK's C code: name and value of each variable, one after the other, as bytes. */
    private static long environ(Vm vm) {
        Map<String, String> variables = vm.options().host().variables();
        int result = vm.newArray(vm.classes().arrayOf(vm.primitiveArrayClass(8)), variables.size() * 2);
        int i = 0;
        for (Map.Entry<String, String> v : variables.entrySet()) {
            for (String s : new String[] {v.getKey(), v.getValue()}) {
                byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
                int ref = vm.newArray(vm.primitiveArrayClass(8), bytes.length);
                HeapObject array = vm.heap().get(ref);
                System.arraycopy(bytes, 0, (byte[]) array.array, 0, bytes.length);
                ((int[]) vm.heap().get(result).array)[i++] = ref;
            }
        }
        return result;
    }
}
