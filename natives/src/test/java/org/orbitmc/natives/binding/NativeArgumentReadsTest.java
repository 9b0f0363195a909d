package org.orbitmc.natives.binding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.IntInsnNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.VarInsnNode;
import org.objectweb.asm.tree.analysis.Analyzer;
import org.objectweb.asm.tree.analysis.AnalyzerException;
import org.objectweb.asm.tree.analysis.Frame;
import org.objectweb.asm.tree.analysis.SourceInterpreter;
import org.objectweb.asm.tree.analysis.SourceValue;
import org.orbitmc.natives.JdkModel;
import org.orbitmc.vm.classpath.ClassSource;
import org.orbitmc.vm.classpath.JrtSource;

/**
 * Every native reads its parameters as the JDK method it is bound to declares them: {@code receiver()} only for an
 * instance method, {@code refAt(i)} only where parameter i is a reference, {@code intAt(i)} an int, and so on, i within
 * the parameters. Read from the natives' own bytecode: for each {@code bind(owner, name, descriptor, native)} whose
 * names are constants, the native's body (and the helpers it passes its {@code NativeArgs} to) is searched for reads
 * with constant positions, and each is checked against the method in the JDK image (or Orbit's guest classes) with its
 * static-ness. NativeArgs asserts the same at run time, but only for the natives a test happens to run.
 */
class NativeArgumentReadsTest {
    private static final String ARGS = "org/orbitmc/vm/natives/NativeArgs";
    private static final String REGISTRY = "org/orbitmc/vm/natives/NativeRegistry";
    private static final String BIND = "(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/orbitmc/vm/natives/Native;)L" + REGISTRY + ";";

    /** A read of parameter {@code position} (-1 for the receiver) by accessor {@code accessor}, in {@code where}. */
    private record Read(String accessor, int position, String where) {
    }

