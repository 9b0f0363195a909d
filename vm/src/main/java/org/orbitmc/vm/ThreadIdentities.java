package org.orbitmc.vm;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.FieldInfo;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.heap.HeapObject;

/**
 * The fields of {@code java.lang.Thread} that hold nothing but a thread's identity: {@code tid} (a number no two threads
 * share) and {@code name} (by default {@code "Thread-" + threadInitNumber}). While no code reads them, their values cannot
 * influence any future, so a state encoder may leave them out and threads running the same code on symmetric data
 * become interchangeable (a scalarset, Ip-Dill 1996, with the stricter condition that it is never read at all).
 *
 * <p>Once watching (a search whose encoder leaves them out asked for it), every read of one of them by the program's or
 * the JDK's code — a {@code getfield} of any thread's, an {@code Unsafe} read, a {@code VarHandle} made for it — marks
 * the field <em>observed</em> for the rest of the VM's life: host state, like a final field written outside
 * construction, and a refinement that makes the search start again with the field's exact values (docs/algorithms.md,
 * "Thread identities"). Reads by the VM itself (naming threads in a trace) are not the program's and do not count.
 *
 * <p>The same holds for the order of a {@code ThreadGroup}'s members ({@code ThreadGroup.threads}, the live threads in
 * the order they were started): {@code add} appends and {@code remove} finds a thread by {@code ==} and closes the gap,
 * so a permutation of the members gives a permutation of their results, and no other code reads the array while only
 * they do. A read of {@code threads} from any other method ({@code enumerate}, {@code interrupt}, {@code list}) observes
 * the order, which the states then hold exactly.
 */
public final class ThreadIdentities {
    /** The identity fields, by name, as java.lang.Thread declares them. */
    private static final List<String> NAMES = List.of("tid", "name");

    private ClassInfo thread;
    private final List<FieldInfo> fields = new ArrayList<>(NAMES.size() + 1);
    /** ThreadGroup, its field {@code threads}, and the methods that read it without observing its order. */
    private ClassInfo group;
    private FieldInfo members;
    private MethodInfo add;
    private MethodInfo remove;
    private final Set<String> observed = new TreeSet<>();
    private boolean watching;
    /** Grows with each field observed: a version for the encoder's layouts. */
    private int version;

    /** A class was loaded: java.lang.Thread's identity fields and ThreadGroup's member list are looked up once. */
    void loaded(ClassInfo c) {
        if (group == null && c.name().equals("java/lang/ThreadGroup")) {
            group = c;
            members = c.findField("threads", "[Ljava/lang/Thread;");
            add = c.findMethod("add", "(Ljava/lang/Thread;)V");
            remove = c.findMethod("remove", "(Ljava/lang/Thread;)V");
            if (members == null || add == null || remove == null) {
                throw new InternalVmError("java.lang.ThreadGroup has no threads, add(Thread) or remove(Thread)", null);
            }
            fields.add(members);
            mark();
        }
        if (thread == null && c.name().equals("java/lang/Thread")) {
            thread = c;
            for (String name : NAMES) {
                FieldInfo f = c.findField(name, null);
                if (f == null || f.isStatic()) {
                    throw new InternalVmError("java.lang.Thread has no instance field " + name, null);
                }
                fields.add(f);
            }
            mark();
        }
    }

    /** From now on reads of unobserved identity fields are reported ({@link FieldInfo#watched}). */
    void watch() {
        watching = true;
        mark();
    }

    private void mark() {
        for (FieldInfo f : fields) {
            f.watch(watching && !observed.contains(f.name()));
        }
    }

    /** Whether {@code f} is an identity field of Thread no code has read since watching began: its value may be left out. */
    public boolean hides(FieldInfo f) {
        return watching && f != members && fields.contains(f) && !observed.contains(f.name());
    }

    /** Whether instances of {@code c} have an identity field that {@link #hides}. */
    public boolean hidesIn(ClassInfo c) {
        return watching && thread != null && !c.isArray() && c.isSubtypeOf(thread)
                && !observed.containsAll(NAMES);
    }

    /** {@code ThreadGroup.threads} in instances of {@code c} when the order of its members is not observed, else null. */
    public FieldInfo unorderedMembers(ClassInfo c) {
        return watching && group != null && !observed.contains(members.name()) && !c.isArray() && c.isSubtypeOf(group) ? members
                : null;
    }

    /** Whether {@code m} reads a group's members without observing their order ({@code ThreadGroup.add}, {@code remove}). */
    public boolean readsMembersAsSet(MethodInfo m) {
        return m == add || m == remove;
    }

    /**
     * Marks the identity field named {@code name} observed because another VM of the same program observed it (a
     * parallel search's shared refinement, {@link Vm#refine}); true if it was not observed here yet.
     */
    boolean observeNamed(String name) {
        if (!watching || !observed.add(name)) {
            return false;
        }
        mark();
        version++;
        return true;
    }

    /** The names of the identity fields observed so far. */
    Set<String> observedNames() {
        return java.util.Collections.unmodifiableSet(observed);
    }

    /** Changes whenever a field is observed. */
    public int version() {
        return version;
    }

    /**
     * The identity field {@code f} was read: returns true if that is its first observation (a refinement), marking it
     * observed.
     */
    boolean observe(FieldInfo f, MethodInfo reader) {
        if (f == members && readsMembersAsSet(reader)) {
            return false;
        }
        return observe(f);
    }

    private boolean observe(FieldInfo f) {
        if (!watching || !fields.contains(f) || !observed.add(f.name())) {
            return false;
        }
        f.watch(false);
        version++;
        return true;
    }

    /** As {@link #observe} for a read of slot {@code slot} of {@code o} (Unsafe): whether it is a first observation. */
    boolean observeSlot(HeapObject o, int slot) {
        if (!watching || o.mirrored != null || o.array != null) {
            return false;
        }
        for (FieldInfo f : fields) {
            if (f.watched() && f.slot() == slot && o.type.isSubtypeOf(f.owner())) {
                return observe(f);
            }
        }
        return false;
    }
}
