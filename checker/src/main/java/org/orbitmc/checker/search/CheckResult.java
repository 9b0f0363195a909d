package org.orbitmc.checker.search;

import java.util.List;
import java.util.regex.Pattern;

/**
 * The outcome of a check.
 *
 * @param verdict    what the check concludes
 * @param reason     why the search stopped before exploring everything (a limit, an unsupported feature), or
 *                   null; always set when incomplete, set with errors only when all errors were asked for
 * @param errors     one per distinct error, in the order found
 * @param statistics what the search did
 * @param assumptions what the model leaves out: a "no errors" verdict holds under these
 */
public record CheckResult(Verdict verdict, String reason, List<Counterexample> errors, Statistics statistics,
        List<Assumption> assumptions) {
    public CheckResult {
        errors = List.copyOf(errors);
        assumptions = List.copyOf(assumptions);
        if ((verdict == Verdict.ERRORS) == errors.isEmpty()) {
            throw new IllegalArgumentException("verdict " + verdict + " with " + errors.size() + " errors");
        }
        if ((verdict == Verdict.INCOMPLETE) != (reason != null) && verdict != Verdict.ERRORS) {
            throw new IllegalArgumentException("verdict " + verdict + " with reason " + reason);
        }
    }

    /** With no assumptions named. */
    public CheckResult(Verdict verdict, String reason, List<Counterexample> errors, Statistics statistics) {
        this(verdict, reason, errors, statistics, List.of());
    }

    /** The same result, its counterexamples explored under the refinements {@code keys}. */
    CheckResult under(List<String> keys) {
        return keys.isEmpty() ? this : new CheckResult(verdict, reason, errors.stream().map(e -> e.under(keys)).toList(),
                statistics, assumptions);
    }

    /**
     * Whether the search stopped at a limit the user can raise (states, depth, time, memory), rather than at something
     * a larger limit would not help with (a feature the VM does not model, an internal error, the end of sampling).
     */
    public boolean stoppedAtLimit() {
        return reason != null && LIMIT_REASON.matcher(reason).lookingAt();
    }

    /** How {@link Exploration} and {@link MemoryGuard} word a limit reached. */
    private static final Pattern LIMIT_REASON = Pattern.compile("(state|depth|time|memory) limit ");

    /** The same result, holding under {@code named}. */
    public CheckResult withAssumptions(List<Assumption> named) {
        return new CheckResult(verdict, reason, errors, statistics, named);
    }
}