    @Test
    void everyNativeReadsItsParametersAsItsJdkMethodDeclaresThem() throws Exception {
        Map<String, ClassNode> natives = nativesClasses();
        JrtSource jdk = new JrtSource();
        List<ClassSource> guest = new JdkModel().bootClassSources();
        Map<String, ClassNode> targets = new HashMap<>();
        List<String> wrong = new ArrayList<>();
        int bindings = 0;
        int reads = 0;
        for (ClassNode c : natives.values()) {
            for (MethodNode m : c.methods) {
                Frame<SourceValue>[] frames = null;
                for (int i = 0; i < m.instructions.size(); i++) {
                    if (!(m.instructions.get(i) instanceof MethodInsnNode call) || !call.owner.equals(REGISTRY) || !call.name.equals("bind")
                            || !call.desc.equals(BIND)) {
                        continue;
                    }
                    frames = frames != null ? frames : analyze(c, m);
                    Frame<SourceValue> f = frames[i];
                    int top = f.getStackSize();
                    String owner = constant(f.getStack(top - 4));
                    String name = constant(f.getStack(top - 3));
                    String descriptor = constant(f.getStack(top - 2));
                    Handle body = lambdaBody(m, frames, f.getStack(top - 1));
                    if (owner == null || name == null || descriptor == null || body == null) {
                        continue; // names computed in a loop: checked at run time only
                    }
                    ClassNode target = targets.computeIfAbsent(owner, o -> NativeBindingsTest.readClass(jdk, guest, o));
                    MethodNode jdkMethod = target == null ? null : find(target, name, descriptor);
                    if (jdkMethod == null) {
                        continue; // NativeBindingsTest reports it
                    }
                    bindings++;
                    List<Read> found = new ArrayList<>();
                    reads(natives, body.getOwner(), body.getName(), body.getDesc(), new HashSet<>(), found);
                    for (Read r : found) {
                        reads++;
                        String problem = check(r, descriptor, (jdkMethod.access & Opcodes.ACC_STATIC) != 0);
                        if (problem != null) {
                            wrong.add(owner + "." + name + descriptor + ": " + problem + " (" + r.where() + ")");
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), wrong, "natives reading a parameter their JDK method does not have");
        assertTrue(bindings > 200 && reads > 350, bindings + " bindings, " + reads + " reads checked"); // 234 and 383 when written
    }

    /** Why reading {@code r} from a method of this descriptor and static-ness is wrong, or null. */
    private static String check(Read r, String descriptor, boolean isStatic) {
        Type[] params = Type.getArgumentTypes(descriptor);
        if (r.position() < 0) {
            return isStatic && r.accessor().equals("receiver") ? "receiver() of a static method" : null;
        }
        if (r.position() >= params.length) {
            return r.accessor() + "(" + r.position() + ") of " + params.length + " parameters";
        }
        char kind = params[r.position()].getDescriptor().charAt(0);
        String expected = switch (kind) {
            case 'L', '[' -> "refAt";
            case 'I' -> "intAt";
            case 'J' -> "longAt";
            case 'Z' -> "booleanAt";
            case 'B' -> "byteAt";
            case 'C' -> "charAt";
            case 'S' -> "shortAt";
            case 'F' -> "floatAt";
            default -> "doubleAt";
        };
        boolean any = r.accessor().equals("valueAt") || r.accessor().equals("kindAt");
        return any || r.accessor().equals(expected) ? null : r.accessor() + "(" + r.position() + ") of a '" + kind + "' parameter";
    }

    /** The reads of parameters in a natives method and the natives methods it passes its NativeArgs to. */
    private static void reads(Map<String, ClassNode> natives, String owner, String name, String descriptor, Set<String> seen, List<Read> out)
            throws AnalyzerException {
        ClassNode c = natives.get(owner);
        MethodNode m = c == null ? null : find(c, name, descriptor);
        if (m == null || !seen.add(owner + "." + name + descriptor)) {
            return;
        }
        Frame<SourceValue>[] frames = analyze(c, m);
        for (int i = 0; i < m.instructions.size(); i++) {
            if (!(m.instructions.get(i) instanceof MethodInsnNode call)) {
                continue;
            }
            if (call.owner.equals(ARGS) && call.desc.startsWith("(I)")) {
                Integer position = intConstant(frames[i].getStack(frames[i].getStackSize() - 1));
                if (position != null) {
                    out.add(new Read(call.name, position, owner + "." + name));
                }
            } else if (call.owner.equals(ARGS) && call.name.equals("receiver")) {
                out.add(new Read(call.name, -1, owner + "." + name));
            } else if (call.desc.contains("L" + ARGS + ";")) {
                reads(natives, call.owner, call.name, call.desc, seen, out);
            }
        }
    }

    private static Frame<SourceValue>[] analyze(ClassNode c, MethodNode m) throws AnalyzerException {
        return new Analyzer<>(new SourceInterpreter()).analyze(c.name, m);
    }

    /** The string an LDC pushed, or null. */
    private static String constant(SourceValue v) {
        return v.insns.size() == 1 && v.insns.iterator().next() instanceof LdcInsnNode ldc && ldc.cst instanceof String s ? s : null;
    }

    private static Integer intConstant(SourceValue v) {
        if (v.insns.size() != 1) {
            return null;
        }
        AbstractInsnNode insn = v.insns.iterator().next();
        int op = insn.getOpcode();
        if (op >= Opcodes.ICONST_M1 && op <= Opcodes.ICONST_5) {
            return op - Opcodes.ICONST_0;
        }
        return op == Opcodes.BIPUSH || op == Opcodes.SIPUSH ? ((IntInsnNode) insn).operand : null;
    }

    /** The method a lambda or method reference pushed runs, through a local variable it was stored in; null if not known. */
    private static Handle lambdaBody(MethodNode m, Frame<SourceValue>[] frames, SourceValue v) {
        if (v.insns.size() != 1) {
            return null;
        }
        AbstractInsnNode insn = v.insns.iterator().next();
        if (insn instanceof InvokeDynamicInsnNode indy && indy.bsmArgs.length > 1 && indy.bsmArgs[1] instanceof Handle h) {
            return h;
        }
        if (insn instanceof VarInsnNode load && load.getOpcode() == Opcodes.ALOAD) {
            SourceValue stored = frames[m.instructions.indexOf(load)].getLocal(load.var);
            if (stored.insns.size() == 1) {
                AbstractInsnNode store = stored.insns.iterator().next();
                Frame<SourceValue> before = frames[m.instructions.indexOf(store)];
                return before == null ? null : lambdaBody(m, frames, before.getStack(before.getStackSize() - 1));
            }
        }
        return null;
    }

    private static MethodNode find(ClassNode c, String name, String descriptor) {
        for (MethodNode m : c.methods) {
            if (m.name.equals(name) && m.desc.equals(descriptor)) {
                return m;
            }
        }
        return null;
    }

    /** The compiled classes of the natives module (its main output directory). */
    private static Map<String, ClassNode> nativesClasses() throws URISyntaxException, IOException {
        Path root = Path.of(JdkModel.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Map<String, ClassNode> classes = new HashMap<>();
        try (Stream<Path> files = Files.walk(root)) {
            files.filter(p -> p.toString().endsWith(".class")).forEach(p -> {
                try {
                    ClassNode node = new ClassNode();
                    new ClassReader(Files.readAllBytes(p)).accept(node, 0);
                    classes.put(node.name, node);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
        return classes;
    }
}
