package org.orbitmc.natives.jdk;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.orbitmc.vm.Vm;

/**
 * The specs of adapter handles (asType, bindTo, the MethodHandles combinators). Each body calls its target handles
 * with {@code invokevirtual MethodHandle.invokeExact} and the exact descriptor of their types, so adapters nest as
 * ordinary calls. Field 0 is the (first) target.
 */
final class MethodHandleAdapters {
    private static final Type MH = Type.getObjectType(MethodHandleClasses.MH);

    private MethodHandleAdapters() {
    }

    /**
     * asType from {@code target} to {@code to}, or, for a varargs collector, collecting the trailing arguments into the
     * last parameter's array: each argument converted as asType converts it, the result converted back.
     */
    static MethodHandleClasses.Spec asType(Vm vm, Type target, Type to, boolean collect) {
        String key = "asType|" + target.getDescriptor() + "|" + to.getDescriptor() + "|" + collect;
        return new MethodHandleClasses.Spec(key, to, 1, (mv, className) -> {
            loadTarget(mv, className, 0);
            convertingCall(vm, mv, target, to, collect);
        }, (mv, className) -> {
            mv.visitVarInsn(Opcodes.ALOAD, 0);
            convertingCall(vm, mv, target, to, collect);
        });
    }

    /** {@code explicitCastArguments(target, to)}: each argument and the result cast as {@link MethodHandleConversions#explicitCast}. */
    static MethodHandleClasses.Spec explicitCast(Vm vm, Type target, Type to) {
        String key = "explicitCast|" + target.getDescriptor() + "|" + to.getDescriptor();
        return new MethodHandleClasses.Spec(key, to, 1, (mv, className) -> {
            loadTarget(mv, className, 0);
            Type[] tp = target.getArgumentTypes();
            Type[] dp = to.getArgumentTypes();
            for (int i = 0; i < tp.length; i++) {
                mv.visitVarInsn(dp[i].getOpcode(Opcodes.ILOAD), MethodHandleClasses.local(to, i));
                MethodHandleConversions.explicitCast(vm, mv, dp[i], tp[i]);
            }
            MethodHandleClasses.invokeExact(mv, target);
            MethodHandleConversions.explicitCast(vm, mv, target.getReturnType(), to.getReturnType());
            MethodHandleClasses.returnValue(mv, to);
        });
    }

    private static void convertingCall(Vm vm, MethodVisitor mv, Type target, Type to, boolean collect) {
        Type[] tp = target.getArgumentTypes();
        Type[] dp = to.getArgumentTypes();
        int fixed = collect ? tp.length - 1 : tp.length;
        for (int i = 0; i < fixed; i++) {
            mv.visitVarInsn(dp[i].getOpcode(Opcodes.ILOAD), MethodHandleClasses.local(to, i));
            MethodHandleConversions.convert(vm, mv, dp[i], tp[i]);
        }
        if (collect) {
            Type component = component(tp[fixed]);
            mv.visitLdcInsn(dp.length - fixed);
            newArray(mv, component);
            for (int j = fixed; j < dp.length; j++) {
                mv.visitInsn(Opcodes.DUP);
                mv.visitLdcInsn(j - fixed);
                mv.visitVarInsn(dp[j].getOpcode(Opcodes.ILOAD), MethodHandleClasses.local(to, j));
                MethodHandleConversions.convert(vm, mv, dp[j], component);
                mv.visitInsn(component.getOpcode(Opcodes.IASTORE));
            }
        }
        MethodHandleClasses.invokeExact(mv, target);
        MethodHandleConversions.convert(vm, mv, target.getReturnType(), to.getReturnType());
        MethodHandleClasses.returnValue(mv, to);
    }

    /** Whether asType can make {@code to} from {@code target} (collecting: the trailing arguments into its array). */
    static boolean canConvert(Vm vm, Type target, Type to, boolean collect) {
        if (!collect) {
            return MethodHandleConversions.canConvert(vm, target, to);
        }
        Type[] tp = target.getArgumentTypes();
        Type[] dp = to.getArgumentTypes();
        int fixed = tp.length - 1;
        if (dp.length < fixed) {
            return false;
        }
        for (int i = 0; i < dp.length; i++) {
            if (!MethodHandleConversions.canConvertValue(vm, dp[i], i < fixed ? tp[i] : component(tp[fixed]))) {
                return false;
            }
        }
        return MethodHandleConversions.canConvertValue(vm, target.getReturnType(), to.getReturnType());
    }

