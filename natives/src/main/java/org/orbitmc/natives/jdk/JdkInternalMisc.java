package org.orbitmc.natives.jdk;

import org.orbitmc.natives.Guest;
import org.orbitmc.vm.classes.JdkField;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.natives.NativeRegistry;
import org.orbitmc.vm.thread.VmThread;

/**
 * The JDK's conversations with its VM that Orbit answers trivially: no class-data sharing, no
 * security manager stack walks, no reference-handler thread (references are never cleared).
 */
public final class JdkInternalMisc {
    private JdkInternalMisc() {
    }

    public static void register(NativeRegistry r) {
        // java's start-up initializes AccessibleObject, whose initializer first sets this (stateless) access object, before
        // anything can ask for it. Orbit's start-up is lazy: the first request (ReflectionFactory's constructor, which reads
        // it once) sets it as that initializer would; initializing AccessibleObject here instead could run inside
        // ReflectionFactory's own initialization, and AccessibleObject.reflectionFactory would then stay null.
        r.bind("jdk/internal/access/SharedSecrets", "getJavaLangReflectAccess", "()Ljdk/internal/access/JavaLangReflectAccess;",
                (vm, a) -> {
                    String secrets = "jdk/internal/access/SharedSecrets";
                    long access = Guest.getStatic(vm, secrets, "javaLangReflectAccess");
                    if (access == 0) {
                        access = Guest.construct(vm, "java/lang/reflect/ReflectAccess", "()V");
                        Guest.putStatic(vm, secrets, "javaLangReflectAccess", access);
                    }
                    return access;
                });
        r.bind("java/lang/ClassLoader", "registerNatives", "()V", (vm, a) -> 0);
        r.bind("jdk/internal/misc/ScopedMemoryAccess", "registerNatives", "()V", (vm, a) -> 0);
        r.bind("java/util/concurrent/atomic/AtomicLong", "VMSupportsCS8", "()Z", (vm, a) -> 1);
        String cds = "jdk/internal/misc/CDS";
        r.bind(cds, "isDumpingClassList0", "()Z", (vm, a) -> 0);
        r.bind(cds, "isDumpingArchive0", "()Z", (vm, a) -> 0);
        r.bind(cds, "isSharingEnabled0", "()Z", (vm, a) -> 0);
        r.bind(cds, "initializeFromArchive", "(Ljava/lang/Class;)V", (vm, a) -> 0);
        r.bind(cds, "defineArchivedModules", "(Ljava/lang/ClassLoader;Ljava/lang/ClassLoader;)V", (vm, a) -> 0);
        r.bind(cds, "getRandomSeedForDumping", "()J", (vm, a) -> 0);
        r.bind(cds, "logLambdaFormInvoker", "(Ljava/lang/String;)V", (vm, a) -> 0);

        String misc = "jdk/internal/misc/VM";
        r.bind(misc, "initialize", "()V", (vm, a) -> 0);
        r.bind(misc, "getNanoTimeAdjustment", "(J)J", (vm, a) -> JavaLangSystem.nanoTimeAdjustment(vm, a.longAt(0)));
        r.bind(misc, "getRuntimeArguments", "()[Ljava/lang/String;",
                (vm, a) -> vm.newArray(vm.classes().arrayOf(Guest.load(vm, "java/lang/String")), 0));

        String reflection = "jdk/internal/reflect/Reflection";
        r.bind(reflection, "getCallerClass", "()Ljava/lang/Class;", (vm, a) -> {
            // The native has no frame: the top frame is the caller-sensitive method, its caller is below.
            VmThread t = vm.currentThread();
            for (int d = t.depth - 1; d >= 0; d--) {
                MethodInfo m = t.methods[d];
                if (!m.owner().name().startsWith("java/lang/reflect/") && !m.owner().name().startsWith("jdk/internal/reflect/")
                        && !m.owner().name().equals(JdkInternalReflectAccessors.CALLS)) {
                    return m.owner().mirrorRef();
                }
            }
            return 0;
        });
        r.bind(reflection, "getClassAccessFlags", "(Ljava/lang/Class;)I", (vm, a) -> JavaLangClass.cls(vm, a.refAt(0)).access() & 0xFFFF);
        r.bind(reflection, "areNestMates", "(Ljava/lang/Class;Ljava/lang/Class;)Z",
                (vm, a) -> JavaLangClass.nestHost(JavaLangClass.cls(vm, a.refAt(0))).equals(JavaLangClass.nestHost(JavaLangClass.cls(vm, a.refAt(1)))) ? 1 : 0);

        String ac = "java/security/AccessController";
        r.bind(ac, "getStackAccessControlContext", "()Ljava/security/AccessControlContext;", (vm, a) -> 0);
        r.bind(ac, "getInheritedAccessControlContext", "()Ljava/security/AccessControlContext;", (vm, a) -> 0);
        r.bind(ac, "ensureMaterializedForStackWalk", "(Ljava/lang/Object;)V", (vm, a) -> 0);
        r.bind(ac, "getProtectionDomain", "(Ljava/lang/Class;)Ljava/security/ProtectionDomain;", (vm, a) -> 0);

        String ref = "java/lang/ref/Reference";
        // The reference handler thread is not started: nothing is ever enqueued, since nothing is cleared.
        r.bind(ref, "<clinit>", "()V", (vm, a) -> {
            Guest.putStatic(vm, ref, "processPendingLock", vm.newInstance(Guest.load(vm, "java/lang/Object")));
            return 0;
        });
        r.bind(ref, "refersTo0", "(Ljava/lang/Object;)Z", (vm, a) -> Guest.get(vm, a.receiver(), JdkField.REFERENCE_REFERENT) == a.refAt(0) ? 1 : 0);
        r.bind(ref, "clear0", "()V", (vm, a) -> {
            Guest.put(vm, a.receiver(), JdkField.REFERENCE_REFERENT, 0);
            return 0;
        });
        r.bind("java/lang/ref/PhantomReference", "refersTo0", "(Ljava/lang/Object;)Z",
                (vm, a) -> Guest.get(vm, a.receiver(), JdkField.REFERENCE_REFERENT) == a.refAt(0) ? 1 : 0);

        String signal = "jdk/internal/misc/Signal";
        r.bind(signal, "findSignal0", "(Ljava/lang/String;)I", (vm, a) -> -1);
        r.bind(signal, "handle0", "(IJ)J", (vm, a) -> 0);

        String arrays = "jdk/internal/util/ArraysSupport";
        // Compares element by element; returns ~0 (no mismatch, nothing left) as the contract allows.
        r.bind(arrays, "vectorizedMismatch", "(Ljava/lang/Object;JLjava/lang/Object;JII)I", (vm, a) -> {
            int x = a.refAt(0);
            int y = a.refAt(2);
            int length = a.intAt(4);
            int shift = a.intAt(5);
            long xo = a.longAt(1);
            long yo = a.longAt(3);
            int bytes = 1 << shift;
            char kind = switch (bytes) {
                case 1 -> 'B';
                case 2 -> 'C';
                case 4 -> 'I';
                default -> 'J';
            };
            for (int i = 0; i < length; i++) {
                long vx = JdkInternalMiscUnsafe.get(vm, x, xo + (long) i * bytes, kind);
                long vy = JdkInternalMiscUnsafe.get(vm, y, yo + (long) i * bytes, kind);
                if (vx != vy) {
                    return i;
                }
            }
            return ~0;
        });
    }
}
