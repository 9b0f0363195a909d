package org.orbitmc.natives.jdk;

import org.orbitmc.natives.Guest;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classpath.ModuleGraph;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.JdkField;
import org.orbitmc.vm.classes.JdkMethod;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.interp.EntryFrames;
import org.orbitmc.vm.natives.NativeRegistry;
import org.orbitmc.vm.thread.VmThread;

/**
 * StackWalker: the natives of StackStreamFactory's AbstractStackWalker, with the JDK's own Java code doing the rest
 * (batches, filtering of its own and of reflection frames, the stream, getCallerClass). callStackWalk fills the first
 * batch with the current thread's frames below the walker's, then continues in {@code doStackWalk} by a tail call,
 * so that the program's function runs as ordinary code; fetchStackFrames fills the next batches. Where a walk stands
 * is guest state: the walker's {@code anchor} holds the depth of its first frame and how many frames were delivered.
 * Orbit's generated classes are hidden frames (shown with SHOW_HIDDEN_FRAMES), as HotSpot's hidden classes are.
 * A StackFrameInfo's {@code memberName} is an Object[] {declaring class, method name, descriptor} and its {@code bci}
 * holds Orbit's pc (from which the line and the bytecode index are known, {@link BytecodeIndexes}), replacing the
 * MemberName of java.lang.invoke, which Orbit does not interpret.
 */
public final class JavaLangStackWalker {
    private static final String WALKER = "java/lang/StackStreamFactory$AbstractStackWalker";
    private static final String FRAME = "java/lang/StackFrameInfo";
    private static final int FILL_CLASS_REFS_ONLY = 0x2;
    private static final int SHOW_HIDDEN_FRAMES = 0x20;

    private JavaLangStackWalker() {
    }

    public static void register(NativeRegistry r) {
        r.bind("java/lang/StackStreamFactory", "checkStackWalkModes", "()Z", (vm, a) -> 1);
        r.bind(WALKER, "callStackWalk", "(JIII[Ljava/lang/Object;)Ljava/lang/Object;", (vm, a) -> {
            long mode = a.longAt(0);
            int skip = a.intAt(1);
            int batch = a.intAt(2);
            int start = a.intAt(3);
            int frames = a.refAt(4);
            VmThread t = vm.currentThread();
            int first = t.depth; // the native has no frame: the top frame is the walker's
            while (first >= 0 && isWalkerFrame(vm, t.methods[first].owner())) {
                first--;
            }
            int[] position = {first + 1, 0};
            for (int i = 0; i < skip && next(vm, t, position, mode) >= 0; i++) {
                position[1]++;
            }
            int end = fill(vm, t, position, mode, batch, start, frames);
            long anchor = anchor(position);
            MethodInfo doStackWalk = Guest.method(vm, JdkMethod.ABSTRACT_STACK_WALKER_DO_STACK_WALK);
            return vm.tailCall(a.base(), doStackWalk, a.receiver(), anchor, 0, skip, batch, start, end);
        });
        r.bind(WALKER, "fetchStackFrames", "(JJII[Ljava/lang/Object;)I", (vm, a) -> {
            long anchor = a.longAt(1);
            int[] position = {(int) anchor, (int) (anchor >>> 32)};
            int end = fill(vm, vm.currentThread(), position, a.longAt(0), a.intAt(2), a.intAt(3), a.refAt(4));
            Guest.put(vm, a.receiver(), JdkField.ABSTRACT_STACK_WALKER_ANCHOR, anchor(position));
            return end;
        });
        r.bind(FRAME, "<clinit>", "()V", (vm, a) -> 0); // its JavaLangInvokeAccess is not used (below)
        r.bind(FRAME, "<init>", "(Ljava/lang/StackWalker;)V", (vm, a) -> {
            Guest.put(vm, a.receiver(), JdkField.STACK_FRAME_INFO_RETAIN_CLASS_REF, Guest.get(vm, a.refAt(0), JdkField.STACK_WALKER_RETAIN_CLASS_REF));
            return 0;
        });
        r.bind(FRAME, "declaringClass", "()Ljava/lang/Class;", (vm, a) -> memberPart(vm, a.receiver(), 0));
        r.bind(FRAME, "getMethodName", "()Ljava/lang/String;", (vm, a) -> memberPart(vm, a.receiver(), 1));
        r.bind(FRAME, "getDescriptor", "()Ljava/lang/String;", (vm, a) -> memberPart(vm, a.receiver(), 2));
        r.bind(FRAME, "isNativeMethod", "()Z", (vm, a) -> method(vm, a.receiver()).isNative() ? 1 : 0);
        // StackFrameInfo.getByteCodeIndex: -1 for a native method, else HotSpot's bci of the frame's instruction.
        BytecodeIndexes indexes = new BytecodeIndexes();
        r.bind(FRAME, "getByteCodeIndex", "()I", (vm, a) -> {
            MethodInfo m = method(vm, a.receiver());
            return m.isNative() ? -1 : indexes.at(vm, m, (int) Guest.get(vm, a.receiver(), JdkField.STACK_FRAME_INFO_BCI));
        });
        // StackFrameInfo.getMethodType: ensureRetainClassRefEnabled (UnsupportedOperationException), then the method's
        // type resolved by its class's loader, as MethodType.fromMethodDescriptorString resolves it.
        r.bind(FRAME, "getMethodType", "()Ljava/lang/invoke/MethodType;", (vm, a) -> {
            Guest.callVirtual(vm, FRAME, "ensureRetainClassRefEnabled", "()V", a.receiver());
            MethodInfo m = method(vm, a.receiver());
            return Guest.callStatic(vm, "java/lang/invoke/MethodType", "fromMethodDescriptorString",
                    "(Ljava/lang/String;Ljava/lang/ClassLoader;)Ljava/lang/invoke/MethodType;", Guest.str(vm, m.descriptor()),
                    JavaLangClassLoader.loaderOf(vm, ModuleGraph.ofJdkImage(), m.owner()));
        });
        // StackTraceElement.of(StackFrameInfo): its format as Orbit formats a throwable's (computeFormat asks Module.getLayer).
        r.bind("java/lang/StackTraceElement", "of", "(Ljava/lang/StackFrameInfo;)Ljava/lang/StackTraceElement;", (vm, a) -> {
            MethodInfo m = method(vm, a.refAt(0));
            int pc = (int) Guest.get(vm, a.refAt(0), JdkField.STACK_FRAME_INFO_BCI);
            int line = m.isNative() && m.code() == null ? -2 : m.code() == null ? -1 : m.code().lines[pc];
            ClassInfo steClass = Guest.load(vm, "java/lang/StackTraceElement");
            vm.initialize(steClass);
            int element = vm.newInstance(steClass);
            JavaLangThrowable.initElement(vm, element, m, line);
            return element;
        });
    }

