package org.orbitmc.natives.jdk;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.orbitmc.natives.Guest;
import org.orbitmc.natives.HostTimeZone;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * Time zones: the default zone from the host as {@code java} finds it ({@link HostTimeZone}), and the JDK's
 * region rules from its own {@code lib/tzdb.dat}. The two JDK classes that read tzdb.dat
 * (sun.util.calendar.ZoneInfoFile for TimeZone, TzdbZoneRulesProvider for java.time) open it with
 * FileInputStream; until java.io reads files, their reading is replaced here by the same parsing, interpreted,
 * of the file's bytes in a ByteArrayInputStream. The file is the running JDK's, the one the classes come from.
 */
public final class JavaUtilTimeZone {
    private static final String TZDB_PROVIDER = "java/time/zone/TzdbZoneRulesProvider";

    private JavaUtilTimeZone() {
    }

    public static void register(NativeRegistry r) {
        r.bind("java/util/TimeZone", "getSystemTimeZoneID", "(Ljava/lang/String;)Ljava/lang/String;",
                (vm, a) -> Guest.str(vm, HostTimeZone.ofHost().systemTimeZoneId()));
        r.bind("java/util/TimeZone", "getSystemGMTOffsetID", "()Ljava/lang/String;", (vm, a) -> {
            // As the native: the host's local offset at this (real) moment.
            int offset = java.util.TimeZone.getDefault().getOffset(System.currentTimeMillis()) / 1000;
            return Guest.str(vm, HostTimeZone.gmtOffsetId(offset));
        });
        // ZoneInfoFile's static initializer reads tzdb.dat in this PrivilegedAction.
        r.bind("sun/util/calendar/ZoneInfoFile$1", "run", "()Ljava/lang/Void;", (vm, a) -> {
            Guest.callStatic(vm, "sun/util/calendar/ZoneInfoFile", "load", "(Ljava/io/DataInputStream;)V", tzdb(vm));
            return 0;
        });
        // The constructor of java.time's default provider, as its bytecode does it, with the file read here.
        r.bind(TZDB_PROVIDER, "<init>", "()V", (vm, a) -> {
            int self = a.receiver();
            vm.invoke(Guest.method(Guest.load(vm, "java/time/zone/ZoneRulesProvider"), "<init>", "()V"), self);
            Guest.putField(vm, self, "regionToRules", Guest.construct(vm, "java/util/concurrent/ConcurrentHashMap", "()V"));
            vm.invoke(Guest.method(Guest.load(vm, TZDB_PROVIDER), "load", "(Ljava/io/DataInputStream;)V"), self, tzdb(vm));
            vm.constructed(self, Guest.load(vm, TZDB_PROVIDER));
            return 0;
        });
    }

    /** A DataInputStream over the bytes of the JDK's lib/tzdb.dat. */
    private static int tzdb(Vm vm) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(Path.of(System.getProperty("java.home"), "lib", "tzdb.dat"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        int array = vm.newArray(vm.classes().arrayOf(vm.classes().primitive('B')), bytes.length);
        System.arraycopy(bytes, 0, (byte[]) vm.heap().get(array).array, 0, bytes.length);
        int in = Guest.construct(vm, "java/io/ByteArrayInputStream", "([B)V", array);
        return Guest.construct(vm, "java/io/DataInputStream", "(Ljava/io/InputStream;)V", in);
    }
}
