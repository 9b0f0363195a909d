package org.orbitmc.natives.jdk;

import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.natives.NativeRegistry;
import org.orbitmc.vm.thread.VmThread;

/**
 * The JDK's locale providers (CLDR and JRE locale data: month and day names, localized date patterns,
 * break iterators, collators, currency and time-zone names) are not modelled: they are loaded by
 * reflection from resource bundles. Orbit models the number-format symbols it needs directly
 * ({@link JavaText}); any other use stops the run here, naming the program code that asked, instead of
 * failing deep inside the reflection it would need.
 */
public final class SunUtilLocaleProviderAdapter {
    private SunUtilLocaleProviderAdapter() {
    }

    public static void register(NativeRegistry r) {
        r.bind("sun/util/locale/provider/LocaleProviderAdapter", "forType",
                "(Lsun/util/locale/provider/LocaleProviderAdapter$Type;)Lsun/util/locale/provider/LocaleProviderAdapter;", (vm, a, b) -> {
                    VmThread t = vm.currentThread();
                    String user = null;
                    for (int d = t.depth; d >= 0 && user == null; d--) {
                        MethodInfo m = t.methods[d];
                        if (vm.moduleOf(m.owner()) == null) {
                            user = m.owner().javaName() + "." + m.name();
                        }
                    }
                    MethodInfo jdk = t.methods[t.depth];
                    throw new UnsupportedFeatureException("locale data (month and day names, localized patterns, collation, break iteration) is not modelled; "
                            + "needed by " + (user != null ? user : jdk.owner().javaName() + "." + jdk.name()));
                });
    }
}