    static Type component(Type array) {
        return Type.getType(array.getDescriptor().substring(1));
    }

    static void newArray(MethodVisitor mv, Type component) {
        if (component.getSort() == Type.OBJECT || component.getSort() == Type.ARRAY) {
            mv.visitTypeInsn(Opcodes.ANEWARRAY, component.getInternalName());
            return;
        }
        mv.visitIntInsn(Opcodes.NEWARRAY, switch (component.getSort()) {
            case Type.BOOLEAN -> Opcodes.T_BOOLEAN;
            case Type.CHAR -> Opcodes.T_CHAR;
            case Type.BYTE -> Opcodes.T_BYTE;
            case Type.SHORT -> Opcodes.T_SHORT;
            case Type.INT -> Opcodes.T_INT;
            case Type.FLOAT -> Opcodes.T_FLOAT;
            case Type.LONG -> Opcodes.T_LONG;
            default -> Opcodes.T_DOUBLE;
        });
    }

    /** {@code insertArguments(target, pos, values)} (bindTo is pos 0, one value): the values are fields 1.. */
    static MethodHandleClasses.Spec insert(Type target, int pos, int count) {
        List<Type> params = new ArrayList<>(Arrays.asList(target.getArgumentTypes()));
        params.subList(pos, pos + count).clear();
        Type type = MethodHandleClasses.methodType(target.getReturnType(), params);
        Type[] tp = target.getArgumentTypes();
        String key = "insert|" + target.getDescriptor() + "|" + pos + "|" + count;
        return new MethodHandleClasses.Spec(key, type, 1 + count, (mv, className) -> {
            loadTarget(mv, className, 0);
            MethodHandleClasses.loadParameters(mv, type, 0, pos);
            for (int k = 0; k < count; k++) {
                MethodHandleClasses.loadField(mv, className, 1 + k, tp[pos + k]);
            }
            MethodHandleClasses.loadParameters(mv, type, pos, params.size());
            MethodHandleClasses.invokeExact(mv, target);
            MethodHandleClasses.returnValue(mv, type);
        });
    }

    /** {@code dropArguments(target, pos, types)}. */
    static MethodHandleClasses.Spec drop(Type target, int pos, List<Type> dropped) {
        List<Type> params = new ArrayList<>(Arrays.asList(target.getArgumentTypes()));
        params.addAll(pos, dropped);
        Type type = MethodHandleClasses.methodType(target.getReturnType(), params);
        String key = "drop|" + target.getDescriptor() + "|" + pos + "|" + type.getDescriptor();
        return new MethodHandleClasses.Spec(key, type, 1, (mv, className) -> {
            loadTarget(mv, className, 0);
            MethodHandleClasses.loadParameters(mv, type, 0, pos);
            MethodHandleClasses.loadParameters(mv, type, pos + dropped.size(), params.size());
            MethodHandleClasses.invokeExact(mv, target);
            MethodHandleClasses.returnValue(mv, type);
        });
    }

    /** {@code filterReturnValue(target, filter)}: field 1 is the filter. */
    static MethodHandleClasses.Spec filterReturn(Type target, Type filter) {
        Type type = Type.getMethodType(filter.getReturnType(), target.getArgumentTypes());
        String key = "filterReturn|" + target.getDescriptor() + "|" + filter.getDescriptor();
        return new MethodHandleClasses.Spec(key, type, 2, (mv, className) -> {
            loadTarget(mv, className, 1);
            loadTarget(mv, className, 0);
            MethodHandleClasses.loadParameters(mv, type, 0, target.getArgumentTypes().length);
            MethodHandleClasses.invokeExact(mv, target);
            MethodHandleClasses.invokeExact(mv, filter);
            MethodHandleClasses.returnValue(mv, type);
        });
    }

