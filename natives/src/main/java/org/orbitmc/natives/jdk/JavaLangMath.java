package org.orbitmc.natives.jdk;

import java.util.function.DoubleUnaryOperator;

import org.orbitmc.vm.natives.NativeRegistry;

/**
 * java.lang.Math's methods that HotSpot intrinsifies with its own stubs (x86_64: sin, cos, tan, exp, log, log10,
 * pow). Their bytecode delegates to StrictMath (fdlibm), whose results differ from the stubs' in the last bit
 * for a few percent of inputs; the host is HotSpot, so calling the host's Math gives exactly what {@code java}
 * computes, in its interpreter as in compiled code (HotSpot's interpreter uses the same stubs).
 */
public final class JavaLangMath {
    private JavaLangMath() {
    }

    public static void register(NativeRegistry r) {
        unary(r, "sin", Math::sin);
        unary(r, "cos", Math::cos);
        unary(r, "tan", Math::tan);
        unary(r, "exp", Math::exp);
        unary(r, "log", Math::log);
        unary(r, "log10", Math::log10);
        r.bind("java/lang/Math", "pow", "(DD)D",
                (vm, a) -> Double.doubleToRawLongBits(Math.pow(a.doubleAt(0), a.doubleAt(1))));
    }

    private static void unary(NativeRegistry r, String name, DoubleUnaryOperator f) {
        r.bind("java/lang/Math", name, "(D)D",
                (vm, a) -> Double.doubleToRawLongBits(f.applyAsDouble(a.doubleAt(0))));
    }
}
