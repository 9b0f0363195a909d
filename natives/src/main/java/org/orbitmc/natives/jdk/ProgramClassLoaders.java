package org.orbitmc.natives.jdk;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.objectweb.asm.ClassReader;
import org.orbitmc.natives.Guest;
import org.orbitmc.vm.BadInputException;
import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.ClassRegistry;
import org.orbitmc.vm.classes.JdkField;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * Class loaders the program defines: {@code ClassLoader.defineClass} ({@code defineClass1}) gives a class whose
 * defining loader is the program's loader — its {@code getClassLoader()}, its loader's unnamed module, what that
 * loader's {@code findLoadedClass} finds — and {@code Class.forName} with such a loader calls its {@code loadClass}.
 * <p>
 * The VM keeps one class per name, shared by every state of a search, so a definition is sound only where it cannot
 * clash: a class the JDK or the class path also has, a second loader defining the same name, or the same name from
 * other bytes on another path of the search stops the run as unsupported. The class's own references resolve to the
 * VM's classes, as a parent-first loader's do: a reference to a class not yet loadable (one the loader would define
 * later), or to the class path from a loader whose parents do not reach the application loader, stops as unsupported.
 * Which loader defined the class, and whether it is defined at all, is program state: the mirror's {@code classLoader}.
 * {@code MethodHandles.Lookup.defineClass} ({@code defineClass0}) defines the same way, into the lookup class's loader,
 * which may be the application loader (a name its class path does not have). The application loader defines nothing on
 * demand (its {@code loadClass} finds what was defined, then its class path), so the new class may name classes not
 * defined yet (Byte Buddy's auxiliary classes): they resolve by name when first used, as on {@code java}.
 */
public final class ProgramClassLoaders {
    private static final String HELPER = "org/orbitmc/natives/guest/ProgramLoaders";
    /** ClassLoader.defineClass0's flag for a hidden class (java.lang.invoke.MethodHandleNatives.Constants). */
    private static final int HIDDEN_CLASS = 0x2;
    /** A hidden class's name as Class.getName gives it (the address part after '/', or '.' in a binary name). */
    private static final java.util.regex.Pattern HIDDEN_NAME = java.util.regex.Pattern.compile("(.*\\$\\$Lambda\\$\\d+)[/.]0x\\p{XDigit}+");

    private ProgramClassLoaders() {
    }

    /** @param sourceProgram the source file the JDK's launcher runs, or null */
    public static void register(NativeRegistry r, org.orbitmc.natives.SourceProgram sourceProgram) {
        SourceLauncherLoading launcher = new SourceLauncherLoading(sourceProgram);
        r.bind("java/lang/ClassLoader", "defineClass1",
                "(Ljava/lang/ClassLoader;Ljava/lang/String;[BIILjava/security/ProtectionDomain;Ljava/lang/String;)Ljava/lang/Class;",
                (vm, a) -> define(vm, a.refAt(0), Guest.host(vm, a.refAt(1)), a.refAt(2), a.intAt(3), a.intAt(4), false, launcher));
        // Lookup.defineClass: a class in the lookup class's package, defined by its loader (the application loader
        // too, which may take a name its class path does not have). Hidden classes and defining with initialization
        // (defineHiddenClass) are not modelled.
        r.bind("java/lang/ClassLoader", "defineClass0",
                "(Ljava/lang/ClassLoader;Ljava/lang/Class;Ljava/lang/String;[BIILjava/security/ProtectionDomain;ZILjava/lang/Object;)Ljava/lang/Class;",
                (vm, a) -> {
                    int flags = a.intAt(8);
                    if ((flags & HIDDEN_CLASS) != 0 || a.booleanAt(7)) {
                        throw new UnsupportedFeatureException("MethodHandles.Lookup.defineHiddenClass of a program's class file");
                    }
                    String name = a.refAt(2) == 0 ? null : Guest.host(vm, a.refAt(2));
                    return define(vm, a.refAt(0), name, a.refAt(3), a.intAt(4), a.intAt(5), true, launcher);
                });
        r.bind(HELPER, "initialize", "(Ljava/lang/Class;)V", (vm, a) -> {
            vm.initializeForNative(JavaLangClass.cls(vm, a.refAt(0)));
            return 0;
        });
    }

    /** Whether {@code loader} is a class loader of the program's (not null, not one of the JDK's built-in loaders). */
    static boolean isProgramLoader(Vm vm, int loader) {
        return loader != 0 && !vm.heap().get(loader).type.isSubtypeOf(Guest.load(vm, "jdk/internal/loader/BuiltinClassLoader"));
    }

    /**
     * A program's loader's table of defined classes is state its threads share: reading or changing it is a visible
     * operation on the loader object (before anything changes: the native may run again).
     */
    static void tableAccess(Vm vm, int loader) {
        vm.accessPoint(vm.heap().get(loader));
    }

    /** Class.forName0 with a program's loader: its loadClass, then the class's initialization; as java, program code. */
    static long forName(Vm vm, int base, int name, boolean initialize, int loader) {
        ClassInfo helper = Guest.load(vm, HELPER);
        vm.initializeForNative(helper);
        MethodInfo m = Guest.method(helper, "forName", "(Ljava/lang/String;ZLjava/lang/ClassLoader;)Ljava/lang/Class;");
        return vm.tailCall(base, m, name, initialize ? 1 : 0, loader);
    }

    /** {@code appLoaderToo}: the application loader may define a class its class path does not have (Lookup.defineClass). */
    private static long define(Vm vm, int loader, String requested, int array, int off, int len, boolean appLoaderToo,
            SourceLauncherLoading launcher) {
        boolean appLoader = appLoaderToo && loader != 0 && loader == JavaLangClassLoader.appLoader(vm);
        if (loader != 0 && isProgramLoader(vm, loader)) {
            tableAccess(vm, loader);
        }
        if (array == 0) {
            throw vm.exceptions().exception("java/lang/NullPointerException", null);
        }
        byte[] all = (byte[]) vm.heap().get(array).array;
        if (off < 0 || len < 0 || off > all.length - len) {
            throw vm.exceptions().exception("java/lang/ArrayIndexOutOfBoundsException", null);
        }
        if (loader == 0 || !isProgramLoader(vm, loader) && !appLoader) {
            throw new UnsupportedFeatureException("ClassLoader.defineClass into a built-in class loader");
        }
        byte[] bytes = Arrays.copyOfRange(all, off, off + len);
        String name;
        ClassReader reader;
        try {
            reader = new ClassReader(bytes);
            name = reader.getClassName();
        } catch (RuntimeException e) {
            throw vm.exceptions().exception("java/lang/ClassFormatError", "Truncated class file or bad constant pool");
        }
        if (requested != null && !requested.replace('.', '/').equals(name)) {
            throw vm.exceptions().exception("java/lang/NoClassDefFoundError", requested.replace('.', '/') + " (wrong name: " + name + ")");
        }
        if (!SourceLauncherLoading.isMemoryLoader(vm, loader)) {
            return define(vm, loader, name, bytes, reader, appLoader, null);
        }
        launcher.loadSupertypes(vm, loader, reader, name);
        long mirror;
        try {
            mirror = define(vm, loader, name, launcher.forDefinition(name, bytes), reader, appLoader, launcher);
        } catch (RuntimeException e) {
            launcher.abandon(name);
            throw e;
        }
        launcher.loadReferenced(vm, loader, referencedClasses(reader, new char[reader.getMaxStringLength()]), name);
        return mirror;
    }

    /** {@code launcher}: the source launcher's loading when {@code loader} is its loader, else null. */
    private static long define(Vm vm, int loader, String name, byte[] bytes, ClassReader reader, boolean appLoader,
            SourceLauncherLoading launcher) {
        ClassRegistry classes = vm.classes();
        ClassInfo existing = classes.loadedClass(name);
        if ((existing == null || existing.programDefinedBytes() == null) && classes.classPath().find(name) != null) {
            throw new UnsupportedFeatureException("a class loader of the program defining " + name.replace('/', '.')
                    + ", a class the class path or the JDK also has (Orbit keeps one class per name)");
        }
        if (existing != null && existing.programDefinedBytes() == null) {
            throw new UnsupportedFeatureException("a class loader of the program defining " + name.replace('/', '.') + ", a class Orbit generated");
        }
        if (existing != null) {
            long definer = Guest.get(vm, existing.mirrorRef(), JdkField.CLASS_CLASS_LOADER);
            if (definer == loader) {
                throw vm.exceptions().exception("java/lang/LinkageError", "loader " + Guest.host(vm, Guest.get(vm, loader, JdkField.CLASS_LOADER_NAME_AND_ID))
                        + " attempted duplicate class definition for " + existing.javaName() + ".");
            }
            if (definer != 0) {
                throw new UnsupportedFeatureException("two class loaders of the program defining " + existing.javaName() + " (Orbit keeps one class per name)");
            }
            if (!Arrays.equals(existing.programDefinedBytes(), bytes)) {
                throw new UnsupportedFeatureException("a class loader of the program defining " + existing.javaName()
                        + " from other bytes than on another path of the search");
            }
            return definedBy(vm, existing, loader);
        }
        if (!appLoader) {
            checkReferences(vm, reader, name, loader, launcher);
        }
        ClassInfo c;
        try {
            c = classes.defineForProgramLoader(name, bytes, "a class loader of the program (" + vm.heap().get(loader).type.javaName() + ")");
        } catch (BadInputException e) {
            throw vm.exceptions().exception("java/lang/ClassFormatError", e.getMessage());
        } catch (ClassRegistry.NoClassDefFound e) {
            throw vm.exceptions().exception("java/lang/NoClassDefFoundError", e.missing());
        }
        return definedBy(vm, c, loader);
    }

    private static long definedBy(Vm vm, ClassInfo c, int loader) {
        Guest.put(vm, c.mirrorRef(), JdkField.CLASS_CLASS_LOADER, loader);
        return c.mirrorRef();
    }

    /** Every class the new class names (its constant pool's classes) must be one the VM can load now; see the class comment. */
    private static void checkReferences(Vm vm, ClassReader reader, String name, int loader, SourceLauncherLoading launcher) {
        boolean reachesApp = false;
        int app = JavaLangClassLoader.appLoader(vm);
        for (int l = loader; l != 0; l = (int) Guest.get(vm, l, JdkField.CLASS_LOADER_PARENT)) {
            reachesApp |= l == app;
        }
        char[] buffer = new char[reader.getMaxStringLength()];
        for (String referenced : referencedClasses(reader, buffer)) {
            if (referenced.equals(name) || launcher != null && launcher.pendingOrDefining(vm, loader, referenced)) {
                continue; // the launcher's loader loads it once this class is defined, or is defining it
            }
            ClassInfo loaded = vm.classes().loadedClass(referenced);
            java.util.regex.Matcher hiddenName = HIDDEN_NAME.matcher(referenced);
            if (loaded == null && hiddenName.matches()) {
                loaded = vm.classes().loadedClass(hiddenName.group(1)); // named as Class.getName names it: Caller$$Lambda$N/0x...
            }
            if (loaded != null && loaded.isHidden()) {
                // a hidden class the VM made (a lambda's): ReflectionFactory's serialization constructor accessor for
                // a serializable lambda names it, and is never run (the lambda's writeReplace replaces it)
                continue;
            }
            boolean programDefined = loaded != null && loaded.programDefinedBytes() != null
                    && Guest.get(vm, loaded.mirrorRef(), JdkField.CLASS_CLASS_LOADER) != 0;
            org.orbitmc.vm.classpath.ClassPath.Found found = programDefined ? null : vm.classes().classPath().find(referenced);
            if (!programDefined && found == null) {
                throw new UnsupportedFeatureException("a class defined by a class loader of the program (" + name.replace('/', '.')
                        + ") that names " + referenced.replace('/', '.') + ", which no loaded class path has yet");
            }
            if (found != null && !found.isBoot() && !reachesApp) {
                throw new UnsupportedFeatureException("a class defined by a class loader of the program (" + name.replace('/', '.')
                        + ") that names the class-path class " + referenced.replace('/', '.') + " while the loader does not delegate to the application loader");
            }
        }
    }

    /** The classes a class file's constant pool names (array types by their element class). */
    static List<String> referencedClasses(ClassReader reader, char[] buffer) {
        List<String> names = new ArrayList<>();
        for (int i = 1; i < reader.getItemCount(); i++) {
            int offset = reader.getItem(i);
            if (offset > 0 && reader.readByte(offset - 1) == 7) { // CONSTANT_Class
                String n = reader.readUTF8(offset, buffer);
                int dims = 0;
                while (dims < n.length() && n.charAt(dims) == '[') {
                    dims++;
                }
                if (dims > 0) {
                    if (n.charAt(dims) != 'L') {
                        continue;
                    }
                    n = n.substring(dims + 1, n.length() - 1);
                }
                names.add(n);
            }
        }
        return names;
    }
}
