package org.orbitmc.checker.fuzz;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.orbitmc.checker.fuzz.Ir.Program;
import org.orbitmc.checker.fuzz.OrbitVerdicts.Outcome;
import org.orbitmc.checker.fuzz.OrbitVerdicts.Setting;
import org.orbitmc.checker.run.SourceCompiler;

/** One program through the reference explorer and through Orbit under each setting, and how they differ. */
final class Differential {
    /**
     * One difference between a setting and the reference.
     *
     * @param what {@code missed} (the reference reaches the kind, Orbit does not: a false "No errors found" when
     *             Orbit found nothing), {@code missed-behind-another} (the same while Orbit reports another error:
     *             the verdict stands, the list of errors is short), {@code spurious} (Orbit reports a kind the
     *             reference cannot reach) or {@code internal-error} (kind is the exception's class)
     */
    record Finding(String setting, String kind, String what) {
        @Override
        public String toString() {
            return setting + ": " + what + " " + kind;
        }
    }

    /** The comparison of one program; {@code incompletes} lists settings (or the reference) that did not finish. */
    record Report(Program program, String source, ReferenceExplorer.Result reference, Map<String, Outcome> orbit,
            List<Finding> findings, List<String> incompletes) {
        boolean agrees() {
            return findings.isEmpty() && incompletes.isEmpty();
        }
    }

    private final OrbitVerdicts orbit;
    private final long referenceStates;
    /** Milliseconds spent so far under each setting (and the reference), in the order first met: where a campaign's time goes. */
    private final Map<String, Long> millis = new LinkedHashMap<>();

    Differential(OrbitVerdicts orbit, long referenceStates) {
        this.orbit = orbit;
        this.referenceStates = referenceStates;
    }

    Report check(Program p, List<Setting> settings) {
        String source = JavaPrinter.print(p);
        long start = System.nanoTime();
        ReferenceExplorer.Result ref = ReferenceExplorer.explore(p, referenceStates);
        timed("reference", start);
        SourceCompiler.Compiled compiled = OrbitVerdicts.compile(source);
        Map<String, Outcome> outcomes = new LinkedHashMap<>();
        List<Finding> findings = new ArrayList<>();
        List<String> incompletes = new ArrayList<>();
        if (!ref.complete()) {
            incompletes.add("reference: more than " + referenceStates + " states");
        }
        for (Setting s : settings) {
            long began = System.nanoTime();
            Outcome o = orbit.check(compiled, s);
            timed(s.name(), began);
            outcomes.put(s.name(), o);
            findings.addAll(compare(s.name(), ref, o));
            if (o.crash() == null && o.incomplete() != null) {
                incompletes.add(s.name() + ": " + o.incomplete());
            }
        }
        return new Report(p, source, ref, outcomes, findings, incompletes);
    }

    private void timed(String what, long startNanos) {
        millis.merge(what, (System.nanoTime() - startNanos) / 1_000_000, Long::sum);
    }

    /** Milliseconds spent under each setting and in the reference explorer so far. */
    Map<String, Long> millis() {
        return Map.copyOf(millis);
    }

    /** The differences of one outcome from the reference's; only what is sure when either did not finish. */
    static List<Finding> compare(String setting, ReferenceExplorer.Result ref, Outcome o) {
        List<Finding> out = new ArrayList<>();
        if (o.crash() != null) {
            String type = o.crash().split("[: ]", 2)[0]; // the exception's class
            out.add(new Finding(setting, type, "internal-error"));
            return out;
        }
        Set<String> missed = new TreeSet<>(ref.kinds());
        missed.removeAll(o.kinds());
        Set<String> spurious = new TreeSet<>(o.kinds());
        spurious.removeAll(ref.kinds());
        if (ref.complete()) {
            for (String k : spurious) {
                out.add(new Finding(setting, k, "spurious"));
            }
        }
        if (o.incomplete() == null) {
            for (String k : missed) {
                out.add(new Finding(setting, k, o.kinds().isEmpty() ? "missed" : "missed-behind-another"));
            }
        }
        return out;
    }
}
