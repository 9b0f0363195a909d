package org.orbitmc.natives.jdk;

import java.text.BreakIterator;
import java.util.Locale;

import org.orbitmc.natives.Guest;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * The final-sigma rule of String.toLowerCase. The JDK asks a word BreakIterator, which comes from
 * the locale-provider machinery and compiled rule files Orbit does not interpret; the host JDK is
 * the JDK being interpreted, so its BreakIterator finds the same word boundaries.
 */
public final class JavaLangConditionalSpecialCasing {
    private JavaLangConditionalSpecialCasing() {
    }

    public static void register(NativeRegistry r) {
        r.bind("java/lang/ConditionalSpecialCasing", "isFinalCased", "(Ljava/lang/String;ILjava/util/Locale;)Z",
                (vm, a) -> Guest.bool(isFinalCased(Guest.host(vm, a.refAt(0)), a.intAt(1), hostLocale(vm, a.refAt(2)))));
    }

    /** Locale is final and its getters are JDK code only: atomic upcalls hide no interleaving. */
    private static Locale hostLocale(Vm vm, int locale) {
        String l = "java/util/Locale";
        String s = "()Ljava/lang/String;";
        return new Locale(Guest.host(vm, Guest.callVirtual(vm, l, "getLanguage", s, locale)), Guest.host(vm, Guest.callVirtual(vm, l, "getCountry", s, locale)),
                Guest.host(vm, Guest.callVirtual(vm, l, "getVariant", s, locale)));
    }

    /** ConditionalSpecialCasing.isFinalCased of JDK 17: a cased letter before in the same word, none after. */
    static boolean isFinalCased(String src, int index, Locale locale) {
        BreakIterator words = BreakIterator.getWordInstance(locale);
        words.setText(src);
        for (int i = index, ch; i >= 0 && !words.isBoundary(i); i -= Character.charCount(ch)) {
            ch = src.codePointBefore(i);
            if (isCased(ch)) {
                for (int j = index + Character.charCount(src.codePointAt(index)), after; j < src.length() && !words.isBoundary(j); j += Character.charCount(after)) {
                    after = src.codePointAt(j);
                    if (isCased(after)) {
                        return false;
                    }
                }
                return true;
            }
        }
        return false;
    }

    /** Letters, plus the Other_Lowercase and Other_Uppercase ranges JDK 17 lists. */
    private static boolean isCased(int ch) {
        int type = Character.getType(ch);
        if (type == Character.LOWERCASE_LETTER || type == Character.UPPERCASE_LETTER || type == Character.TITLECASE_LETTER) {
            return true;
        }
        return ch >= 0x02B0 && ch <= 0x02B8 || ch >= 0x02C0 && ch <= 0x02C1 || ch >= 0x02E0 && ch <= 0x02E4 || ch == 0x0345 || ch == 0x037A
                || ch >= 0x1D2C && ch <= 0x1D61 || ch >= 0x2160 && ch <= 0x217F || ch >= 0x24B6 && ch <= 0x24E9;
    }
}