    /** {@code filterArguments(target, pos, filters)}: field 1 + i is the filter of argument pos + i (null for none). */
    static MethodHandleClasses.Spec filterArguments(Type target, int pos, Type[] filters) {
        Type[] params = target.getArgumentTypes().clone();
        for (int i = 0; i < filters.length; i++) {
            if (filters[i] != null) {
                params[pos + i] = filters[i].getArgumentTypes()[0];
            }
        }
        Type type = Type.getMethodType(target.getReturnType(), params);
        StringBuilder key = new StringBuilder("filterArguments|" + target.getDescriptor() + "|" + pos);
        for (Type f : filters) {
            key.append('|').append(f == null ? "-" : f.getDescriptor());
        }
        return new MethodHandleClasses.Spec(key.toString(), type, 1 + filters.length, (mv, className) -> {
            loadTarget(mv, className, 0);
            for (int i = 0; i < params.length; i++) {
                Type filter = i >= pos && i < pos + filters.length ? filters[i - pos] : null;
                if (filter != null) {
                    loadTarget(mv, className, 1 + i - pos);
                }
                MethodHandleClasses.loadParameters(mv, type, i, i + 1);
                if (filter != null) {
                    MethodHandleClasses.invokeExact(mv, filter);
                }
            }
            MethodHandleClasses.invokeExact(mv, target);
            MethodHandleClasses.returnValue(mv, type);
        });
    }

    /** {@code constant(type, value)} (value in field 0, boxed for a primitive type). */
    static MethodHandleClasses.Spec constant(Type value) {
        Type type = Type.getMethodType(value);
        return new MethodHandleClasses.Spec("constant|" + value.getDescriptor(), type, 1, (mv, className) -> {
            MethodHandleClasses.loadField(mv, className, 0, value);
            MethodHandleClasses.returnValue(mv, type);
        });
    }

    /** {@code identity(type)}. */
    static MethodHandleClasses.Spec identity(Type value) {
        Type type = Type.getMethodType(value, value);
        return new MethodHandleClasses.Spec("identity|" + value.getDescriptor(), type, 0, (mv, className) -> {
            MethodHandleClasses.loadParameters(mv, type, 0, 1);
            MethodHandleClasses.returnValue(mv, type);
        });
    }

    /** {@code empty(type)} (and {@code zero(t)}, which is {@code empty(methodType(t))}). */
    static MethodHandleClasses.Spec empty(Type type) {
        return new MethodHandleClasses.Spec("empty|" + type.getDescriptor(), type, 0, (mv, className) -> {
            if (type.getReturnType().getSort() != Type.VOID) {
                MethodHandleConversions.zero(mv, type.getReturnType());
            }
            MethodHandleClasses.returnValue(mv, type);
        });
    }

    /** {@code guardWithTest(test, target, fallback)}: fields target, test, fallback. */
    static MethodHandleClasses.Spec guardWithTest(Type test, Type type) {
        String key = "guardWithTest|" + test.getDescriptor() + "|" + type.getDescriptor();
        return new MethodHandleClasses.Spec(key, type, 3, (mv, className) -> {
            Label fallback = new Label();
            loadTarget(mv, className, 1);
            MethodHandleClasses.loadParameters(mv, type, 0, test.getArgumentTypes().length);
            MethodHandleClasses.invokeExact(mv, test);
            mv.visitJumpInsn(Opcodes.IFEQ, fallback);
            returnFromTarget(mv, className, 0, type);
            mv.visitLabel(fallback);
            returnFromTarget(mv, className, 2, type);
        });
    }

    /** {@code tableSwitch(fallback, targets...)}: fields fallback, then the targets; the leading int selects one. */
    static MethodHandleClasses.Spec tableSwitch(Type type, int cases) {
        return new MethodHandleClasses.Spec("tableSwitch|" + type.getDescriptor() + "|" + cases, type, cases + 1, (mv, className) -> {
            Label fallback = new Label();
            Label[] labels = new Label[cases];
            for (int i = 0; i < cases; i++) {
                labels[i] = new Label();
            }
            MethodHandleClasses.loadParameters(mv, type, 0, 1);
            mv.visitTableSwitchInsn(0, cases - 1, fallback, labels);
            for (int i = 0; i < cases; i++) {
                mv.visitLabel(labels[i]);
                returnFromTarget(mv, className, i + 1, type);
            }
            mv.visitLabel(fallback);
            returnFromTarget(mv, className, 0, type);
        });
    }

