package org.orbitmc.natives.jdk;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;

import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.orbitmc.natives.Guest;
import org.orbitmc.natives.indy.DirectLambdas;
import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.LambdaClassNames;
import org.orbitmc.vm.natives.NativeArgs;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * A program's own calls of {@code LambdaMetafactory.metafactory} and {@code altMetafactory} (the JDK would spin a class
 * and define it with {@code defineHiddenClass}): they continue in {@code LambdaCallSites}, whose {@code validate} runs
 * the JDK's {@code InnerClassLambdaMetafactory} constructor and {@code validateMetafactoryArgs} as frames of the
 * program (through a small generated class, the JDK's class being package-private), and whose {@code spin} defines the
 * lambda class an invokedynamic with these arguments links to. Serializable lambdas made this way are not modelled.
 */
final class LambdaMetafactories {
    private static final String LMF = "java/lang/invoke/LambdaMetafactory";
    static final String CALL_SITES = "org/orbitmc/natives/guest/LambdaCallSites";
    private static final String VALIDATION = "org/orbitmc/generated/LambdaValidation";
    private static final String ICLMF = "java/lang/invoke/InnerClassLambdaMetafactory";
    private static final String MT = "Ljava/lang/invoke/MethodType;";
    private static final String LOOKUP = "Ljava/lang/invoke/MethodHandles$Lookup;";
    private static final String MH = "Ljava/lang/invoke/MethodHandle;";
    /** (caller, name, factoryType, sam, implementation, instantiated, markers, bridges), as metafactory orders them. */
    private static final String ARGS = "(" + LOOKUP + "Ljava/lang/String;" + MT + MT + MH + MT + "[Ljava/lang/Class;[" + MT + ")";
    /** The JDK constructor's order: (caller, factoryType, name, sam, implementation, instantiated, markers, bridges). */
    private static final String VALIDATE_ARGS = "(" + LOOKUP + MT + "Ljava/lang/String;" + MT + MH + MT + "[Ljava/lang/Class;[" + MT + ")";
    private static final int FLAG_SERIALIZABLE = 1;
    private static final int FLAG_MARKERS = 2;
    private static final int FLAG_BRIDGES = 4;
    /** Numbers apart from the call sites' lambda classes (Resolver's), so that names never collide. */
    private static final int FIRST_NUMBER = 1_000_000;

    private final MethodHandleMembers members;
    /** The lambda class already made for the same arguments. */
    private final Map<String, String> made = new HashMap<>();

    LambdaMetafactories(MethodHandleMembers members) {
        this.members = members;
    }

    void register(NativeRegistry r) {
        r.bind(LMF, "metafactory", "(" + LOOKUP + "Ljava/lang/String;" + MT + MT + MH + MT + ")Ljava/lang/invoke/CallSite;",
                (vm, a) -> proceed(vm, a.base(), a.refAt(0), a.refAt(1), a.refAt(2), a.refAt(3), a.refAt(4), a.refAt(5), new int[0], new int[0]));
        r.bind(LMF, "altMetafactory", "(" + LOOKUP + "Ljava/lang/String;" + MT + "[Ljava/lang/Object;)Ljava/lang/invoke/CallSite;", this::alternate);
        r.bind(CALL_SITES, "validate", VALIDATE_ARGS + "V", (vm, a) -> {
            ClassInfo validation = validationClass(vm);
            vm.initializeForNative(validation);
            return vm.tailCall(a.base(), Guest.method(validation, "validate", VALIDATE_ARGS + "V"), a.copyOfSlots());
        });
        r.bind(CALL_SITES, "spin", ARGS + "Ljava/lang/Class;", this::spin);
    }

    /** altMetafactory's arguments as the JDK reads them: sam, implementation, instantiated type, flags, markers, bridges. */
    private long alternate(Vm vm, NativeArgs a) {
        if (a.refAt(3) == 0) {
            throw vm.exceptions().exception("java/lang/NullPointerException", null);
        }
        int[] args = ((int[]) vm.heap().get(a.refAt(3)).array).clone();
        if (args.length < 4) {
            throw new UnsupportedFeatureException("LambdaMetafactory.altMetafactory with fewer than 4 arguments");
        }
        int flags = (int) Guest.getField(vm, args[3], "value");
        if ((flags & FLAG_SERIALIZABLE) != 0) {
            throw new UnsupportedFeatureException("a serializable lambda made by the program's own LambdaMetafactory.altMetafactory call");
        }
        int next = 4;
        List<Integer> markers = new ArrayList<>();
        List<Integer> bridges = new ArrayList<>();
        for (int flag : new int[] {FLAG_MARKERS, FLAG_BRIDGES}) {
            if ((flags & flag) != 0) {
                int count = (int) Guest.getField(vm, args[next++], "value");
                for (int i = 0; i < count; i++) {
                    (flag == FLAG_MARKERS ? markers : bridges).add(args[next++]);
                }
            }
        }
        return proceed(vm, a.base(), a.refAt(0), a.refAt(1), a.refAt(2), args[0], args[1], args[2],
                markers.stream().mapToInt(Integer::intValue).toArray(), bridges.stream().mapToInt(Integer::intValue).toArray());
    }

    private static long proceed(Vm vm, int base, int caller, int name, int factoryType, int sam, int implementation, int instantiated,
                                int[] markers, int[] bridges) {
        int markerArray = array(vm, "java/lang/Class", markers);
        int bridgeArray = array(vm, "java/lang/invoke/MethodType", bridges);
        ClassInfo helper = Guest.load(vm, CALL_SITES);
        vm.initializeForNative(helper);
        return vm.tailCall(base, Guest.method(helper, "metafactory", ARGS + "Ljava/lang/invoke/CallSite;"), caller, name, factoryType, sam,
                implementation, instantiated, markerArray, bridgeArray);
    }

    /** LambdaCallSites.spin: the lambda class for validated arguments (one per distinct arguments). */
    private long spin(Vm vm, NativeArgs a) {
        Handle impl = members.asConstant(vm, a.refAt(4));
        if (impl == null) {
            throw new UnsupportedFeatureException("LambdaMetafactory with an implementation handle Orbit cannot crack");
        }
        ClassInfo callerClass = LookupAccess.lookupClass(vm, a.refAt(0));
        String methodName = Guest.host(vm, a.refAt(1));
        Type factoryType = MethodTypes.of(vm, a.refAt(2));
        Type sam = MethodTypes.of(vm, a.refAt(3));
        Type instantiated = MethodTypes.of(vm, a.refAt(5));
        List<String> markers = new ArrayList<>();
        for (int m : (int[]) vm.heap().get(a.refAt(6)).array) {
            markers.add(JavaLangClass.cls(vm, m).name());
        }
        List<Type> bridges = new ArrayList<>();
        for (int b : (int[]) vm.heap().get(a.refAt(7)).array) {
            bridges.add(MethodTypes.of(vm, b));
        }
        if (bridges.contains(sam) || new HashSet<>(bridges).size() != bridges.size()) {
            throw new UnsupportedFeatureException("LambdaMetafactory.altMetafactory with a bridge equal to another method type (java fails defining the class)");
        }
        String key = String.join("|", callerClass.name(), methodName, factoryType.getDescriptor(), sam.getDescriptor(), impl.toString(),
                instantiated.getDescriptor(), markers.toString(), bridges.toString());
        String className = made.get(key);
        if (className == null) {
            int n = FIRST_NUMBER + made.size();
            while (vm.classes().loadedClass(LambdaClassNames.of(callerClass.name(), n)) != null) {
                n++;
            }
            className = LambdaClassNames.of(callerClass.name(), n);
            vm.classes().defineHidden(className, DirectLambdas.lambdaClass(className, callerClass.name(), methodName, factoryType, sam, impl,
                    instantiated, markers, bridges));
            made.put(key, className);
        }
        return vm.classes().load(className).mirrorRef();
    }

    /** Orbit's class whose static validate(...) makes the JDK's InnerClassLambdaMetafactory and validates. */
    private static ClassInfo validationClass(Vm vm) {
        if (vm.classes().loadedClass(VALIDATION) == null) {
            ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
            cw.visit(Opcodes.V17, Opcodes.ACC_FINAL | Opcodes.ACC_SUPER | Opcodes.ACC_SYNTHETIC, VALIDATION, null, "java/lang/Object", null);
            MethodVisitor mv = cw.visitMethod(Opcodes.ACC_STATIC, "validate", VALIDATE_ARGS + "V", null, null);
            mv.visitCode();
            mv.visitTypeInsn(Opcodes.NEW, ICLMF);
            mv.visitInsn(Opcodes.DUP);
            for (int i = 0; i < 6; i++) {
                mv.visitVarInsn(Opcodes.ALOAD, i);
            }
            mv.visitInsn(Opcodes.ICONST_0);
            mv.visitVarInsn(Opcodes.ALOAD, 6);
            mv.visitVarInsn(Opcodes.ALOAD, 7);
            mv.visitMethodInsn(Opcodes.INVOKESPECIAL, ICLMF, "<init>", VALIDATE_ARGS.replace(MT + "[Ljava/lang/Class;", MT + "Z[Ljava/lang/Class;") + "V", false);
            mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, "java/lang/invoke/AbstractValidatingLambdaMetafactory", "validateMetafactoryArgs", "()V", false);
            mv.visitInsn(Opcodes.RETURN);
            mv.visitMaxs(0, 0);
            mv.visitEnd();
            cw.visitEnd();
            vm.classes().defineHidden(VALIDATION, cw.toByteArray()); // hidden from stack traces, as the JDK has no such frame
        }
        return vm.classes().load(VALIDATION);
    }

    private static int array(Vm vm, String component, int[] elements) {
        int array = vm.newArray(vm.classes().arrayOf(Guest.load(vm, component)), elements.length);
        System.arraycopy(elements, 0, (int[]) vm.heap().get(array).array, 0, elements.length);
        return array;
    }
}
