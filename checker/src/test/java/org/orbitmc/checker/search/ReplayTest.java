package org.orbitmc.checker.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Supplier;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;

class ReplayTest {
    @ParameterizedTest
    @EnumSource(SearchOrder.class)
    void replayingACounterexampleReproducesItsError(SearchOrder order) {
        List<Supplier<TransitionSystem>> models = List.of(RacyCounterModel::new, TwoLocksModel::oppositeOrder,
                LateFailureModel::new, RandomChoiceModel::new, TwoErrorsModel::new);
        for (Supplier<TransitionSystem> model : models) {
            CheckResult r = SearchTest.check(model.get(), CheckConfig.defaults().withSearch(order).withAllErrors(true));
            for (Counterexample e : r.errors()) {
                List<Choice> schedule = Schedule.parse(Schedule.format(e.schedule()));
                Replay.Result replayed = Replay.run(model.get(), schedule);
                assertEquals(e, replayed.error());
                assertEquals(e.trace(), replayed.steps());
                assertFalse(replayed.finished());
            }
        }
    }

    @Test
    void aScheduleWithoutErrorReportsWhetherTheProgramFinished() {
        Replay.Result all = Replay.run(TwoLocksModel.sameOrder(), Schedule.parse("0.0.0.0.1.1.1.1"));
        assertNull(all.error());
        assertTrue(all.finished());
        assertEquals(8, all.steps().size());
        Replay.Result prefix = Replay.run(TwoLocksModel.sameOrder(), Schedule.parse("0.0"));
        assertNull(prefix.error());
        assertFalse(prefix.finished());
    }

    @Test
    void aChoiceThatIsNotEnabledIsRejectedWithItsStep() {
        // Thread-0 holds A, so Thread-1 cannot lock it.
        ScheduleException e = assertThrows(ScheduleException.class,
                () -> Replay.run(TwoLocksModel.sameOrder(), Schedule.parse("0.1")));
        assertEquals("schedule does not apply at step 2: 1 is not enabled (enabled: 0)", e.getMessage());
        e = assertThrows(ScheduleException.class, () -> Replay.run(new RandomChoiceModel(), Schedule.parse("0:3")));
        assertEquals("schedule does not apply at step 1: 0:3 is not enabled (enabled: 0, 0:1, 0:2)", e.getMessage());
        e = assertThrows(ScheduleException.class, () -> Replay.run(new SpinModel(), Schedule.parse("7")));
        assertTrue(e.getMessage().startsWith("schedule does not apply at step 1: "), e.getMessage());
    }

    @Test
    void aScheduleGoesOnPastAnErrorOfAnotherThread() {
        // Thread-1 fails at its second step and ends; Thread-0 goes on and fails at its third (an error ends only its thread).
        Replay.Result r = Replay.run(new TwoErrorsModel(), Schedule.parse("1.1.0.0.0"));
        assertEquals(5, r.steps().size());
        assertEquals("java.lang.RuntimeException: B", r.steps().get(1).error().message());
        assertEquals("java.lang.RuntimeException: A", r.error().message());
        ScheduleException e = assertThrows(ScheduleException.class, () -> Replay.run(new TwoErrorsModel(), Schedule.parse("1.1.1")));
        assertEquals("schedule does not apply at step 3: 1 is not enabled (enabled: 0)", e.getMessage());
    }
}
