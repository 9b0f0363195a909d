package org.orbitmc.natives;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.orbitmc.natives.indy.InvokeDynamicLinkers;
import org.orbitmc.natives.jdk.AppLoaderPackages;
import org.orbitmc.natives.jdk.ClassPathProtectionDomains;
import org.orbitmc.natives.jdk.JavaIoConsole;
import org.orbitmc.natives.jdk.JavaIoFileSystem;
import org.orbitmc.natives.jdk.JavaIoObjectStreamClass;
import org.orbitmc.natives.jdk.JavaLangCharacter;
import org.orbitmc.natives.jdk.JavaLangClass;
import org.orbitmc.natives.jdk.JavaLangClassMembers;
import org.orbitmc.natives.jdk.JavaLangClassResources;
import org.orbitmc.natives.jdk.JavaLangClassLoader;
import org.orbitmc.natives.jdk.ClassPathResourceNatives;
import org.orbitmc.natives.jdk.JavaUtilServiceLoader;
import org.orbitmc.natives.jdk.ProgramClassLoaders;
import org.orbitmc.natives.jdk.JdkInternalPerf;
import org.orbitmc.natives.jdk.JavaLangConditionalSpecialCasing;
import org.orbitmc.natives.jdk.JavaLangNullPointerException;
import org.orbitmc.natives.jdk.JavaLangNumbers;
import org.orbitmc.natives.jdk.JavaLangMath;
import org.orbitmc.natives.jdk.JavaUtilTimeZone;
import org.orbitmc.natives.jdk.JavaLangInvokeVarHandle;
import org.orbitmc.natives.jdk.JavaLangModule;
import org.orbitmc.natives.jdk.JavaLangObject;
import org.orbitmc.natives.jdk.JavaLangProcessEnvironment;
import org.orbitmc.natives.jdk.JavaLangReflectArray;
import org.orbitmc.natives.jdk.AnnotationData;
import org.orbitmc.natives.jdk.JavaLangReflectExecutable;
import org.orbitmc.natives.jdk.JavaLangReflectField;
import org.orbitmc.natives.jdk.JavaLangReflectProxy;
import org.orbitmc.natives.jdk.JdkInternalReflectAccessors;
import org.orbitmc.natives.jdk.JdkInternalReflectConstantPool;
import org.orbitmc.natives.jdk.JavaUtilZip;
import org.orbitmc.natives.jdk.JavaUtilZipStreams;
import org.orbitmc.natives.jdk.JavaLangStackWalker;
import org.orbitmc.natives.jdk.JavaLangSystem;
import org.orbitmc.natives.jdk.JavaLangThread;
import org.orbitmc.natives.jdk.JavaLangThrowable;
import org.orbitmc.natives.jdk.JdkInternalMisc;
import org.orbitmc.natives.jdk.JdkInternalMiscUnsafe;
import org.orbitmc.natives.jdk.JdkInternalRefCleanerFactory;
import org.orbitmc.natives.jdk.OrbitElementCopies;
import org.orbitmc.natives.jdk.OrbitFileOverlay;
import org.orbitmc.natives.jdk.JavaLangInstrument;
import org.orbitmc.natives.jdk.OrbitGuestStreams;
import org.orbitmc.natives.jdk.OrbitVerify;
import org.orbitmc.natives.jdk.OutsideWorldUnsupported;
import org.orbitmc.natives.jdk.SunNioFileSystem;
import org.orbitmc.natives.jdk.SourceLauncherCompile;
import org.orbitmc.natives.jdk.SunReflectMiscMethodUtil;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.VmOptions;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classpath.ClassSource;
import org.orbitmc.vm.link.InvokeDynamicLinker;
import org.orbitmc.vm.natives.JdkSupport;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * Orbit's model of JDK 17: the registry of every native handler class, and the start-up that replaces
 * {@code System.initPhase1}: a main thread and thread group, system properties, System.out/err/in as
 * Orbit's host-backed streams, and the JDK's shared-secrets access objects. Only what the program then
 * uses is initialized, lazily, to keep the boot heap small.
 */
public final class JdkModel implements JdkSupport {
    private static final String GUEST_PACKAGE = "org/orbitmc/natives/guest/";
    private static final String VERIFY = "org/orbitmc/Verify";
    private ProgramStreams streams;
    private List<ClassSource> applicationClasses = List.of();
    private final SourceProgram sourceProgram;