    /**
     * {@code countedLoop(start, end, init, body)} of handles whose types need no adaptation: {@code v = init(a...)} (the
     * default value without init), {@code e = end(a...)}, {@code i = start(a...)} (0 without start, as
     * {@code countedLoop(iterations, init, body)}); while {@code i < e}: {@code v = body(v, i, a...)}, {@code i++}; then
     * v. The loop takes the body's parameters after (v, i); start, end and init take a prefix of them. Fields: end, body,
     * then start and init when given.
     */
    static MethodHandleClasses.Spec countedLoop(Type type, Type start, Type end, Type init, Type body) {
        String key = "countedLoop|" + type.getDescriptor() + "|" + (start == null ? "" : start.getDescriptor()) + "|" + end.getDescriptor()
                + "|" + (init == null ? "" : init.getDescriptor()) + "|" + body.getDescriptor();
        Type v = type.getReturnType();
        boolean value = v.getSort() != Type.VOID;
        int fields = 2 + (start == null ? 0 : 1) + (init == null ? 0 : 1);
        return new MethodHandleClasses.Spec(key, type, fields, (mv, className) -> {
            int all = type.getArgumentTypes().length;
            int vSlot = MethodHandleClasses.local(type, all);
            int eSlot = vSlot + (value ? v.getSize() : 0);
            int iSlot = eSlot + 1;
            int next = 2;
            if (value) {
                if (init != null) {
                    loadTarget(mv, className, start == null ? next : next + 1);
                    MethodHandleClasses.loadParameters(mv, type, 0, init.getArgumentTypes().length);
                    MethodHandleClasses.invokeExact(mv, init);
                } else {
                    MethodHandleConversions.zero(mv, v);
                }
                mv.visitVarInsn(v.getOpcode(Opcodes.ISTORE), vSlot);
            }
            loadTarget(mv, className, 0);
            MethodHandleClasses.loadParameters(mv, type, 0, end.getArgumentTypes().length);
            MethodHandleClasses.invokeExact(mv, end);
            mv.visitVarInsn(Opcodes.ISTORE, eSlot);
            if (start != null) {
                loadTarget(mv, className, next);
                MethodHandleClasses.loadParameters(mv, type, 0, start.getArgumentTypes().length);
                MethodHandleClasses.invokeExact(mv, start);
            } else {
                mv.visitInsn(Opcodes.ICONST_0);
            }
            mv.visitVarInsn(Opcodes.ISTORE, iSlot);
            Label test = new Label();
            Label done = new Label();
            mv.visitLabel(test);
            mv.visitVarInsn(Opcodes.ILOAD, iSlot);
            mv.visitVarInsn(Opcodes.ILOAD, eSlot);
            mv.visitJumpInsn(Opcodes.IF_ICMPGE, done);
            loadTarget(mv, className, 1);
            if (value) {
                mv.visitVarInsn(v.getOpcode(Opcodes.ILOAD), vSlot);
            }
            mv.visitVarInsn(Opcodes.ILOAD, iSlot);
            MethodHandleClasses.loadParameters(mv, type, 0, all);
            MethodHandleClasses.invokeExact(mv, body);
            if (value) {
                mv.visitVarInsn(v.getOpcode(Opcodes.ISTORE), vSlot);
            }
            mv.visitIincInsn(iSlot, 1);
            mv.visitJumpInsn(Opcodes.GOTO, test);
            mv.visitLabel(done);
            if (value) {
                mv.visitVarInsn(v.getOpcode(Opcodes.ILOAD), vSlot);
            }
            MethodHandleClasses.returnValue(mv, type);
        });
    }

