package org.orbitmc.natives.jdk;

import org.orbitmc.natives.Guest;
import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * java.text's DecimalFormatSymbols and NumberFormat factories without the JDK's locale-provider machinery (service loading, reflection,
 * resource bundles): Orbit knows the symbols of the root locale and of English, and reports any other
 * locale as unsupported rather than formatting it wrongly.
 */
public final class JavaText {
    private static final String C = "java/text/DecimalFormatSymbols";

    private JavaText() {
    }

    public static void register(NativeRegistry r) {
        r.bind(C, "getInstance", "(Ljava/util/Locale;)Ljava/text/DecimalFormatSymbols;", (vm, a, b) -> {
            int dfs = vm.newInstance(Guest.load(vm, C));
            initialize(vm, dfs, (int) a[b]);
            return dfs;
        });
        r.bind(C, "initialize", "(Ljava/util/Locale;)V", (vm, a, b) -> {
            initialize(vm, (int) a[b], (int) a[b + 1]);
            return 0;
        });
        r.bind("java/text/NumberFormat", "getInstance", "(Ljava/util/Locale;Ljava/text/NumberFormat$Style;I)Ljava/text/NumberFormat;",
                (vm, a, b) -> numberFormat(vm, (int) a[b], (int) a[b + 2]));
    }

    /** NumberFormat.getInstance for the styles whose English patterns need no currency data. */
    private static long numberFormat(Vm vm, int locale, int choice) {
        String pattern = switch (choice) {
            case 0 -> "#,##0.###";
            case 2 -> "#,##0%";
            case 3 -> "#E0";
            case 4 -> "#,##0";
            default -> throw new UnsupportedFeatureException("currency, accounting and compact number formats");
        };
        int dfs = vm.newInstance(Guest.load(vm, C));
        initialize(vm, dfs, locale);
        String df = "java/text/DecimalFormat";
        int format = Guest.construct(vm, df, "(Ljava/lang/String;Ljava/text/DecimalFormatSymbols;)V", vm.strings().newString(pattern), dfs);
        if (choice == 4) {
            Guest.callVirtual(vm, df, "setMaximumFractionDigits", "(I)V", format, 0);
            Guest.callVirtual(vm, df, "setDecimalSeparatorAlwaysShown", "(Z)V", format, 0);
            Guest.callVirtual(vm, df, "setParseIntegerOnly", "(Z)V", format, 1);
        }
        return format;
    }

    /** Upcalls into Locale (final), DecimalFormatSymbols and DecimalFormat run JDK code only, atomically. */
    private static void initialize(Vm vm, int dfs, int locale) {
        if (locale == 0) {
            throw vm.exceptions().exception("java/lang/NullPointerException", null);
        }
        String language = Guest.host(vm, Guest.callVirtual(vm, "java/util/Locale", "getLanguage", "()Ljava/lang/String;", locale));
        String country = Guest.host(vm, Guest.callVirtual(vm, "java/util/Locale", "getCountry", "()Ljava/lang/String;", locale));
        if (!language.isEmpty() && !language.equals("en")) {
            throw new UnsupportedFeatureException("number formatting for locale " + language + (country.isEmpty() ? "" : "_" + country));
        }
        boolean us = country.equals("US");
        vm.initialize(Guest.load(vm, C));
        Guest.putField(vm, dfs, "zeroDigit", '0');
        Guest.putField(vm, dfs, "groupingSeparator", ',');
        Guest.putField(vm, dfs, "decimalSeparator", '.');
        Guest.putField(vm, dfs, "perMill", '\u2030');
        Guest.putField(vm, dfs, "percent", '%');
        Guest.putField(vm, dfs, "digit", '#');
        Guest.putField(vm, dfs, "patternSeparator", ';');
        Guest.putField(vm, dfs, "infinity", vm.strings().intern("\u221e"));
        Guest.putField(vm, dfs, "NaN", vm.strings().intern("NaN"));
        Guest.putField(vm, dfs, "minusSign", '-');
        Guest.putField(vm, dfs, "currencySymbol", vm.strings().intern(us ? "$" : "\u00a4"));
        Guest.putField(vm, dfs, "intlCurrencySymbol", vm.strings().intern(us ? "USD" : "XXX"));
        Guest.putField(vm, dfs, "monetarySeparator", '.');
        Guest.putField(vm, dfs, "monetaryGroupingSeparator", ',');
        Guest.putField(vm, dfs, "exponential", 'E');
        Guest.putField(vm, dfs, "exponentialSeparator", vm.strings().intern("E"));
        Guest.putField(vm, dfs, "locale", locale);
        Guest.putField(vm, dfs, "perMillText", vm.strings().intern("\u2030"));
        Guest.putField(vm, dfs, "percentText", vm.strings().intern("%"));
        Guest.putField(vm, dfs, "minusSignText", vm.strings().intern("-"));
        Guest.putField(vm, dfs, "serialVersionOnStream", 5);
    }
}
