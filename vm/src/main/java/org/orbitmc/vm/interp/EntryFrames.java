package org.orbitmc.vm.interp;

import static org.objectweb.asm.Opcodes.*;

import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.natives.NativeRegistry;
import org.orbitmc.vm.thread.VmThread;

/**
 * The bottom frames of the program's threads, as HotSpot's launcher ({@code JavaMain}) and
 * {@code JavaThread::run}/{@code exit} are: small classes Orbit generates, hidden from stack traces, whose
 * code runs as ordinary interpreted frames of the thread, interleaved like any program code, so that
 * everything the VM does on the program's behalf at a thread's start and end can block and be scheduled.
 *
 * <ul>
 * <li>{@code MainEntry.main(String[])} invokes the main class's {@code main} with {@code invokestatic}
 * (the class initializes on the main thread, inside the search), catches what it throws, then ends the
 * main thread ({@code ThreadExit.end}) and does what HotSpot's DestroyJavaVM thread does: waits to be the
 * last non-daemon thread and runs the shutdown hooks ({@code ThreadExit.shutdown}), then halts.</li>
 * <li>{@code ThreadEntry.run(Thread)} invokes {@code run()} with {@code invokevirtual} (a synchronized
 * {@code run} takes its monitor as the thread's own step), catches what it throws, then ends the thread
 * ({@code ThreadExit.end}).</li>
 * <li>{@code ThreadExit} is what happens after: the JDK's {@code Thread.dispatchUncaughtException} (which may
 * run the program's handler), {@code Thread.exit()}, HotSpot's {@code ensure_join} (under the Thread's monitor:
 * status TERMINATED, {@code notifyAll} to the joiners) and the shutdown. It is an atomic library (listed in
 * {@link org.orbitmc.vm.LibraryAtomicity}): each call into it is one visible operation, as is the halt.</li>
 * </ul>
 * A throwable caught by an entry frame is first reported to the VM ({@code ThreadEntry.uncaught}, a native),
 * in the transition that threw it, so that a search can report the error.
 */
public final class EntryFrames {
    public static final String THREAD_ENTRY = "org/orbitmc/generated/ThreadEntry";
    public static final String THREAD_EXIT = "org/orbitmc/generated/ThreadExit";
    public static final String MAIN_ENTRY = "org/orbitmc/generated/MainEntry";
    private static final String THREAD = "java/lang/Thread";
    private static final String THROWABLE = "java/lang/Throwable";

    private final Vm vm;
    /** The program's main class, once {@link #mainEntry} has generated its entry. */
    private ClassInfo mainClass;
    private MethodInfo threadEntry;

    public EntryFrames(Vm vm) {
        this.vm = vm;
    }

    /** Binds the entry classes' native hooks (they reach the VM through {@link Vm#threadTable()}). */
    public static void register(NativeRegistry r) {
        r.bind(THREAD_ENTRY, "uncaught", "(Ljava/lang/Throwable;)V", (vm, a) -> {
            vm.threadTable().recordUncaught(a.refAt(0));
            return 0;
        });
        r.bind(THREAD_EXIT, "terminated", "()V", (vm, a) -> {
            vm.threadTable().terminated(vm.currentThread());
            return 0;
        });
        r.bind(THREAD_EXIT, "awaitLastNonDaemon", "()V", (vm, a) -> {
            vm.threadTable().awaitLastNonDaemon(vm.currentThread());
            return 0;
        });
        r.bind(THREAD_EXIT, "halt", "(I)V", (vm, a) -> {
            vm.schedulingPoint(); // ends every daemon thread: a visible operation of its own
            throw new ProgramExit(a.intAt(0));
        });
    }

    /** Whether frames of this class are entry frames. */
    public static boolean isEntry(ClassInfo c) {
        return c.isHidden() && (c.name().equals(THREAD_ENTRY) || c.name().equals(MAIN_ENTRY));
    }