    /** The model for a program of compiled classes. */
    public JdkModel() {
        this(null);
    }

    /** @param sourceProgram the source file the JDK's launcher runs, or null for a program of compiled classes */
    public JdkModel(SourceProgram sourceProgram) {
        this.sourceProgram = sourceProgram;
    }

    @Override
    public void register(NativeRegistry registry, VmOptions options) {
        streams = new ProgramStreams(options.stdout(), options.stderr(), options.stdin());
        applicationClasses = options.classPath();
        registry.lazily(r -> JavaLangObject.register(r), "java/lang/Object");
        registry.lazily(r -> JavaLangClass.register(r), "java/lang/Class");
        registry.lazily(r -> JavaLangClassResources.register(r), "java/lang/Class");
        registry.lazily(r -> JavaLangClassLoader.register(r),
                "java/lang/Class", "java/lang/ClassLoader", "java/lang/Thread",
                "jdk/internal/loader/BootLoader", "jdk/internal/loader/ClassLoaders", "jdk/internal/loader/URLClassPath",
                "jdk/internal/misc/VM");
        registry.lazily(r -> AppLoaderPackages.register(r), "java/lang/ClassLoader");
        registry.lazily(r -> ClassPathProtectionDomains.register(r), "java/lang/Class");
        registry.lazily(r -> ClassPathResourceNatives.register(r),
                "jdk/internal/loader/BuiltinClassLoader", "org/orbitmc/natives/guest/ClassPathResources");
        registry.lazily(r -> JavaUtilServiceLoader.register(r),
                "java/util/ServiceLoader$ModuleServicesLookupIterator", "jdk/internal/loader/BootLoader");
        registry.lazily(r -> ProgramClassLoaders.register(r, sourceProgram),
                "java/lang/ClassLoader", "org/orbitmc/natives/guest/ProgramLoaders");
        registry.lazily(r -> JdkInternalPerf.register(r), "jdk/internal/perf/Perf");
        registry.lazily(r -> SourceLauncherCompile.register(r, sourceProgram), "com/sun/tools/javac/launcher/Main");
        registry.lazily(r -> JavaLangCharacter.register(r), "java/lang/Character");
        registry.lazily(r -> JavaIoConsole.register(r), "java/io/Console");
        registry.lazily(r -> JavaLangConditionalSpecialCasing.register(r), "java/lang/ConditionalSpecialCasing");
        registry.lazily(r -> JavaLangSystem.register(r), "java/lang/Runtime", "java/lang/Shutdown", "java/lang/System");
        registry.lazily(r -> JavaLangProcessEnvironment.register(r), "java/lang/ProcessEnvironment");
        registry.lazily(r -> OrbitElementCopies.register(r), "org/orbitmc/natives/guest/ElementCopies");
        registry.lazily(r -> JavaLangThread.register(r), "java/lang/Thread", "jdk/internal/misc/Unsafe");
        registry.lazily(r -> JavaLangReflectArray.register(r), "java/lang/reflect/Array");
        AnnotationData annotations = new AnnotationData();
        registry.lazily(r -> JavaLangReflectField.register(r, annotations), "java/lang/Class", "jdk/internal/misc/Unsafe");
        registry.lazily(r -> JavaLangReflectExecutable.register(r, annotations),
                "java/lang/Class", "java/lang/reflect/Executable");
        registry.lazily(r -> JdkInternalReflectConstantPool.register(r, annotations),
                "java/lang/Class", "java/lang/reflect/Field", "jdk/internal/reflect/ConstantPool");
        registry.lazily(r -> JdkInternalReflectAccessors.register(r),
                "jdk/internal/reflect/NativeConstructorAccessorImpl", "jdk/internal/reflect/NativeMethodAccessorImpl",
                "jdk/internal/reflect/ReflectionFactory", "org/orbitmc/natives/guest/ReflectiveCalls");
        registry.lazily(r -> SunReflectMiscMethodUtil.register(r), "sun/reflect/misc/MethodUtil");
        registry.lazily(r -> JavaLangReflectProxy.register(r),
                "java/lang/reflect/Proxy", "java/lang/reflect/Proxy$ProxyBuilder");
        registry.lazily(r -> JavaLangClassMembers.register(r, annotations), "java/lang/Class");
        registry.lazily(r -> JavaLangStackWalker.register(r),
                "java/lang/StackFrameInfo", "java/lang/StackStreamFactory", "java/lang/StackStreamFactory$AbstractStackWalker",
                "java/lang/StackTraceElement");
        registry.lazily(r -> JavaUtilZip.register(r), "java/util/zip/CRC32");
        registry.lazily(r -> JavaUtilZipStreams.register(r),
                "java/util/zip/Adler32", "java/util/zip/CRC32", "java/util/zip/Deflater", "java/util/zip/Inflater",
                "java/util/zip/ZipUtils");
        registry.lazily(r -> JavaIoObjectStreamClass.register(r), "java/io/ObjectStreamClass");
        registry.lazily(r -> JavaLangInvokeVarHandle.register(r),
                "java/lang/invoke/MethodHandle", "java/lang/invoke/MethodHandleImpl", "java/lang/invoke/MethodHandles",
                "java/lang/invoke/MethodHandles$Lookup", "java/lang/invoke/MethodHandleNatives", "java/lang/invoke/VarHandle",
                "java/lang/invoke/LambdaMetafactory", "org/orbitmc/natives/guest/LambdaCallSites");
        registry.lazily(r -> JavaLangModule.register(r), "java/lang/Class", "java/lang/Module", "java/lang/ModuleLayer");
        registry.lazily(r -> OrbitVerify.register(r), "org/orbitmc/Verify");
        registry.lazily(r -> JavaLangThrowable.register(r), "java/lang/StackTraceElement", "java/lang/Throwable");
        registry.lazily(r -> JavaLangNullPointerException.register(r), "java/lang/NullPointerException");
        registry.lazily(r -> JavaLangNumbers.register(r),
                "java/lang/Double", "java/lang/Float", "java/lang/StrictMath", "java/lang/String", "java/lang/StringUTF16");
        registry.lazily(r -> JavaLangMath.register(r), "java/lang/Math");
        registry.lazily(r -> JavaUtilTimeZone.register(r),
                "java/time/zone/TzdbZoneRulesProvider", "java/util/TimeZone", "sun/util/calendar/ZoneInfoFile$1");
        registry.lazily(r -> JdkInternalMiscUnsafe.register(r), "jdk/internal/misc/Unsafe");
        registry.lazily(r -> JdkInternalMisc.register(r),
                "java/lang/ClassLoader", "java/lang/ref/PhantomReference", "java/lang/ref/Reference",
                "java/security/AccessController", "java/util/concurrent/atomic/AtomicLong",
                "jdk/internal/access/SharedSecrets", "jdk/internal/misc/CDS", "jdk/internal/misc/ScopedMemoryAccess",
                "jdk/internal/misc/Signal", "jdk/internal/misc/VM", "jdk/internal/reflect/Reflection",
                "jdk/internal/util/ArraysSupport");
        registry.lazily(r -> OrbitGuestStreams.register(r, streams),
                "org/orbitmc/natives/guest/HostInputStream", "org/orbitmc/natives/guest/HostPrintStream");
        registry.lazily(r -> OrbitFileOverlay.register(r), "org/orbitmc/natives/guest/FileOverlay");
        registry.lazily(r -> JavaIoFileSystem.register(r, streams),
                "java/io/FileCleanable", "java/io/FileDescriptor", "java/io/FileInputStream", "java/io/FileOutputStream",
                "java/io/RandomAccessFile", "java/io/UnixFileSystem");
        registry.lazily(r -> JdkInternalRefCleanerFactory.register(r), "jdk/internal/ref/CleanerFactory");
        registry.lazily(r -> SunNioFileSystem.register(r),
                "sun/nio/ch/FileChannelImpl", "sun/nio/ch/FileDispatcherImpl", "sun/nio/ch/IOUtil", "sun/nio/ch/NativeThread",
                "sun/nio/fs/UnixCopyFile", "sun/nio/fs/UnixNativeDispatcher");
        registry.lazily(r -> OutsideWorldUnsupported.register(r),
                "java/lang/ProcessBuilder", "java/lang/ProcessHandleImpl", "java/lang/ProcessHandleImpl$Info",
                "java/lang/Runtime", "java/lang/management/ManagementFactory", "java/net/InetAddress", "sun/nio/ch/Net");
        registry.lazily(r -> JavaLangInstrument.register(r),
                "java/lang/ProcessHandleImpl", "org/orbitmc/natives/guest/Agents", "org/orbitmc/natives/guest/SelfAttachment",
                "sun/instrument/InstrumentationImpl", "sun/tools/attach/AttachProviderImpl");
        // HotSpot's JavaThread::exit reports, and drops, an exception thrown by the uncaught-exception handler.
        registry.bind(org.orbitmc.vm.interp.EntryFrames.THREAD_EXIT, "handlerThrew", "(Ljava/lang/Throwable;)V", (vm, a) -> {
            streams.write(2, "\nException: " + vm.heap().get(a.refAt(0)).type.javaName()
                    + " thrown from the UncaughtExceptionHandler in thread \"" + vm.threadTable().name(vm.currentThread()) + "\"\n");
            return 0;
        });
        registry.bind("jdk/internal/misc/UnsafeConstants", "<clinit>", "()V", (vm, a) -> {
            String c = "jdk/internal/misc/UnsafeConstants";
            Guest.putStatic(vm, c, "ADDRESS_SIZE0", 8);
            Guest.putStatic(vm, c, "PAGE_SIZE", 4096);
            Guest.putStatic(vm, c, "BIG_ENDIAN", 0);
            Guest.putStatic(vm, c, "UNALIGNED_ACCESS", 1);
            Guest.putStatic(vm, c, "DATA_CACHE_LINE_FLUSH_SIZE", 0);
            return 0;
        });
    }

