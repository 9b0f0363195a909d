package org.orbitmc.vm.natives;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Native method implementations and JDK method replacements, keyed by class, name and descriptor.
 * Filled by the natives module before the VM starts, most of it lazily (a {@link Registrar} binds its methods when a
 * method of one of its classes is first looked up: making its hundreds of implementations, each a lambda, was the
 * largest part of start-up); read when a method is first invoked.
 */
public final class NativeRegistry {
    private final Map<String, Native> methods = new HashMap<>();
    private final Map<String, PolymorphicNative> polymorphic = new HashMap<>();
    private final List<Registrar> registrars = new ArrayList<>();
    /** The registrars not run yet, by each class they declare (several may declare one class). */
    private final Map<String, List<Registrar>> pending = new HashMap<>();
    private final Set<Registrar> ran = Collections.newSetFromMap(new IdentityHashMap<>());

    /**
     * Binds natives of the classes {@code owners} (internal names), and of no others, when one of those classes' methods
     * is first looked up. A registrar must declare every class it binds a method of: a replacement of a JDK method
     * whose class it does not declare would go unused (NativeBindingsTest checks that each one does).
     */
    public record Registrar(Consumer<NativeRegistry> binds, Set<String> owners) {
        public Registrar {
            owners = Set.copyOf(owners);
        }
    }

    /** Adds a registrar, run when a method of one of {@code owners} is first looked up. */
    public NativeRegistry lazily(Consumer<NativeRegistry> binds, String... owners) {
        Registrar r = new Registrar(binds, Set.of(owners));
        registrars.add(r);
        for (String owner : owners) {
            pending.computeIfAbsent(owner, o -> new ArrayList<>()).add(r);
        }
        return this;
    }

    /** Every registrar added, run or not (for checks of their declarations). */
    public List<Registrar> registrars() {
        return Collections.unmodifiableList(registrars);
    }

    /** Runs the registrars of {@code owner} that have not run yet. */
    private void bindPending(String owner) {
        List<Registrar> rs = pending.remove(owner);
        if (rs != null) {
            for (Registrar r : rs) {
                if (ran.add(r)) {
                    r.binds().accept(this);
                }
            }
        }
    }

    /** Runs every registrar not run yet. */
    private void bindAll() {
        while (!pending.isEmpty()) {
            bindPending(pending.keySet().iterator().next());
        }
    }

    /** Binds a native (or replaced) method of {@code internalClassName}. */
    public NativeRegistry bind(String internalClassName, String name, String descriptor, Native implementation) {
        methods.put(key(internalClassName, name, descriptor), implementation);
        return this;
    }

    public Native lookup(String internalClassName, String name, String descriptor) {
        bindPending(internalClassName);
        return methods.get(key(internalClassName, name, descriptor));
    }

    /** Binds a signature-polymorphic method of {@code internalClassName} by name. */
    public NativeRegistry bindPolymorphic(String internalClassName, String name, PolymorphicNative implementation) {
        polymorphic.put(internalClassName + '.' + name, implementation);
        return this;
    }

    public PolymorphicNative lookupPolymorphic(String internalClassName, String name) {
        bindPending(internalClassName);
        return polymorphic.get(internalClassName + '.' + name);
    }

    /** Every bound method as {@code owner.name(descriptor)} ({@code java/lang/Object.hashCode()I}), for checks of the bindings. */
    public Set<String> boundMethods() {
        bindAll();
        return Collections.unmodifiableSet(methods.keySet());
    }

    /** Every signature-polymorphic binding as {@code owner.name}, for checks of the bindings. */
    public Set<String> boundPolymorphic() {
        bindAll();
        return Collections.unmodifiableSet(polymorphic.keySet());
    }

    public int size() {
        bindAll();
        return methods.size();
    }

    private static String key(String owner, String name, String descriptor) {
        return owner + '.' + name + descriptor;
    }
}