    /** {@code ThreadEntry.run(Thread)}, the bottom frame of a started thread. */
    public MethodInfo threadEntry() {
        if (threadEntry == null) {
            define(THREAD_EXIT, threadExit());
            threadEntry = define(THREAD_ENTRY, threadEntryClass()).declaredMethod("run", "(Ljava/lang/Thread;)V");
        }
        return threadEntry;
    }

    /** {@code MainEntry.main(String[])} calling {@code main}, the bottom frame of the main thread. */
    public MethodInfo mainEntry(MethodInfo main) {
        threadEntry();
        mainClass = main.owner();
        return define(MAIN_ENTRY, mainEntryClass(main)).declaredMethod("main", "([Ljava/lang/String;)V");
    }

    private ClassInfo define(String name, byte[] bytes) {
        ClassInfo c = vm.classes().loadedClass(name);
        return c != null ? c : vm.classes().defineHidden(name, bytes);
    }

    private static ClassWriter newClass(String name) {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        cw.visit(V1_6, ACC_FINAL | ACC_SUPER, name, null, "java/lang/Object", null);
        return cw;
    }

    /** {@code static void run(Thread t) { try { t.run(); } catch (Throwable e) { uncaught(e); ThreadExit.end(e); return; } ThreadExit.end(null); }} */
    private static byte[] threadEntryClass() {
        ClassWriter cw = newClass(THREAD_ENTRY);
        cw.visitMethod(ACC_STATIC | ACC_NATIVE, "uncaught", "(Ljava/lang/Throwable;)V", null, null).visitEnd();
        MethodVisitor m = cw.visitMethod(ACC_STATIC, "run", "(Ljava/lang/Thread;)V", null, null);
        m.visitCode();
        Label from = new Label();
        Label to = new Label();
        Label handler = new Label();
        m.visitTryCatchBlock(from, to, handler, THROWABLE);
        m.visitLabel(from);
        m.visitVarInsn(ALOAD, 0);
        m.visitMethodInsn(INVOKEVIRTUAL, THREAD, "run", "()V", false);
        m.visitLabel(to);
        m.visitInsn(ACONST_NULL);
        m.visitMethodInsn(INVOKESTATIC, THREAD_EXIT, "end", "(Ljava/lang/Throwable;)V", false);
        m.visitInsn(RETURN);
        m.visitLabel(handler);
        m.visitVarInsn(ASTORE, 1);
        m.visitVarInsn(ALOAD, 1);
        m.visitMethodInsn(INVOKESTATIC, THREAD_ENTRY, "uncaught", "(Ljava/lang/Throwable;)V", false);
        m.visitVarInsn(ALOAD, 1);
        m.visitMethodInsn(INVOKESTATIC, THREAD_EXIT, "end", "(Ljava/lang/Throwable;)V", false);
        m.visitInsn(RETURN);
        m.visitMaxs(0, 0);
        m.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }

    /**
     * The launcher's {@code JavaMain}, then DestroyJavaVM, each step a separate visible operation so that daemon
     * threads interleave with the shutdown up to the halt:
     * <pre>
     * int status = 0; Throwable e = null;
     * try { Main.main(a); } catch (Throwable x) { uncaught(x); e = x; status = 1; }
     * ThreadExit.end(e);         // main's Thread terminates, joiners wake
     * awaitLastNonDaemon();      // native, no visible operation: main waits in the transition that ended it
     * ThreadExit.shutdown();     // (waits again if a daemon started a non-daemon thread) runs the shutdown hooks
     * ThreadExit.halt(status);   // the VM halts (daemon threads end here); status is the launcher's
     * </pre>
     */
    private static byte[] mainEntryClass(MethodInfo main) {
        ClassWriter cw = newClass(MAIN_ENTRY);
        MethodVisitor m = cw.visitMethod(ACC_STATIC, "main", "([Ljava/lang/String;)V", null, null);
        m.visitCode();
        Label from = new Label();
        Label to = new Label();
        Label handler = new Label();
        Label after = new Label();
        m.visitTryCatchBlock(from, to, handler, THROWABLE);
        m.visitLabel(from);
        m.visitVarInsn(ALOAD, 0);
        m.visitMethodInsn(INVOKESTATIC, main.owner().name(), main.name(), main.descriptor(), false);
        m.visitLabel(to);
        m.visitInsn(ACONST_NULL);
        m.visitVarInsn(ASTORE, 1);
        m.visitInsn(ICONST_0);
        m.visitVarInsn(ISTORE, 2);
        m.visitJumpInsn(GOTO, after);
        m.visitLabel(handler);
        m.visitVarInsn(ASTORE, 1);
        m.visitVarInsn(ALOAD, 1);
        m.visitMethodInsn(INVOKESTATIC, THREAD_ENTRY, "uncaught", "(Ljava/lang/Throwable;)V", false);
        m.visitInsn(ICONST_1);
        m.visitVarInsn(ISTORE, 2);
        m.visitLabel(after);
        m.visitVarInsn(ALOAD, 1);
        m.visitMethodInsn(INVOKESTATIC, THREAD_EXIT, "end", "(Ljava/lang/Throwable;)V", false);
        m.visitMethodInsn(INVOKESTATIC, THREAD_EXIT, "awaitLastNonDaemon", "()V", false);
        m.visitMethodInsn(INVOKESTATIC, THREAD_EXIT, "shutdown", "()V", false);
        m.visitVarInsn(ILOAD, 2);
        m.visitMethodInsn(INVOKESTATIC, THREAD_EXIT, "halt", "(I)V", false);
        m.visitInsn(RETURN);
        m.visitMaxs(0, 0);
        m.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }

    private static byte[] threadExit() {
        ClassWriter cw = newClass(THREAD_EXIT);
        for (String name : new String[] {"terminated", "awaitLastNonDaemon"}) {
            cw.visitMethod(ACC_STATIC | ACC_NATIVE, name, "()V", null, null).visitEnd();
        }
        // Bound by the model of the JDK, which owns the program's standard streams.
        cw.visitMethod(ACC_STATIC | ACC_NATIVE, "handlerThrew", "(Ljava/lang/Throwable;)V", null, null).visitEnd();
        cw.visitMethod(ACC_STATIC | ACC_NATIVE, "halt", "(I)V", null, null).visitEnd();
        end(cw);
        shutdown(cw);
        cw.visitEnd();
        return cw.toByteArray();
    }

    /**
     * {@code static void end(Throwable e)}: what JavaThread::exit does for a thread that leaves run() (e != null
     * when it threw). Exceptions of the handler (reported in HotSpot's words) and of Thread.exit are dropped.
     * <pre>
     * Thread t = Thread.currentThread();
     * if (e != null) try { t.dispatchUncaughtException(e); } catch (Throwable x) { handlerThrew(x); }
     * try { t.exit(); } catch (Throwable x) {}
     * synchronized (t) { terminated(); t.notifyAll(); }   // ensure_join
     * </pre>
     */
    private static void end(ClassWriter cw) {
        MethodVisitor m = cw.visitMethod(ACC_STATIC, "end", "(Ljava/lang/Throwable;)V", null, null);
        m.visitCode();
        m.visitMethodInsn(INVOKESTATIC, THREAD, "currentThread", "()Ljava/lang/Thread;", false);
        m.visitVarInsn(ASTORE, 1);
        Label exit = new Label();
        m.visitVarInsn(ALOAD, 0);
        m.visitJumpInsn(IFNULL, exit);
        Label from = new Label();
        Label to = new Label();
        Label handler = new Label();
        m.visitTryCatchBlock(from, to, handler, THROWABLE);
        m.visitLabel(from);
        m.visitVarInsn(ALOAD, 1);
        m.visitVarInsn(ALOAD, 0);
        m.visitMethodInsn(INVOKEVIRTUAL, THREAD, "dispatchUncaughtException", "(Ljava/lang/Throwable;)V", false);
        m.visitLabel(to);
        m.visitJumpInsn(GOTO, exit);
        m.visitLabel(handler);
        m.visitMethodInsn(INVOKESTATIC, THREAD_EXIT, "handlerThrew", "(Ljava/lang/Throwable;)V", false);
        m.visitLabel(exit);
        dropping(m, () -> {
            m.visitVarInsn(ALOAD, 1);
            m.visitMethodInsn(INVOKEVIRTUAL, THREAD, "exit", "()V", false);
        });
        m.visitVarInsn(ALOAD, 1);
        m.visitInsn(MONITORENTER);
        m.visitMethodInsn(INVOKESTATIC, THREAD_EXIT, "terminated", "()V", false);
        m.visitVarInsn(ALOAD, 1);
        m.visitMethodInsn(INVOKEVIRTUAL, "java/lang/Object", "notifyAll", "()V", false);
        m.visitVarInsn(ALOAD, 1);
        m.visitInsn(MONITOREXIT);
        m.visitInsn(RETURN);
        m.visitMaxs(0, 0);
        m.visitEnd();
    }

