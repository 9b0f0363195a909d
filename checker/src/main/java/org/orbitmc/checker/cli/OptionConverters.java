package org.orbitmc.checker.cli;

import java.time.Duration;
import java.util.function.Function;

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

    /** Reads a word with {@code parse}; its IllegalArgumentException becomes picocli's usage error. */
    abstract static class Word<T> implements ITypeConverter<T> {
        private final Function<String, T> parse;

        Word(Function<String, T> parse) {
            this.parse = parse;
        }

        @Override
        public T convert(String value) {
            try {
                return parse.apply(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    static final class PositiveLong extends Word<Long> {
        PositiveLong() {
            super(text -> OptionWords.positive(text, Long.MAX_VALUE));
        }
    }

    static final class PositiveInt extends Word<Integer> {
        PositiveInt() {
            super(text -> (int) OptionWords.positive(text, Integer.MAX_VALUE));
        }
    }

    static final class TimeLimit extends Word<Duration> {
        TimeLimit() {
            super(OptionWords::timeLimit);
        }
    }

    static final class Order extends Word<SearchOrder> {
        Order() {
            super(OptionWords::searchOrder);
        }
    }

    static final class StrategyName extends Word<Sampling.Strategy> {
        StrategyName() {
            super(OptionWords::strategy);
        }
    }

    static final class SymmetryName extends Word<Symmetry> {
        SymmetryName() {
            super(OptionWords::symmetry);
        }
    }

    static final class TraceStyle extends Word<TracePrinter.Style> {
        TraceStyle() {
            super(OptionWords::trace);
        }
    }

    static final class StoreName extends Word<StoreKind> {
        StoreName() {
            super(OptionWords::store);
        }
    }

    /** A kBOTS bound: a whole number from 0, or {@code unbounded}. */
    static final class KBound extends Word<Integer> {
        KBound() {
            super(OptionWords::kbots);
        }
    }
}