    /** {@code catchException(target, exType, handler)}: fields target, handler. */
    static MethodHandleClasses.Spec catchException(Type type, Type exception, Type handler) {
        String key = "catchException|" + type.getDescriptor() + "|" + exception.getDescriptor() + "|" + handler.getDescriptor();
        int all = type.getArgumentTypes().length;
        return new MethodHandleClasses.Spec(key, type, 2, (mv, className) -> {
            Label start = new Label();
            Label end = new Label();
            Label caught = new Label();
            mv.visitTryCatchBlock(start, end, caught, exception.getInternalName());
            mv.visitLabel(start);
            loadTarget(mv, className, 0);
            MethodHandleClasses.loadParameters(mv, type, 0, all);
            MethodHandleClasses.invokeExact(mv, type);
            mv.visitLabel(end);
            MethodHandleClasses.returnValue(mv, type);
            mv.visitLabel(caught);
            int local = MethodHandleClasses.local(type, all);
            mv.visitVarInsn(Opcodes.ASTORE, local);
            loadTarget(mv, className, 1);
            mv.visitVarInsn(Opcodes.ALOAD, local);
            MethodHandleClasses.loadParameters(mv, type, 0, handler.getArgumentTypes().length - 1);
            MethodHandleClasses.invokeExact(mv, handler);
            MethodHandleClasses.returnValue(mv, type);
        });
    }

    /**
     * {@code tryFinally(target, cleanup)}: fields target, cleanup. The target's throwable (else null) and result
     * (else zero) go to the cleanup with the leading arguments; the cleanup's result is returned, or the target's
     * throwable rethrown once the cleanup returns.
     */
    static MethodHandleClasses.Spec tryFinally(Type type, Type cleanup) {
        String key = "tryFinally|" + type.getDescriptor() + "|" + cleanup.getDescriptor();
        Type ret = type.getReturnType();
        boolean isVoid = ret.getSort() == Type.VOID;
        int all = type.getArgumentTypes().length;
        int leading = cleanup.getArgumentTypes().length - (isVoid ? 1 : 2);
        return new MethodHandleClasses.Spec(key, type, 2, (mv, className) -> {
            Label start = new Label();
            Label end = new Label();
            Label caught = new Label();
            int result = MethodHandleClasses.local(type, all);
            int thrown = result + Math.max(1, ret.getSize());
            mv.visitTryCatchBlock(start, end, caught, "java/lang/Throwable");
            mv.visitLabel(start);
            loadTarget(mv, className, 0);
            MethodHandleClasses.loadParameters(mv, type, 0, all);
            MethodHandleClasses.invokeExact(mv, type);
            mv.visitLabel(end);
            if (!isVoid) {
                mv.visitVarInsn(ret.getOpcode(Opcodes.ISTORE), result);
            }
            loadTarget(mv, className, 1);
            mv.visitInsn(Opcodes.ACONST_NULL);
            if (!isVoid) {
                mv.visitVarInsn(ret.getOpcode(Opcodes.ILOAD), result);
            }
            MethodHandleClasses.loadParameters(mv, type, 0, leading);
            MethodHandleClasses.invokeExact(mv, cleanup);
            MethodHandleClasses.returnValue(mv, type);
            mv.visitLabel(caught);
            mv.visitVarInsn(Opcodes.ASTORE, thrown);
            loadTarget(mv, className, 1);
            mv.visitVarInsn(Opcodes.ALOAD, thrown);
            if (!isVoid) {
                MethodHandleConversions.zero(mv, ret);
            }
            MethodHandleClasses.loadParameters(mv, type, 0, leading);
            MethodHandleClasses.invokeExact(mv, cleanup);
            if (!isVoid) {
                mv.visitInsn(ret.getSize() == 2 ? Opcodes.POP2 : Opcodes.POP);
            }
            mv.visitVarInsn(Opcodes.ALOAD, thrown);
            mv.visitInsn(Opcodes.ATHROW);
        });
    }

