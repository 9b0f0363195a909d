package org.orbitmc.checker.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.orbitmc.checker.search.CheckConfig;
import org.orbitmc.checker.search.CheckResult;
import org.orbitmc.checker.search.ProgressListener;
import org.orbitmc.checker.search.Search;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.checker.search.StateMatching;
import org.orbitmc.checker.search.StoreKind;
import org.orbitmc.checker.search.Symmetry;
import org.orbitmc.checker.search.Verdict;
import org.orbitmc.natives.JdkModel;
import org.orbitmc.vm.HostEnvironment;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.VmOptions;
import org.orbitmc.vm.classpath.ClassSource;
import org.orbitmc.vm.link.InvokeDynamicLinker;
import org.orbitmc.vm.natives.JdkSupport;
import org.orbitmc.vm.natives.Native;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * A native runs again from its start when its thread stops in it, so a model of a native may have one visible
 * operation only: one with two would stop at its first again and again, and the search would drop every path through
 * it without a word. The VM must report such a model as its own error (an incomplete verdict), never "no errors".
 */
class NativeVisibleOperationsTest {
    /** Two threads each touch two shared objects in one native call: {@link #touch}. */
    public static final class TouchingProgram {
        static final Object a = new Object();
        static final Object b = new Object();

        static native void touch(Object x, Object y);

        public static void main(String[] args) throws InterruptedException {
            Thread other = new Thread(() -> touch(a, b));
            other.start();
            touch(b, a);
            other.join();
        }
    }

    @Test
    void aNativeModelWithTwoVisibleOperationsMakesTheSearchIncomplete() throws Exception {
        CheckResult result = check((vm, a) -> {
            vm.accessPoint(vm.heap().get(a.refAt(0)));
            vm.accessPoint(vm.heap().get(a.refAt(1)));
            return 0;
        });
        assertEquals(Verdict.INCOMPLETE, result.verdict(), result::toString);
        assertTrue(result.reason().contains("reaches a second visible operation")
                && result.reason().contains("TouchingProgram.touch"), result.reason());
    }

    @Test
    void aNativeModelWithOneVisibleOperationIsExploredCompletely() throws Exception {
        CheckResult result = check((vm, a) -> {
            vm.accessPoint(vm.heap().get(a.refAt(0)), vm.heap().get(a.refAt(1)));
            return 0;
        });
        assertEquals(Verdict.NO_ERRORS, result.verdict(), result::toString);
    }

    private static CheckResult check(Native touch) throws URISyntaxException {
        Path classes = Path.of(TouchingProgram.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        ByteArrayOutputStream output = new ByteArrayOutputStream();
        VmOptions options = new VmOptions(List.of(ClassSource.of(classes)), true, output, output, InputStream.nullInputStream(),
                Map.of(), true, true, false, HostEnvironment.snapshot(classes.toString()));
        Vm vm = new Vm(options, new WithNative(new JdkModel(), touch));
        vm.prepareMain(TouchingProgram.class.getName(), List.of());
        StateMatching matching = new StateMatching(true, Symmetry.HEAP, 0);
        CheckConfig config = new CheckConfig(50_000, CheckConfig.NO_DEPTH_LIMIT, Duration.ofMinutes(1), SearchOrder.DFS, false,
                matching, StoreKind.EXACT);
        return Search.of(config, ProgressListener.NONE).run(new VmTransitionSystem(vm, output, matching));
    }

    /** The JDK's model plus the test's native {@code TouchingProgram.touch}. */
    private record WithNative(JdkSupport jdk, Native touch) implements JdkSupport {
        @Override
        public void register(NativeRegistry registry, VmOptions options) {
            jdk.register(registry, options);
            registry.bind(TouchingProgram.class.getName().replace('.', '/'), "touch", "(Ljava/lang/Object;Ljava/lang/Object;)V", touch);
        }

        @Override
        public InvokeDynamicLinker invokeDynamicLinker() {
            return jdk.invokeDynamicLinker();
        }

        @Override
        public List<ClassSource> bootClassSources() {
            return jdk.bootClassSources();
        }

        @Override
        public void boot(Vm vm) {
            jdk.boot(vm);
        }

        @Override
        public void reportUncaught(Vm vm, int throwable) {
            jdk.reportUncaught(vm, throwable);
        }

        @Override
        public void exit(Vm vm) {
            jdk.exit(vm);
        }
    }
}
