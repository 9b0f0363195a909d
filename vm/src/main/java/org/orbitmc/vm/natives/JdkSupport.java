package org.orbitmc.vm.natives;

import java.util.List;

import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classpath.ClassSource;
import org.orbitmc.vm.link.InvokeDynamicLinker;

/**
 * What the VM needs from the model of the JDK (the natives module): native methods, invokedynamic
 * linkage, Orbit's own guest classes, and the JDK's start-up and uncaught-exception conventions.
 */
public interface JdkSupport {
    /** Binds native methods and replacements for a VM with these options. */
    void register(NativeRegistry registry, org.orbitmc.vm.VmOptions options);

    InvokeDynamicLinker invokeDynamicLinker();

    /** Classes Orbit adds to the boot class path (searched after the JDK image). */
    List<ClassSource> bootClassSources();

    /** Brings the JDK to where {@code main} can run on the current thread: Thread object, System.out, properties. */
    void boot(Vm vm);

    /** Reports an exception that ended a thread, as the JVM does. */
    void reportUncaught(Vm vm, int throwable);

    /** The program has ended (normally, by an exception or by System.exit): flush its output. */
    void exit(Vm vm);
}
