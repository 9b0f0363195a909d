package org.orbitmc.checker.vm;

import java.util.ArrayList;
import java.util.List;

import org.orbitmc.checker.search.Assumption;
import org.orbitmc.natives.jdk.JavaLangInstrument;
import org.orbitmc.vm.VmOptions;

/**
 * What Orbit's model of Java leaves out, for the VM's options: the assumptions a "no errors" verdict holds under.
 * Each is argued in docs/algorithms.md ("What a verdict assumes"); the user guide tells what each means for a program.
 */
final class ModelAssumptions {
    static final Assumption SEQUENTIAL_CONSISTENCY = new Assumption("sequential-consistency", "sequential consistency",
            "Every read sees the latest write of the interleaving; reorderings the Java memory model allows only for"
                    + " data races (e.g. a partly constructed object seen through a racy reference) are not explored.");
    static final Assumption LINEARIZABLE_LIBRARIES = new Assumption("linearizable-libraries",
            "linearizable java.util.concurrent",
            "The JDK's thread-safe classes (java.util.concurrent, Thread, ThreadGroup, Unsafe, PrintStream) and the test"
                    + " libraries Mockito (with Byte Buddy, Objenesis) and AssertJ are correct and linearizable: a call on"
                    + " their own state is one step; program code and program objects they reach are interleaved as usual"
                    + " (--interleave-libraries interleaves inside them too).");
    static final Assumption ABSTRACT_TIME = new Assumption("abstract-time", "abstract time",
            "The clock advances only when a timed wait, park or sleep times out: a loop that spins until a"
                    + " System.nanoTime()/currentTimeMillis() deadline passes, without sleeping, never sees it pass.");
    static final Assumption NO_SPURIOUS_WAKEUPS = new Assumption("no-spurious-wakeups", "no spurious wake-ups",
            "Object.wait and LockSupport.park return only when notified, unparked, interrupted or timed out, although"
                    + " the JLS allows them to return for no reason (--spurious-wakeups explores that).");
    static final Assumption FIXED_IDENTITY_HASHES = new Assumption("fixed-identity-hashes", "fixed identity hashes",
            "Identity hash codes (Object.hashCode, System.identityHashCode) come from one deterministic sequence:"
                    + " an order or outcome that depends on their values is explored for that sequence only.");
    static final Assumption NO_REFERENCE_CLEARING = new Assumption("no-reference-clearing", "references never cleared",
            "The garbage collector never clears weak, soft or phantom references, never enqueues them, and never"
                    + " runs finalizers, although a JVM may do any of these at any time.");

    static final Assumption NO_LOAD_TIME_TRANSFORMERS = new Assumption(JavaLangInstrument.LOAD_TIME_TRANSFORMERS,
            "transformers only at retransformation",
            "The program added a java.lang.instrument class file transformer (a Java agent, such as Mockito's inline"
                    + " mock maker): transformers see the classes retransformed or redefined, not classes loaded after"
                    + " they were added, which run as their class files say.");

    private ModelAssumptions() {
    }

    /** The options' assumptions, then those the run recorded ({@code Vm.assume}). */
    static List<Assumption> of(VmOptions options, java.util.Set<String> assumed) {
        List<Assumption> named = new ArrayList<>(of(options));
        if (assumed.contains(NO_LOAD_TIME_TRANSFORMERS.id())) {
            named.add(NO_LOAD_TIME_TRANSFORMERS);
        }
        return List.copyOf(named);
    }

    static List<Assumption> of(VmOptions options) {
        List<Assumption> named = new ArrayList<>();
        named.add(SEQUENTIAL_CONSISTENCY);
        if (options.atomicLibraries()) {
            named.add(LINEARIZABLE_LIBRARIES);
        }
        named.add(ABSTRACT_TIME);
        if (!options.spuriousWakeups()) {
            named.add(NO_SPURIOUS_WAKEUPS);
        }
        named.add(FIXED_IDENTITY_HASHES);
        named.add(NO_REFERENCE_CLEARING);
        return List.copyOf(named);
    }
}
