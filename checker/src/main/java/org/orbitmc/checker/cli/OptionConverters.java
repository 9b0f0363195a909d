package org.orbitmc.checker.cli;

import java.time.Duration;

import org.orbitmc.checker.report.TracePrinter;
import org.orbitmc.checker.run.OptionWords;
import org.orbitmc.checker.search.Sampling;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.checker.search.StoreKind;
import org.orbitmc.checker.search.Symmetry;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Option values {@code orbit check} reads, each by the {@link OptionWords} method the JUnit annotation and the Maven goal
 * use too; a bad one becomes a one-line usage error naming the option.
 */
final class OptionConverters {
    private OptionConverters() {
    }

    /**
     * Reads a word with {@link #parse}; its IllegalArgumentException becomes picocli's usage error. (Overrides, not
     * lambdas: picocli makes every converter at start-up, and each lambda would cost a call-site link there.)
     */
    abstract static class Word<T> implements ITypeConverter<T> {
        abstract T parse(String text);

        @Override
        public T convert(String value) {
            try {
                return parse(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    static final class PositiveLong extends Word<Long> {
        @Override
        Long parse(String text) {
            return OptionWords.positive(text, Long.MAX_VALUE);
        }
    }

    static final class PositiveInt extends Word<Integer> {
        @Override
        Integer parse(String text) {
            return (int) OptionWords.positive(text, Integer.MAX_VALUE);
        }
    }

    static final class Workers extends Word<Integer> {
        @Override
        Integer parse(String text) {
            return OptionWords.workers(text);
        }
    }

    static final class TimeLimit extends Word<Duration> {
        @Override
        Duration parse(String text) {
            return OptionWords.timeLimit(text);
        }
    }

    static final class Order extends Word<SearchOrder> {
        @Override
        SearchOrder parse(String text) {
            return OptionWords.searchOrder(text);
        }
    }

    static final class StrategyName extends Word<Sampling.Strategy> {
        @Override
        Sampling.Strategy parse(String text) {
            return OptionWords.strategy(text);
        }
    }

    static final class SymmetryName extends Word<Symmetry> {
        @Override
        Symmetry parse(String text) {
            return OptionWords.symmetry(text);
        }
    }

    static final class TraceStyle extends Word<TracePrinter.Style> {
        @Override
        TracePrinter.Style parse(String text) {
            return OptionWords.trace(text);
        }
    }

    static final class StoreName extends Word<StoreKind> {
        @Override
        StoreKind parse(String text) {
            return OptionWords.store(text);
        }
    }

    /** A kBOTS bound: a whole number from 0, or {@code unbounded}. */
    static final class KBound extends Word<Integer> {
        @Override
        Integer parse(String text) {
            return OptionWords.kbots(text);
        }
    }
}
