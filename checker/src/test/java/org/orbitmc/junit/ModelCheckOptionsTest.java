package org.orbitmc.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.orbitmc.checker.report.TracePrinter;
import org.orbitmc.checker.run.CheckOptions;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.checker.search.StoreKind;
import org.orbitmc.checker.search.Symmetry;

/** What an annotation's attributes become: defaults included. */
class ModelCheckOptionsTest {
    /** Annotated methods to read, never run (a nested class: not discovered as tests). */
    static final class Samples {
        @ModelCheck
        void defaults() {
        }

        @ModelCheck(timeLimit = "none")
        void noLimit() {
        }

        @ModelCheck(timeLimit = "30s")
        void thirtySeconds() {
        }

        @ModelCheck(search = SearchOrder.DFS, symmetry = Symmetry.HEAP, store = StoreKind.EXACT, trace = TracePrinter.Style.FULL,
                kbots = 2, maxStates = 100, maxDepth = 50, noGc = true, noLockDiscipline = true, noEagerStarts = true,
                noIdentitySymmetry = true, interleaveLibraries = true, spuriousWakeups = true)
        void everything() {
        }

        @ModelCheck(search = SearchOrder.DFS, dpor = true)
        void dpor() {
        }

        @ModelCheck(search = SearchOrder.DFS, sleepSets = true)
        void sleepSets() {
        }
    }

    private static ModelCheck annotation(String method) throws NoSuchMethodException {
        return Samples.class.getDeclaredMethod(method).getAnnotation(ModelCheck.class);
    }

    /** The annotation's defaults are the pipeline's (CheckOptions defines them; the annotation must repeat them). */
    @Test
    void aBareAnnotationIsTheDefaultsOfBuilds() throws NoSuchMethodException {
        CheckOptions bare = ModelCheckOptions.of(annotation("defaults"));
        assertEquals(CheckOptions.forBuilds().config(), bare.config());
        assertEquals(CheckOptions.forBuilds().trace(), bare.trace());
        assertEquals(List.of(), bare.transitionFlags());
    }

    /** A spinning test must not hang a build: the default is five minutes, which holds inside loops too. */
    @Test
    void aTestHasATimeLimitByDefault() throws NoSuchMethodException {
        assertEquals(Duration.ofMinutes(5), ModelCheckOptions.of(annotation("defaults")).config().timeLimit());
        assertNull(ModelCheckOptions.of(annotation("noLimit")).config().timeLimit());
        assertEquals(Duration.ofSeconds(30), ModelCheckOptions.of(annotation("thirtySeconds")).config().timeLimit());
    }

    @Test
    void everyAttributeReachesTheOptions() throws NoSuchMethodException {
        CheckOptions o = ModelCheckOptions.of(annotation("everything"));
        CheckOptions expected = CheckOptions.forBuilds().search(SearchOrder.DFS).symmetry(Symmetry.HEAP).store(StoreKind.EXACT)
                .trace(TracePrinter.Style.FULL).kbots(2).maxStates(100).maxDepth(50).gc(false).lockDiscipline(false)
                .eagerStarts(false).identitySymmetry(false).interleaveLibraries(true).spuriousWakeups(true);
        assertEquals(expected.config(), o.config());
        assertEquals(false, o.config().matching().identitySymmetry());
        assertEquals(TracePrinter.Style.FULL, o.trace());
        assertEquals(expected.transitionFlags(), o.transitionFlags());
        assertEquals(true, o.spuriousWakeups());
    }

    /** The depth-first search's partial-order reductions, one at a time (the pipeline refuses them elsewhere). */
    @Test
    void partialOrderReductionsReachTheOptions() throws NoSuchMethodException {
        assertEquals(true, ModelCheckOptions.of(annotation("dpor")).config().dpor());
        assertEquals(false, ModelCheckOptions.of(annotation("dpor")).config().sleepSets());
        assertEquals(true, ModelCheckOptions.of(annotation("sleepSets")).config().sleepSets());
        assertEquals(false, ModelCheckOptions.of(annotation("defaults")).config().dpor());
    }
}