    /** Frames of the walk's own machinery, which HotSpot skips before the first frame it reports. */
    private static boolean isWalkerFrame(Vm vm, ClassInfo c) {
        ClassInfo walker = Guest.load(vm, WALKER);
        return c.name().equals("java/lang/StackWalker") || c == walker || c.superClass() == walker;
    }

    /** Orbit's thread entry frames stand for HotSpot's launcher and thread start, native code that no walk shows. */
    private static boolean isEntryFrame(ClassInfo c) {
        String name = c.name();
        return name.equals(EntryFrames.MAIN_ENTRY) || name.equals(EntryFrames.THREAD_ENTRY) || name.equals(EntryFrames.THREAD_EXIT);
    }

    private static long anchor(int[] position) {
        return ((long) position[1] << 32) | position[0];
    }

    /**
     * The depth of the frame after the {@code position[1]} frames delivered so far, counting down from the depth
     * {@code position[0] - 1}; -1 at the bottom of the stack. Hidden frames do not count unless asked for.
     */
    private static int next(Vm vm, VmThread t, int[] position, long mode) {
        int seen = 0;
        for (int d = position[0] - 1; d >= 0; d--) {
            ClassInfo owner = t.methods[d].owner();
            if (owner.isHidden() && ((mode & SHOW_HIDDEN_FRAMES) == 0 || isEntryFrame(owner))) {
                continue;
            }
            if (seen++ == position[1]) {
                return d;
            }
        }
        return -1;
    }

    /** Fills up to {@code batch} frames into {@code frames} from {@code start}; returns the end index. */
    private static int fill(Vm vm, VmThread t, int[] position, long mode, int batch, int start, int frames) {
        int[] buffer = (int[]) vm.heap().get(frames).array;
        int end = start;
        while (end - start < batch && end < buffer.length) {
            int d = next(vm, t, position, mode);
            if (d < 0) {
                break;
            }
            MethodInfo m = JdkInternalReflectAccessors.shownAs(vm, t.methods[d]);
            if ((mode & FILL_CLASS_REFS_ONLY) != 0) {
                buffer[end] = m.owner().mirrorRef();
            } else {
                int member = vm.newArray(vm.classes().arrayOf(Guest.load(vm, "java/lang/Object")), 3);
                int[] parts = (int[]) vm.heap().get(member).array;
                parts[0] = m.owner().mirrorRef();
                parts[1] = vm.strings().intern(m.name());
                parts[2] = vm.strings().intern(m.descriptor());
                Guest.put(vm, buffer[end], JdkField.STACK_FRAME_INFO_MEMBER_NAME, member);
                Guest.put(vm, buffer[end], JdkField.STACK_FRAME_INFO_BCI, m == t.methods[d] ? t.pcs[d] : 0);
            }
            position[1]++;
            end++;
        }
        return end;
    }

    private static long memberPart(Vm vm, long frame, int part) {
        int member = (int) Guest.get(vm, (int) frame, JdkField.STACK_FRAME_INFO_MEMBER_NAME);
        return ((int[]) vm.heap().get(member).array)[part];
    }

    private static MethodInfo method(Vm vm, long frame) {
        ClassInfo c = JavaLangClass.cls(vm, memberPart(vm, frame, 0));
        return c.declaredMethod(Guest.host(vm, memberPart(vm, frame, 1)), Guest.host(vm, memberPart(vm, frame, 2)));
    }
}
