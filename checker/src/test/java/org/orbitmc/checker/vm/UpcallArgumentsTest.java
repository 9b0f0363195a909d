package org.orbitmc.checker.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.orbitmc.checker.conformance.ConcurrentPrograms;
import org.orbitmc.checker.search.CheckTarget;
import org.orbitmc.checker.search.StateMatching;
import org.orbitmc.natives.Guest;
import org.orbitmc.vm.Vm;

/**
 * A native called from host code (Vm.invoke, as Guest.callVirtual does) may itself call into the program: its own
 * arguments must survive that upcall, which puts its arguments (and frames) above them.
 */
class UpcallArgumentsTest {
    @Test
    void aNativeCalledFromTheHostKeepsItsArgumentsAcrossItsUpcalls() throws Exception {
        Vm vm = vm();
        long module = Guest.callVirtual(vm, "java/lang/Class", "getModule", "()Ljava/lang/Module;", Guest.load(vm, "java/sql/Driver").mirrorRef());
        long descriptor = Guest.callVirtual(vm, "java/lang/Module", "getDescriptor", "()Ljava/lang/module/ModuleDescriptor;", module);
        long name = Guest.callVirtual(vm, "java/lang/module/ModuleDescriptor", "name", "()Ljava/lang/String;", descriptor);
        assertEquals("java.sql", Guest.host(vm, name));
        assertEquals(descriptor, Guest.getField(vm, (int) module, "descriptor"), "stored into the module it was called on");
    }

    /**
     * Module.implAddExportsOrOpens initializes Module$ReflectionData and makes a map (upcalls), then reads its
     * arguments again to record the package: opened, java.base's java.util must then read as open to the program.
     */
    @Test
    void aNativeReadsItsArgumentsAgainAfterAnUpcall() throws Exception {
        Vm vm = vm();
        long base = Guest.callVirtual(vm, "java/lang/Class", "getModule", "()Ljava/lang/Module;", Guest.load(vm, "java/lang/Object").mirrorRef());
        long unnamed = Guest.callVirtual(vm, "java/lang/Class", "getModule", "()Ljava/lang/Module;",
                Guest.load(vm, program().mainClass().replace('.', '/')).mirrorRef());
        String exportsOrOpens = "(Ljava/lang/String;Ljava/lang/Module;Z)Z";
        assertEquals(0, Guest.callVirtual(vm, "java/lang/Module", "implIsExportedOrOpen", exportsOrOpens, base, Guest.str(vm, "java.util"), unnamed, 1));
        Guest.callVirtual(vm, "java/lang/Module", "implAddExportsOrOpens", "(Ljava/lang/String;Ljava/lang/Module;ZZ)V", base,
                Guest.str(vm, "java.util"), unnamed, 1, 1);
        assertEquals(1, Guest.callVirtual(vm, "java/lang/Module", "implIsExportedOrOpen", exportsOrOpens, base, Guest.str(vm, "java.util"), unnamed, 1));
        assertEquals(0, Guest.callVirtual(vm, "java/lang/Module", "implIsExportedOrOpen", exportsOrOpens, base, Guest.str(vm, "java.text"), unnamed, 1));
    }

    private static ConcurrentPrograms.Program program() throws Exception {
        return ConcurrentPrograms.all().stream().filter(p -> p.name().equals("MessageQueue")).findFirst().orElseThrow();
    }

    private static Vm vm() throws Exception {
        ConcurrentPrograms.Program program = program();
        CheckTarget target = new CheckTarget(List.of(program.classes()), Map.of(), program.mainClass(), List.of(), true, Map.of());
        return ((VmTransitionSystem) new VmTransitionSystemFactory().create(target, StateMatching.defaults())).vm();
    }
}
