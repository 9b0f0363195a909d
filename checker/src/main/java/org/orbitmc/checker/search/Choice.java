package org.orbitmc.checker.search;

/**
 * One choice of the scheduler: which thread runs next, and for a data choice which value it gets.
 *
 * @param thread the thread's id, as the transition system numbers threads
 * @param value  0 unless the step is a data choice ({@code Verify.randomInt}, which waiter {@code notify} wakes)
 */
public record Choice(int thread, int value) {
}
