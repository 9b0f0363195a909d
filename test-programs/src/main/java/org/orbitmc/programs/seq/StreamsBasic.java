/*
 * StreamsBasic: sequential java.util.stream pipelines: map/filter/collect(toList),
 * toSet (printed sorted), joining, reduce with and without identity, count, min/max,
 * IntStream.range/rangeClosed/sum/average/summaryStatistics, boxed, mapToObj, sorted with a
 * comparator, distinct, limit/skip, flatMap, anyMatch/allMatch/noneMatch, findFirst,
 * iterate/generate with limit, takeWhile/dropWhile, peek showing the lazy per-element
 * evaluation order, toArray, and an IllegalStateException from reusing a stream.
 */
package org.orbitmc.programs.seq;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.Stream;

public class StreamsBasic {
    // IntSummaryStatistics.toString formats its average with the default locale, so print the parts instead.
    static String stats(java.util.IntSummaryStatistics s) {
        return "count=" + s.getCount() + " sum=" + s.getSum() + " min=" + s.getMin() + " max=" + s.getMax() + " avg=" + s.getAverage();
    }

    public static void main(String[] args) {
        List<String> words = List.of("delta", "alpha", "charlie", "bravo", "echo", "alpha", "foxtrot", "golf", "echo");
        System.out.println("upper filtered=" + words.stream().filter(w -> w.length() > 4).map(w -> w.toUpperCase(java.util.Locale.ROOT)).collect(Collectors.toList()));
        Set<String> set = words.stream().collect(Collectors.toSet());
        System.out.println("toSet sorted=" + new TreeSet<>(set) + " size=" + set.size());
        System.out.println("joining=" + words.stream().distinct().collect(Collectors.joining(",")) + " sorted distinct="
                + words.stream().distinct().sorted().collect(Collectors.toList()));
        System.out.println("by length desc then alpha=" + words.stream().distinct().sorted(Comparator.comparingInt(String::length).reversed().thenComparing(Comparator.naturalOrder())).collect(Collectors.toList()));
        System.out.println("reduce concat=" + words.stream().reduce("", (x, y) -> x + y.charAt(0)) + " reduce optional="
                + words.stream().map(String::length).reduce(Integer::sum)
                + " reduce 3-arg=" + words.stream().reduce(0, (acc, w) -> acc + w.length(), Integer::sum));
        System.out.println("count=" + words.stream().filter(w -> w.contains("a")).count() + " min=" + words.stream().min(Comparator.naturalOrder()).get()
                + " max by length=" + words.stream().max(Comparator.comparingInt(String::length)).get());
        System.out.println("range sum=" + IntStream.range(0, 100).sum() + " rangeClosed sum=" + IntStream.rangeClosed(1, 100).sum() + " average="
                + IntStream.of(1, 2, 3, 4).average().getAsDouble()
                + " empty average=" + IntStream.empty().average() + " stats=" + stats(IntStream.rangeClosed(1, 10).summaryStatistics()));
        System.out.println("long stream=" + LongStream.rangeClosed(1, 20).reduce(1L, (x, y) -> x * y) + " boxed="
                + IntStream.range(0, 5).boxed().collect(Collectors.toList())
                + " mapToObj=" + IntStream.range(0, 4).mapToObj(i -> "#" + i).collect(Collectors.joining(" ")));
        System.out.println("limit/skip=" + IntStream.range(0, 20).skip(5).limit(4).boxed().collect(Collectors.toList()) + " distinct="
                + IntStream.of(3, 1, 3, 2, 1).distinct().boxed().collect(Collectors.toList()));
        List<List<Integer>> nested = List.of(List.of(1, 2), List.of(), List.of(3, 4, 5));
        System.out.println("flatMap=" + nested.stream().flatMap(List::stream).map(i -> i * i).collect(Collectors.toList())
                + " flatMapToInt sum=" + words.stream().flatMapToInt(String::chars).filter(ch -> ch == 'a').count());
        System.out.println("anyMatch=" + words.stream().anyMatch(w -> w.startsWith("g")) + " allMatch=" + words.stream().allMatch(w -> w.length() >= 4)
                + " noneMatch=" + words.stream().noneMatch(String::isEmpty) + " findFirst=" + words.stream().filter(w -> w.endsWith("o")).findFirst().orElse("none")
                + " empty allMatch=" + Stream.<String>empty().allMatch(w -> false));
        System.out.println("iterate=" + Stream.iterate(1, x -> x * 3).limit(8).collect(Collectors.toList()) + " iterate with predicate="
                + IntStream.iterate(1, x -> x < 200, x -> x * 2).boxed().collect(Collectors.toList()));
        int[] counter = {0};
        System.out.println("generate=" + Stream.generate(() -> counter[0]++).limit(5).collect(Collectors.toList()));
        System.out.println("takeWhile=" + IntStream.of(1, 3, 5, 6, 7, 9).takeWhile(x -> x % 2 == 1).boxed().collect(Collectors.toList())
                + " dropWhile=" + IntStream.of(1, 3, 5, 6, 7, 9).dropWhile(x -> x % 2 == 1).boxed().collect(Collectors.toList()));
        StringBuilder trace = new StringBuilder();
        List<Integer> result = Stream.of(5, 2, 8, 1, 9, 3)
                .peek(x -> trace.append("p").append(x).append(' '))
                .filter(x -> x > 2)
                .peek(x -> trace.append("f").append(x).append(' '))
                .map(x -> x * 10)
                .limit(2)
                .collect(Collectors.toList());
        System.out.println("lazy result=" + result + " trace=" + trace.toString().trim());
        trace.setLength(0);
        Stream.of("c", "a", "b").peek(x -> trace.append("pre-").append(x).append(' ')).sorted().forEach(x -> trace.append("post-").append(x).append(' '));
        System.out.println("sorted barrier trace=" + trace.toString().trim());
        int[] arr = IntStream.rangeClosed(1, 6).map(x -> x * x).toArray();
        String[] strs = words.stream().limit(3).toArray(String[]::new);
        System.out.println("toArray=" + Arrays.toString(arr) + " " + Arrays.toString(strs) + " type=" + strs.getClass().getSimpleName());
        Stream<String> once = words.stream();
        once.count();
        try {
            once.count();
        } catch (IllegalStateException e) {
            System.out.println("reuse: " + e.getMessage());
        }
        double avgLen = words.stream().mapToInt(String::length).average().orElse(0);
        System.out.println("avg length=" + avgLen + " sum of squares=" + IntStream.rangeClosed(1, 1000).mapToLong(i -> (long) i * i).sum()
                + " primes<60=" + IntStream.range(2, 60).filter(n -> IntStream.rangeClosed(2, (int) Math.sqrt(n)).noneMatch(d -> n % d == 0)).boxed().collect(Collectors.toList()));
        System.out.println("concat=" + Stream.concat(Stream.of(1, 2), Stream.of(3)).collect(Collectors.toList()) + " ofNullable=" + Stream.ofNullable(null).count()
                + " unmodifiable toList=" + Stream.of(1, 2).toList());
    }
}