    /** {@code foldArguments(target, pos, combiner)}: fields target, combiner; the combiner's result (if any) is inserted at pos. */
    static MethodHandleClasses.Spec fold(Type target, int pos, Type combiner) {
        boolean voidCombiner = combiner.getReturnType().getSort() == Type.VOID;
        List<Type> params = new ArrayList<>(Arrays.asList(target.getArgumentTypes()));
        if (!voidCombiner) {
            params.remove(pos);
        }
        Type type = MethodHandleClasses.methodType(target.getReturnType(), params);
        String key = "fold|" + target.getDescriptor() + "|" + pos + "|" + combiner.getDescriptor();
        int combined = combiner.getArgumentTypes().length;
        return new MethodHandleClasses.Spec(key, type, 2, (mv, className) -> {
            if (voidCombiner) {
                loadTarget(mv, className, 1);
                MethodHandleClasses.loadParameters(mv, type, pos, pos + combined);
                MethodHandleClasses.invokeExact(mv, combiner);
                loadTarget(mv, className, 0);
                MethodHandleClasses.loadParameters(mv, type, 0, params.size());
            } else {
                loadTarget(mv, className, 0);
                MethodHandleClasses.loadParameters(mv, type, 0, pos);
                loadTarget(mv, className, 1);
                MethodHandleClasses.loadParameters(mv, type, pos, pos + combined);
                MethodHandleClasses.invokeExact(mv, combiner);
                MethodHandleClasses.loadParameters(mv, type, pos, params.size());
            }
            MethodHandleClasses.invokeExact(mv, target);
            MethodHandleClasses.returnValue(mv, type);
        });
    }

    /** {@code collectArguments(target, pos, filter)}: fields target, filter; the filter's arguments replace the parameter at pos. */
    static MethodHandleClasses.Spec collect(Type target, int pos, Type filter) {
        boolean voidFilter = filter.getReturnType().getSort() == Type.VOID;
        List<Type> params = new ArrayList<>(Arrays.asList(target.getArgumentTypes()));
        if (!voidFilter) {
            params.remove(pos);
        }
        params.addAll(pos, Arrays.asList(filter.getArgumentTypes()));
        Type type = MethodHandleClasses.methodType(target.getReturnType(), params);
        String key = "collect|" + target.getDescriptor() + "|" + pos + "|" + filter.getDescriptor();
        int collected = filter.getArgumentTypes().length;
        return new MethodHandleClasses.Spec(key, type, 2, (mv, className) -> {
            loadTarget(mv, className, 0);
            MethodHandleClasses.loadParameters(mv, type, 0, pos);
            loadTarget(mv, className, 1);
            MethodHandleClasses.loadParameters(mv, type, pos, pos + collected);
            MethodHandleClasses.invokeExact(mv, filter);
            MethodHandleClasses.loadParameters(mv, type, pos + collected, params.size());
            MethodHandleClasses.invokeExact(mv, target);
            MethodHandleClasses.returnValue(mv, type);
        });
    }

