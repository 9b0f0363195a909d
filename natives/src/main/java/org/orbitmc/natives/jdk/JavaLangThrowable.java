package org.orbitmc.natives.jdk;

import org.orbitmc.natives.Guest;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classpath.ModuleGraph;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.JdkField;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.classes.WellKnown;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.interp.Throwables.Backtrace;
import org.orbitmc.vm.natives.NativeRegistry;

/** Throwable backtraces and the StackTraceElements made from them, formatted as HotSpot formats them. */
public final class JavaLangThrowable {
    /** StackTraceElement.format bits: the class loader is built in, the module is part of the JDK. */
    private static final int BUILTIN_CLASS_LOADER = 0x1;
    private static final int JDK_NON_UPGRADEABLE_MODULE = 0x2;

    private JavaLangThrowable() {
    }

    public static void register(NativeRegistry r) {
        r.bind("java/lang/Throwable", "fillInStackTrace", "(I)Ljava/lang/Throwable;", (vm, a) -> {
            int self = a.receiver();
            Backtrace trace = vm.exceptions().backtrace(self);
            vm.heap().get(self).hidden = JavaLangNullPointerException.isNpe(vm, self) ? JavaLangNullPointerException.site(vm, self, trace) : trace;
            Guest.put(vm, self, JdkField.THROWABLE_BACKTRACE, self);
            Guest.put(vm, self, JdkField.THROWABLE_DEPTH, trace.methods().length);
            return self;
        });
        r.bind("java/lang/StackTraceElement", "of", "(Ljava/lang/Throwable;I)[Ljava/lang/StackTraceElement;",
                (vm, a) -> elements(vm, a.refAt(0), a.intAt(1)));
    }

    private static long elements(Vm vm, int throwable, int depth) {
        Object hidden = vm.heap().get(throwable).hidden;
        if (hidden instanceof JavaLangNullPointerException.Site site) {
            hidden = site.backtrace();
        }
        Backtrace trace = hidden instanceof Backtrace bt ? bt : new Backtrace(new MethodInfo[0], new int[0]);
        int n = Math.min(depth, trace.methods().length);
        ClassInfo steClass = vm.wellKnown().owner(JdkField.STACK_TRACE_ELEMENT_DECLARING_CLASS);
        vm.initialize(steClass);
        int array = vm.newArray(vm.classes().arrayOf(steClass), n);
        for (int i = 0; i < n; i++) {
            int element = vm.newInstance(steClass);
            ((int[]) vm.heap().get(array).array)[i] = element;
            MethodInfo m = JdkInternalReflectAccessors.shownAs(vm, trace.methods()[i]);
            initElement(vm, element, m, m.isNative() && m.code() == null ? -2 : trace.lines()[i]);
        }
        return array;
    }

    /** Fills a StackTraceElement for a frame of {@code m} at {@code line}, formatted as HotSpot formats it. */
    static void initElement(Vm vm, int element, MethodInfo m, int line) {
        ClassInfo owner = m.owner();
        String module = vm.moduleOf(owner);
        HeapObject e = vm.heap().get(element);
        WellKnown known = vm.wellKnown();
        set(e, known, JdkField.STACK_TRACE_ELEMENT_DECLARING_CLASS_OBJECT, owner.mirrorRef());
        set(e, known, JdkField.STACK_TRACE_ELEMENT_DECLARING_CLASS, vm.strings().intern(owner.javaName()));
        set(e, known, JdkField.STACK_TRACE_ELEMENT_METHOD_NAME, vm.strings().intern(m.name()));
        set(e, known, JdkField.STACK_TRACE_ELEMENT_FILE_NAME, owner.sourceFile() == null ? 0 : vm.strings().intern(owner.sourceFile()));
        set(e, known, JdkField.STACK_TRACE_ELEMENT_LINE_NUMBER, line);
        // The defining loader's name, as HotSpot fills it in: "app" for the class path and the modules defined to the
        // application loader (jdk.compiler's source launcher), a program's loader's own name (the launcher's has none).
        int definer = owner.programDefinedBytes() == null ? 0 : (int) Guest.getField(vm, owner.mirrorRef(), "classLoader");
        if (definer != 0) {
            set(e, known, JdkField.STACK_TRACE_ELEMENT_CLASS_LOADER_NAME, Guest.getField(vm, definer, "name"));
            if (ProgramClassLoaders.isProgramLoader(vm, definer)) {
                set(e, known, JdkField.STACK_TRACE_ELEMENT_FORMAT, 0);
                return;
            }
        } else if (owner.programDefinedBytes() == null) {
            String loader = JavaLangClassLoader.definingLoader(vm, ModuleGraph.ofJdkImage(), owner);
            if (!loader.equals("boot")) {
                set(e, known, JdkField.STACK_TRACE_ELEMENT_CLASS_LOADER_NAME, vm.strings().intern(loader));
            }
        }
        if (module != null) {
            set(e, known, JdkField.STACK_TRACE_ELEMENT_MODULE_NAME, vm.strings().intern(module));
            set(e, known, JdkField.STACK_TRACE_ELEMENT_FORMAT, BUILTIN_CLASS_LOADER | JDK_NON_UPGRADEABLE_MODULE);
        } else {
            set(e, known, JdkField.STACK_TRACE_ELEMENT_FORMAT, BUILTIN_CLASS_LOADER);
        }
    }

    private static void set(HeapObject o, WellKnown known, JdkField field, long value) {
        o.fields[known.field(field).slot()] = value;
    }
}