    @Override
    public InvokeDynamicLinker invokeDynamicLinker() {
        // Record toString needs the simple name from the record's own class file.
        List<ClassSource> sources = applicationClasses;
        return new InvokeDynamicLinkers(new ClassSource() {
            @Override
            public byte[] find(String internalName) {
                for (ClassSource s : sources) {
                    byte[] bytes = s.find(internalName);
                    if (bytes != null) {
                        return bytes;
                    }
                }
                return null;
            }

            @Override
            public String describe() {
                return "application class path";
            }
        });
    }

    @Override
    public List<ClassSource> bootClassSources() {
        return List.of(new ClassSource() {
            @Override
            public byte[] find(String internalName) {
                if (!internalName.startsWith(GUEST_PACKAGE) && !internalName.equals(VERIFY)) {
                    return null;
                }
                try (InputStream in = JdkModel.class.getResourceAsStream("/" + internalName + ".class")) {
                    return in == null ? null : in.readAllBytes();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }

            @Override
            public String describe() {
                return "orbit guest classes";
            }
        });
    }

    @Override
    public void boot(Vm vm) {
        for (String c : new String[] {"java/lang/Object", "java/lang/String", "java/lang/System", "java/lang/ThreadGroup", "java/lang/Thread"}) {
            vm.initialize(Guest.load(vm, c));
        }
        createMainThread(vm);
        int props = Guest.construct(vm, "java/util/Properties", "()V");
        for (Map.Entry<String, String> p : systemProperties(vm.options()).entrySet()) {
            Guest.callVirtual(vm, "java/util/Properties", "setProperty", "(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Object;",
                    props, Guest.str(vm, p.getKey()), Guest.str(vm, p.getValue()));
        }
        Guest.putStatic(vm, "java/lang/System", "props", props);
        Guest.putStatic(vm, "java/lang/System", "lineSeparator", vm.strings().intern("\n"));
        Guest.putStatic(vm, "jdk/internal/misc/VM", "savedProps", props);
        Guest.putStatic(vm, "jdk/internal/misc/VM", "initLevel", 4);
        Guest.putStatic(vm, "jdk/internal/misc/VM", "classFileMajorVersion", 61); // VM.saveProperties, from java.class.version
        Guest.putStatic(vm, "java/lang/System", "out", hostPrintStream(vm, 1));
        Guest.putStatic(vm, "java/lang/System", "err", hostPrintStream(vm, 2));
        ClassInfo in = Guest.load(vm, GUEST_PACKAGE + "HostInputStream");
        vm.initialize(in);
        Guest.putStatic(vm, "java/lang/System", "in", vm.newInstance(in));
        Guest.callStatic(vm, "java/lang/System", "setJavaLangAccess", "()V");
    }

    private static int hostPrintStream(Vm vm, int fd) {
        ClassInfo c = Guest.load(vm, GUEST_PACKAGE + "HostPrintStream");
        vm.initialize(c);
        int ref = vm.newInstance(c);
        Guest.putField(vm, ref, "fd", fd);
        return ref;
    }

    /** The main thread's group hierarchy (system, main) and its java.lang.Thread, built without running Thread's constructor. */
    private static void createMainThread(Vm vm) {
        int system = Guest.construct(vm, "java/lang/ThreadGroup", "()V");
        int thread = vm.newInstance(Guest.load(vm, "java/lang/Thread"));
        vm.currentThread().threadObject = thread;
        int main = Guest.construct(vm, "java/lang/ThreadGroup", "(Ljava/lang/ThreadGroup;Ljava/lang/String;)V", system, Guest.str(vm, "main"));
        Guest.putField(vm, thread, "name", vm.strings().intern("main"));
        Guest.putField(vm, thread, "priority", 5);
        Guest.putField(vm, thread, "group", main);
        Guest.putField(vm, thread, "tid", 1);
        Guest.putField(vm, thread, "threadStatus", 5);
        Guest.putField(vm, thread, "blockerLock", vm.newInstance(Guest.load(vm, "java/lang/Object")));
        // The main thread is a live member of its group, as on HotSpot: Thread.activeCount() counts it.
        int members = vm.newArray(vm.classes().arrayOf(Guest.load(vm, "java/lang/Thread")), 4);
        ((int[]) vm.heap().get(members).array)[0] = thread;
        Guest.putField(vm, main, "threads", members);
        Guest.putField(vm, main, "nthreads", 1);
        Guest.putStatic(vm, "java/lang/Thread", "threadSeqNumber", 1);
    }

    /**
     * What {@code java} 17 sets, as the host's {@code java} sets it: the JDK classes the VM runs are the host JDK's,
     * so its version, vendor and home are the program's too; the working directory and class path come from the
     * options' {@link org.orbitmc.vm.HostEnvironment}. The program's {@code -D} properties come last and win.
     */
    private static Map<String, String> systemProperties(VmOptions options) {
        Map<String, String> p = new LinkedHashMap<>();
        for (String key : HOST_PROPERTIES) {
            p.put(key, System.getProperty(key));
        }
        p.put("java.class.path", options.host().classPath());
        p.put("line.separator", "\n");
        // The default locale as java computes it from the environment (LC_ALL, LC_MESSAGES, LC_CTYPE, LANG; "C.UTF-8"
        // gives en, an unset or unknown locale en_US): the host JVM computed it from the same environment.
        for (String key : new String[] {"user.language", "user.script", "user.country", "user.variant", "user.language.format",
                "user.script.format", "user.country.format", "user.variant.format"}) {
            p.put(key, System.getProperty(key));
        }
        p.put("user.dir", options.host().workingDirectory());
        p.put("sun.nio.MaxDirectMemorySize", "-1");
        // Not java's: lets a program (a test's set-up) know it runs inside Orbit, and whether under a search.
        p.put("org.orbitmc.vm", options.schedulingPoints() ? "check" : "run");
        // Orbit's VM lets a program attach an agent to itself (java.lang.instrument), as java -Djdk.attach.allowAttachSelf=true.
        p.put("jdk.attach.allowAttachSelf", "true");
        p.putAll(options.systemProperties());
        p.values().removeIf(v -> v == null);
        return p;
    }

    /**
     * The properties whose values are the host JDK's or the host's: those programs read. Each costs some five objects
     * in every state (boot heap), so the rest of what {@code java -XshowSettings:properties} shows (vendor URLs, the
     * library path, {@code sun.*} details) is left out.
     */
    private static final String[] HOST_PROPERTIES = {"file.encoding", "file.separator", "java.class.version", "java.home",
        "java.io.tmpdir", "java.runtime.name", "java.runtime.version", "java.specification.version", "java.vendor", "java.version",
        "java.vm.name", "java.vm.specification.version", "java.vm.vendor", "java.vm.version", "native.encoding", "os.arch", "os.name",
        "os.version", "path.separator", "sun.jnu.encoding", "user.home", "user.name"};

    @Override
    public void reportUncaught(Vm vm, int throwable) {
        int thread = vm.currentThread().threadObject;
        Guest.callVirtual(vm, "java/lang/Thread", "dispatchUncaughtException", "(Ljava/lang/Throwable;)V", thread, throwable);
    }

    @Override
    public void exit(Vm vm) {
        streams.flushAll();
    }

    /**
     * After a run that ended (not one that failed): writes what the program changed under the options' host-writes
     * directory to the host's disk, if there is one. Returns the problems, one line each, or "".
     */
    public String writeToHost(Vm vm) {
        java.nio.file.Path dir = vm.options().host().hostWrites();
        return dir == null ? "" : HostWrites.apply(vm, dir);
    }
}
