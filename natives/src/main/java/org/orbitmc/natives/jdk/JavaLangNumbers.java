package org.orbitmc.natives.jdk;

import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;

import org.orbitmc.vm.natives.NativeRegistry;

/** String.intern, the byte order of UTF16 strings, Float/Double bit conversions and StrictMath. */
public final class JavaLangNumbers {
    private JavaLangNumbers() {
    }

    public static void register(NativeRegistry r) {
        r.bind("java/lang/String", "intern", "()Ljava/lang/String;", (vm, a) -> vm.strings().intern(a.receiver()));
        r.bind("java/lang/StringUTF16", "isBigEndian", "()Z", (vm, a) -> 0);
        r.bind("java/lang/Float", "floatToRawIntBits", "(F)I", (vm, a) -> (int) a.valueAt(0));
        r.bind("java/lang/Float", "intBitsToFloat", "(I)F", (vm, a) -> a.intAt(0));
        r.bind("java/lang/Double", "doubleToRawLongBits", "(D)J", (vm, a) -> a.valueAt(0));
        r.bind("java/lang/Double", "longBitsToDouble", "(J)D", (vm, a) -> a.longAt(0));
        unary(r, "sin", StrictMath::sin);
        unary(r, "cos", StrictMath::cos);
        unary(r, "tan", StrictMath::tan);
        unary(r, "asin", StrictMath::asin);
        unary(r, "acos", StrictMath::acos);
        unary(r, "atan", StrictMath::atan);
        unary(r, "exp", StrictMath::exp);
        unary(r, "log", StrictMath::log);
        unary(r, "log10", StrictMath::log10);
        unary(r, "sqrt", StrictMath::sqrt);
        unary(r, "cbrt", StrictMath::cbrt);
        unary(r, "sinh", StrictMath::sinh);
        unary(r, "cosh", StrictMath::cosh);
        unary(r, "tanh", StrictMath::tanh);
        unary(r, "expm1", StrictMath::expm1);
        unary(r, "log1p", StrictMath::log1p);
        binary(r, "atan2", StrictMath::atan2);
        binary(r, "pow", StrictMath::pow);
        binary(r, "hypot", StrictMath::hypot);
        binary(r, "IEEEremainder", StrictMath::IEEEremainder);
    }

    private static void unary(NativeRegistry r, String name, DoubleUnaryOperator f) {
        r.bind("java/lang/StrictMath", name, "(D)D",
                (vm, a) -> Double.doubleToRawLongBits(f.applyAsDouble(a.doubleAt(0))));
    }

    private static void binary(NativeRegistry r, String name, DoubleBinaryOperator f) {
        r.bind("java/lang/StrictMath", name, "(DD)D",
                (vm, a) -> Double.doubleToRawLongBits(f.applyAsDouble(a.doubleAt(0), a.doubleAt(1))));
    }
}