    /**
     * {@code static void shutdown()}: what HotSpot's DestroyJavaVM thread does before the halt: wait until it
     * is the last non-daemon thread, then run {@code java.lang.Shutdown.shutdown()} (the shutdown hooks).
     */
    private static void shutdown(ClassWriter cw) {
        MethodVisitor m = cw.visitMethod(ACC_STATIC, "shutdown", "()V", null, null);
        m.visitCode();
        m.visitMethodInsn(INVOKESTATIC, THREAD_EXIT, "awaitLastNonDaemon", "()V", false);
        dropping(m, () -> m.visitMethodInsn(INVOKESTATIC, "java/lang/Shutdown", "shutdown", "()V", false));
        m.visitInsn(RETURN);
        m.visitMaxs(0, 0);
        m.visitEnd();
    }

    /** Emits {@code try { body } catch (Throwable x) {}}. */
    private static void dropping(MethodVisitor m, Runnable body) {
        Label from = new Label();
        Label to = new Label();
        Label handler = new Label();
        Label after = new Label();
        m.visitTryCatchBlock(from, to, handler, THROWABLE);
        m.visitLabel(from);
        body.run();
        m.visitLabel(to);
        m.visitJumpInsn(GOTO, after);
        m.visitLabel(handler);
        m.visitInsn(POP);
        m.visitLabel(after);
    }

    /** For traces: what a thread standing in an entry frame is about to do, or null when it is not in one. */
    public String describe(VmThread t) {
        ClassInfo first = firstCodeClass(t);
        if (first != null) {
            return "start of " + simple(first.javaName()) + (t.methods[0].owner().name().equals(MAIN_ENTRY) ? ".main()" : ".run()");
        }
        return null;
    }

    /** Whether a thread stands at the start of its entry frame: it has not run any of its code yet. */
    public static boolean atStart(VmThread t) {
        return t.depth == 0 && t.pcs[0] == 0 && isEntry(t.methods[0].owner());
    }

    /** The class whose code a thread standing at the start of its entry frame runs first, or null. */
    public ClassInfo firstCodeClass(VmThread t) {
        return atStart(t) ? codeClass(t) : null;
    }

    /** For a thread whose top frame is its entry frame: the class of the code it runs (main's, or run()'s), else null. */
    public ClassInfo codeClass(VmThread t) {
        if (t.depth != 0 || !isEntry(t.methods[0].owner())) {
            return null;
        }
        if (t.methods[0].owner().name().equals(MAIN_ENTRY)) {
            return mainClass;
        }
        ClassInfo thread = vm.heap().read((int) t.stack[t.bases[0]]).type;
        return thread.selectMethod(vm.classes().load(THREAD).declaredMethod("run", "()V")).owner();
    }

    private static String simple(String name) {
        return name.substring(name.lastIndexOf('.') + 1);
    }
}
