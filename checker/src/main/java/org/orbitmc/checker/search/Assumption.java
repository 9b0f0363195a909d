package org.orbitmc.checker.search;

/**
 * A modelling choice a "no errors" verdict rests on: what the checked model of Java leaves out, so that a program
 * could still fail on a JVM in a way the search cannot see. Reports list them with the verdict, as SPIN and TLC
 * state the limits of their searches.
 *
 * @param id     a stable identifier for tools ({@code sequential-consistency})
 * @param name   a few words for the verdict line ({@code sequential consistency})
 * @param detail one sentence: what is assumed and what it means for the program
 */
public record Assumption(String id, String name, String detail) {
    public Assumption {
        if (id == null || name == null || detail == null) {
            throw new IllegalArgumentException("an assumption needs an id, a name and a detail");
        }
    }
}
