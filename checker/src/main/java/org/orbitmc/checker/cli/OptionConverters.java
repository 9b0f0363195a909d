package org.orbitmc.checker.cli;

import java.time.Duration;
import java.util.Locale;

import org.orbitmc.checker.report.TracePrinter;
import org.orbitmc.checker.search.DurationText;
import org.orbitmc.checker.search.Sampling;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.checker.search.StateMatching;
import org.orbitmc.checker.search.StoreKind;
import org.orbitmc.checker.search.Symmetry;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Option values {@code orbit check} reads; a bad one becomes a one-line usage error naming the option. */
final class OptionConverters {
    private OptionConverters() {
    }

    static final class PositiveLong implements ITypeConverter<Long> {
        @Override
        public Long convert(String value) {
            return positive(value, Long.MAX_VALUE);
        }
    }

    static final class PositiveInt implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            return (int) positive(value, Integer.MAX_VALUE);
        }
    }

    static final class TimeLimit implements ITypeConverter<Duration> {
        @Override
        public Duration convert(String value) {
            try {
                return DurationText.parse(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    static final class Order implements ITypeConverter<SearchOrder> {
        @Override
        public SearchOrder convert(String value) {
            return switch (value.toLowerCase(Locale.ROOT)) {
                case "dfs" -> SearchOrder.DFS;
                case "bfs" -> SearchOrder.BFS;
                case "pb" -> SearchOrder.PB;
                default -> throw new TypeConversionException("'" + value + "' is not a search order (pb, dfs or bfs)");
            };
        }
    }

    static final class StrategyName implements ITypeConverter<Sampling.Strategy> {
        @Override
        public Sampling.Strategy convert(String value) {
            try {
                return Sampling.Strategy.parse(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    static final class SymmetryName implements ITypeConverter<Symmetry> {
        @Override
        public Symmetry convert(String value) {
            try {
                return Symmetry.parse(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    /** {@code --trace}: {@code folded} or {@code full}. */
    static final class TraceStyle implements ITypeConverter<TracePrinter.Style> {
        @Override
        public TracePrinter.Style convert(String value) {
            try {
                return TracePrinter.Style.of(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException("'" + value + "' is not a trace style: folded, full or table");
            }
        }
    }

    static final class StoreName implements ITypeConverter<StoreKind> {
        @Override
        public StoreKind convert(String value) {
            try {
                return StoreKind.parse(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    /** A kBOTS bound: a whole number from 0, or {@code unbounded}. */
    static final class KBound implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            if (value.equalsIgnoreCase("unbounded")) {
                return StateMatching.UNBOUNDED;
            }
            if (!value.matches("\\d{1,9}")) {
                throw new TypeConversionException("'" + value + "' is not a kBOTS bound (a whole number from 0, or unbounded)");
            }
            return Integer.parseInt(value);
        }
    }

    private static long positive(String value, long max) {
        if (!value.matches("-?\\d+")) {
            throw new TypeConversionException("'" + value + "' is not a whole number");
        }
        if (value.startsWith("-") || value.matches("0+")) {
            throw new TypeConversionException("'" + value + "' is not positive");
        }
        try {
            long n = Long.parseLong(value);
            if (n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // Too large for a long: too large for the option too.
        }
        throw new TypeConversionException("'" + value + "' is too large (at most " + max + ")");
    }
}