    /** {@code MethodHandles.invoker(type)} and {@code exactInvoker(type)}: the handle is the first argument. */
    static MethodHandleClasses.Spec invoker(Type type, boolean exact) {
        List<Type> params = new ArrayList<>();
        params.add(MH);
        params.addAll(Arrays.asList(type.getArgumentTypes()));
        Type invokerType = MethodHandleClasses.methodType(type.getReturnType(), params);
        return new MethodHandleClasses.Spec("invoker|" + type.getDescriptor() + "|" + exact, invokerType, 0, (mv, className) -> {
            MethodHandleClasses.loadParameters(mv, invokerType, 0, params.size());
            mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, MethodHandleClasses.MH, exact ? "invokeExact" : "invoke", type.getDescriptor(), false);
            MethodHandleClasses.returnValue(mv, invokerType);
        });
    }

    /**
     * {@code varHandleInvoker(mode, type)}: the VarHandle, then {@code type}'s parameters, passed to the access mode's
     * signature-polymorphic method with {@code type}'s descriptor, so the VarHandle converts as a call site of that type
     * would. Bound ({@code VarHandle.toMethodHandle}, the invoker bound to the VarHandle), the VarHandle is field 0.
     */
    static MethodHandleClasses.Spec varHandleInvoker(Type type, String accessMethod, boolean bound) {
        Type varHandle = Type.getObjectType("java/lang/invoke/VarHandle");
        List<Type> params = new ArrayList<>();
        if (!bound) {
            params.add(varHandle);
        }
        params.addAll(Arrays.asList(type.getArgumentTypes()));
        Type invokerType = MethodHandleClasses.methodType(type.getReturnType(), params);
        String key = "varHandleInvoker|" + type.getDescriptor() + "|" + accessMethod + "|" + bound;
        return new MethodHandleClasses.Spec(key, invokerType, bound ? 1 : 0, (mv, className) -> {
            if (bound) {
                MethodHandleClasses.loadField(mv, className, 0, varHandle);
            }
            MethodHandleClasses.loadParameters(mv, invokerType, 0, params.size());
            mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, varHandle.getInternalName(), accessMethod, type.getDescriptor(), false);
            MethodHandleClasses.returnValue(mv, invokerType);
        });
    }

    /** {@code throwException(returnType, exType)}. */
    static MethodHandleClasses.Spec throwing(Type returnType, Type exception) {
        Type type = Type.getMethodType(returnType, exception);
        return new MethodHandleClasses.Spec("throw|" + type.getDescriptor(), type, 0, (mv, className) -> {
            MethodHandleClasses.loadParameters(mv, type, 0, 1);
            mv.visitInsn(Opcodes.ATHROW);
        });
    }

    /** {@code arrayConstructor(arrayClass)} and {@code arrayLength(arrayClass)}. */
    static MethodHandleClasses.Spec array(Type array, boolean length, String accessors) {
        Type type = length ? Type.getMethodType(Type.INT_TYPE, array) : Type.getMethodType(array, Type.INT_TYPE);
        return new MethodHandleClasses.Spec("array|" + array.getDescriptor() + "|" + length, type, 0, (mv, className) -> {
            MethodHandleClasses.loadParameters(mv, type, 0, 1);
            if (length) {
                arrayAccessor(mv, accessors, "length", component(array));
            } else {
                newArray(mv, component(array));
            }
            MethodHandleClasses.returnValue(mv, type);
        });
    }

    /** {@code permuteArguments(target, newType, reorder)}. */
    static MethodHandleClasses.Spec permute(Type target, Type type, int[] reorder) {
        String key = "permute|" + target.getDescriptor() + "|" + type.getDescriptor() + "|" + Arrays.toString(reorder);
        return new MethodHandleClasses.Spec(key, type, 1, (mv, className) -> {
            loadTarget(mv, className, 0);
            for (int i : reorder) {
                MethodHandleClasses.loadParameters(mv, type, i, i + 1);
            }
            MethodHandleClasses.invokeExact(mv, target);
            MethodHandleClasses.returnValue(mv, type);
        });
    }

    /** {@code arrayElementGetter(arrayClass)} and {@code arrayElementSetter(arrayClass)}, through Orbit's array accessors. */
    static MethodHandleClasses.Spec arrayElement(Type array, boolean setter, String accessors) {
        Type component = component(array);
        Type type = setter ? Type.getMethodType(Type.VOID_TYPE, array, Type.INT_TYPE, component) : Type.getMethodType(component, array, Type.INT_TYPE);
        return new MethodHandleClasses.Spec("arrayElement|" + array.getDescriptor() + "|" + setter, type, 0, (mv, className) -> {
            MethodHandleClasses.loadParameters(mv, type, 0, type.getArgumentTypes().length);
            arrayAccessor(mv, accessors, setter ? "setElement" : "getElement", component);
            MethodHandleClasses.returnValue(mv, type);
        });
    }

    /** Calls Orbit's accessor for the component's kind; a reference result is cast back to the component type. */
    private static void arrayAccessor(MethodVisitor mv, String accessors, String method, Type component) {
        boolean reference = component.getSort() == Type.OBJECT || component.getSort() == Type.ARRAY;
        Type kind = reference ? Type.getObjectType("java/lang/Object") : component;
        Type array = Type.getType("[" + kind.getDescriptor());
        String k = reference ? "L" : component.getDescriptor();
        Type accessorType = switch (method) {
            case "getElement" -> Type.getMethodType(kind, array, Type.INT_TYPE);
            case "setElement" -> Type.getMethodType(Type.VOID_TYPE, array, Type.INT_TYPE, kind);
            default -> Type.getMethodType(Type.INT_TYPE, array);
        };
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, accessors, method + k, accessorType.getDescriptor(), false);
        if (reference && method.equals("getElement") && !component.equals(kind)) {
            mv.visitTypeInsn(Opcodes.CHECKCAST, component.getInternalName());
        }
    }

    /** {@code asSpreader(pos, arrayType, count)}: the array's elements (checked by the JDK's checkSpreadArgument) converted to the parameters. */
    static MethodHandleClasses.Spec spreader(Vm vm, Type target, int pos, Type array, int count) {
        List<Type> params = new ArrayList<>(Arrays.asList(target.getArgumentTypes()));
        params.subList(pos, pos + count).clear();
        params.add(pos, array);
        Type type = MethodHandleClasses.methodType(target.getReturnType(), params);
        Type component = component(array);
        Type[] tp = target.getArgumentTypes();
        String key = "spreader|" + target.getDescriptor() + "|" + pos + "|" + array.getDescriptor() + "|" + count;
        return new MethodHandleClasses.Spec(key, type, 1, (mv, className) -> {
            loadTarget(mv, className, 0);
            MethodHandleClasses.loadParameters(mv, type, 0, pos);
            spread(vm, mv, MethodHandleClasses.local(type, pos), count, component, tp, pos);
            MethodHandleClasses.loadParameters(mv, type, pos + 1, params.size());
            MethodHandleClasses.invokeExact(mv, target);
            MethodHandleClasses.returnValue(mv, type);
        });
    }

    /**
     * {@code MethodHandles.spreadInvoker(type, leading)}, as its specification defines it: {@code invoker(type)} spreading
     * an Object[] over the parameters after the first {@code leading} ones, the handle being the first argument.
     */
    static MethodHandleClasses.Spec spreadInvoker(Vm vm, Type type, int leading) {
        Type[] tp = type.getArgumentTypes();
        int count = tp.length - leading;
        List<Type> params = new ArrayList<>();
        params.add(MH);
        params.addAll(Arrays.asList(tp).subList(0, leading));
        params.add(Type.getType(Object[].class));
        Type invokerType = MethodHandleClasses.methodType(type.getReturnType(), params);
        return new MethodHandleClasses.Spec("spreadInvoker|" + type.getDescriptor() + "|" + leading, invokerType, 0, (mv, className) -> {
            MethodHandleClasses.loadParameters(mv, invokerType, 0, leading + 1);
            spread(vm, mv, MethodHandleClasses.local(invokerType, leading + 1), count, Type.getType(Object.class), tp, leading);
            mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, MethodHandleClasses.MH, "invoke", type.getDescriptor(), false);
            MethodHandleClasses.returnValue(mv, invokerType);
        });
    }

    /**
     * Checks the array in {@code local} has {@code count} elements (the JDK's {@code checkSpreadArgument}), then pushes
     * them, each converted from {@code component} to {@code targets[first + j]}.
     */
    private static void spread(Vm vm, MethodVisitor mv, int local, int count, Type component, Type[] targets, int first) {
        mv.visitVarInsn(Opcodes.ALOAD, local);
        mv.visitLdcInsn(count);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/invoke/MethodHandleImpl", "checkSpreadArgument", "(Ljava/lang/Object;I)V", false);
        for (int j = 0; j < count; j++) {
            mv.visitVarInsn(Opcodes.ALOAD, local);
            mv.visitLdcInsn(j);
            mv.visitInsn(component.getOpcode(Opcodes.IALOAD));
            MethodHandleConversions.convert(vm, mv, component, targets[first + j]);
        }
    }

    private static void loadTarget(MethodVisitor mv, String className, int field) {
        MethodHandleClasses.loadField(mv, className, field, MH);
    }

    /** Calls the target in field {@code field} with all of the handle's parameters and returns what it returns. */
    private static void returnFromTarget(MethodVisitor mv, String className, int field, Type type) {
        loadTarget(mv, className, field);
        MethodHandleClasses.loadParameters(mv, type, 0, type.getArgumentTypes().length);
        MethodHandleClasses.invokeExact(mv, type);
        MethodHandleClasses.returnValue(mv, type);
    }
}
