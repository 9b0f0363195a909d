/*
 * StreamsAdvanced: infinite streams (iterate with and without a predicate, generate) cut
 * by limit/takeWhile, dropWhile, IntStream/LongStream/DoubleStream summaryStatistics and their
 * toString, Collectors.teeing/collectingAndThen/mapping/filtering/flatMapping/reducing/
 * summingInt/averagingDouble, String.chars().mapToObj, mapMulti, Stream.concat, flatMap,
 * toList immutability, iterator() of a stream, sorted with comparator, distinct on records,
 * anyMatch short-circuit with peek, IntStream.iterate, boxed, reduce forms and Optional
 * results, and the IllegalStateException of reusing a stream.
 */
package org.orbitmc.programs.seq;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.Stream;

public class StreamsAdvanced {
    record Sale(String region, String item, int qty, double price) {
    }

    public static void main(String[] args) {
        System.out.println(Stream.iterate(1, x -> x * 3).limit(8).collect(Collectors.toList()));
        System.out.println(Stream.iterate(1, x -> x < 500, x -> x * 2 + 1).map(String::valueOf).collect(Collectors.joining(",", "<", ">")));
        int[] counter = {0};
        System.out.println(Stream.generate(() -> counter[0]++).limit(5).toList() + " counter=" + counter[0]);
        System.out.println("takeWhile=" + IntStream.of(1, 3, 5, 6, 7, 9).takeWhile(x -> x % 2 == 1).boxed().toList()
                + " dropWhile=" + IntStream.of(1, 3, 5, 6, 7, 9).dropWhile(x -> x % 2 == 1).boxed().toList());
        System.out.println("stats=" + IntStream.rangeClosed(1, 10).summaryStatistics());
        System.out.println("long stats=" + LongStream.of(5, -3, 1L << 40).summaryStatistics());
        System.out.println("empty stats=" + IntStream.empty().summaryStatistics().getMin() + " avg=" + IntStream.empty().average());
        System.out.println("double sum=" + DoubleStream.of(0.1, 0.2, 0.3).sum() + " naive=" + (0.1 + 0.2 + 0.3) + " avg=" + DoubleStream.of(1, 2, 4).average().getAsDouble()
                + " max=" + DoubleStream.of(1, Double.NaN).max().getAsDouble());

        List<Sale> sales = List.of(new Sale("north", "apple", 10, 0.5), new Sale("south", "pear", 3, 0.75), new Sale("north", "pear", 7, 0.8),
                new Sale("east", "apple", 1, 0.55), new Sale("south", "apple", 12, 0.45), new Sale("north", "fig", 2, 2.0));
        var minMax = sales.stream().collect(Collectors.teeing(Collectors.minBy(Comparator.comparingInt(Sale::qty)), Collectors.maxBy(Comparator.comparingInt(Sale::qty)),
                (mn, mx) -> mn.get().item() + ".." + mx.get().item()));
        System.out.println("teeing=" + minMax);
        Map<String, Integer> qtyByRegion = sales.stream().collect(Collectors.groupingBy(Sale::region, TreeMap::new, Collectors.summingInt(Sale::qty)));
        System.out.println("qtyByRegion=" + qtyByRegion);
        Map<String, List<String>> itemsByRegion = sales.stream().collect(Collectors.groupingBy(Sale::region, TreeMap::new,
                Collectors.mapping(Sale::item, Collectors.collectingAndThen(Collectors.toList(), l -> { l.sort(null); return l; }))));
        System.out.println("itemsByRegion=" + itemsByRegion);
        Map<String, Long> bigSales = sales.stream().collect(Collectors.groupingBy(Sale::item, TreeMap::new, Collectors.filtering(s -> s.qty() > 5, Collectors.counting())));
        System.out.println("bigSales=" + bigSales);
        Map<String, Double> revenue = sales.stream().collect(Collectors.groupingBy(Sale::region, TreeMap::new, Collectors.reducing(0.0, s -> s.qty() * s.price(), Double::sum)));
        System.out.println("revenue=" + revenue);
        System.out.println("avg price=" + sales.stream().collect(Collectors.averagingDouble(Sale::price)));
        Map<String, List<Character>> letters = Stream.of("ab", "cd").collect(Collectors.toMap(Function.identity(),
                s -> s.chars().mapToObj(c -> (char) c).toList(), (x, y) -> x, TreeMap::new));
        System.out.println("letters=" + letters + " flatMapping=" + Stream.of("ab", "cd").collect(Collectors.flatMapping(s -> s.chars().boxed(), Collectors.toList())));
        System.out.println("chars=" + "hello".chars().mapToObj(c -> String.valueOf((char) (c + 1))).collect(Collectors.joining())
                + " codePoints=" + "a\uD83D\uDE00b".codePoints().mapToObj(Integer::toHexString).toList());
        List<Object> expanded = Stream.of(1, 2, 3).<Object>mapMulti((x, sink) -> {
            for (int i = 0; i < x; i++) sink.accept(x + ":" + i);
        }).toList();
        System.out.println("mapMulti=" + expanded);
        System.out.println("concat=" + Stream.concat(Stream.of("a"), Stream.of("b", "c")).toList() + " flatMap=" + Stream.of(List.of(1, 2), List.<Integer>of(), List.of(3)).flatMap(List::stream).toList());
        List<Integer> frozen = Stream.of(3, 1, 2).toList();
        try {
            frozen.add(4);
        } catch (UnsupportedOperationException e) {
            System.out.println("toList is unmodifiable");
        }
        Iterator<String> iter = Stream.of("x", "y").iterator();
        System.out.println("iterator=" + iter.next() + iter.next() + iter.hasNext());
        System.out.println("sorted=" + Stream.of("kiwi", "fig", "banana", "apple").sorted(Comparator.comparing(String::length).reversed().thenComparing(Comparator.naturalOrder())).toList());
        System.out.println("distinct records=" + Stream.of(new Sale("a", "b", 1, 1), new Sale("a", "b", 1, 1), new Sale("a", "b", 2, 1)).distinct().count());
        List<Integer> seen = new ArrayList<>();
        boolean any = IntStream.range(0, 100).peek(seen::add).anyMatch(x -> x * x > 20);
        System.out.println("anyMatch=" + any + " examined=" + seen);
        System.out.println("iterate=" + IntStream.iterate(100, x -> x > 0, x -> x / 3).boxed().toList() + " noneMatch=" + IntStream.empty().noneMatch(x -> true));
        Optional<Integer> product = Stream.of(1, 2, 3, 4, 5).reduce((x, y) -> x * y);
        int lengthSum = Stream.of("aa", "bbb", "c").reduce(0, (acc, s) -> acc + s.length(), Integer::sum);
        System.out.println("reduce=" + product + " lengthSum=" + lengthSum + " emptyReduce=" + Stream.<Integer>empty().reduce(Integer::sum) + " findFirst=" + Stream.of(9, 8).findFirst());
        System.out.println("partition=" + IntStream.rangeClosed(1, 12).boxed().collect(Collectors.partitioningBy(x -> x % 3 == 0, Collectors.summingInt(x -> x))));
        System.out.println("joining empty=[" + Stream.<String>empty().collect(Collectors.joining(",", "{", "}")) + "] skip=" + IntStream.range(0, 10).skip(7).boxed().toList());
        Stream<String> once = Stream.of("a");
        once.count();
        try {
            once.count();
        } catch (IllegalStateException e) {
            System.out.println("reuse: " + e.getMessage());
        }
        System.out.println("mapToObj grid=" + IntStream.range(0, 3).mapToObj(r -> IntStream.range(0, 3).mapToObj(c -> r == c ? "1" : "0").collect(Collectors.joining())).toList());
        System.out.println("asDouble=" + IntStream.of(1, 2).asDoubleStream().map(Math::sqrt).boxed().toList() + " longRange sum=" + LongStream.rangeClosed(1, 100000).sum());
    }
}
