/*
 * StreamsCollectors: java.util.stream.Collectors: groupingBy into a TreeMap with downstream
 * counting/summingInt/averagingDouble/mapping/toList/maxBy, partitioningBy, toMap with a merge
 * function and a TreeMap supplier, toMap duplicate-key IllegalStateException, joining with
 * delimiter/prefix/suffix, collectingAndThen, teeing, reducing, summarizingInt (printed by its
 * getters), and a hand-written Collector.of. Every map printed is sorted (TreeMap) or keyed by
 * Strings/Booleans.
 */
package org.orbitmc.programs.seq;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.IntSummaryStatistics;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collector;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

public class StreamsCollectors {
    record Employee(String name, String dept, int salary, int age) { }

    public static void main(String[] args) {
        List<Employee> staff = List.of(
                new Employee("Ann", "eng", 120, 34), new Employee("Bob", "eng", 100, 28), new Employee("Cat", "ops", 80, 45),
                new Employee("Dan", "sales", 90, 39), new Employee("Eve", "eng", 130, 41), new Employee("Fay", "ops", 85, 23),
                new Employee("Gus", "sales", 70, 31), new Employee("Hal", "hr", 75, 52));
        Map<String, Long> countByDept = staff.stream().collect(Collectors.groupingBy(Employee::dept, TreeMap::new, Collectors.counting()));
        System.out.println("count by dept=" + countByDept);
        Map<String, Integer> sumByDept = staff.stream().collect(Collectors.groupingBy(Employee::dept, TreeMap::new, Collectors.summingInt(Employee::salary)));
        System.out.println("salary sum by dept=" + sumByDept);
        Map<String, Double> avgAge = staff.stream().collect(Collectors.groupingBy(Employee::dept, TreeMap::new, Collectors.averagingDouble(Employee::age)));
        System.out.println("average age by dept=" + avgAge);
        Map<String, List<String>> names = staff.stream().collect(Collectors.groupingBy(Employee::dept, TreeMap::new, Collectors.mapping(Employee::name, Collectors.toList())));
        System.out.println("names by dept=" + names);
        Map<String, Optional<Employee>> top = staff.stream().collect(Collectors.groupingBy(Employee::dept, TreeMap::new, Collectors.maxBy(Comparator.comparingInt(Employee::salary))));
        top.forEach((d, e) -> System.out.println("top in " + d + " = " + e.map(Employee::name).orElse("-")));
        Map<Boolean, List<String>> seniors = staff.stream().collect(Collectors.partitioningBy(e -> e.age() >= 40, Collectors.mapping(Employee::name, Collectors.toList())));
        System.out.println("partitioned by age>=40=" + seniors);
        Map<Boolean, Long> partCount = IntStream.rangeClosed(1, 20).boxed().collect(Collectors.partitioningBy(i -> i % 3 == 0, Collectors.counting()));
        System.out.println("multiples of 3 partition count=" + partCount);
        Map<Integer, String> byDecade = staff.stream().collect(Collectors.toMap(e -> e.age() / 10 * 10, Employee::name, (a, b) -> a + "+" + b, TreeMap::new));
        System.out.println("toMap merge by decade=" + byDecade);
        try {
            staff.stream().collect(Collectors.toMap(Employee::dept, Employee::name));
        } catch (IllegalStateException e) {
            System.out.println("toMap duplicate: " + e.getMessage());
        }
        System.out.println("joining=" + staff.stream().map(Employee::name).collect(Collectors.joining(", ", "[", "]")) + " empty joining="
                + Stream.<String>empty().collect(Collectors.joining(",", "<", ">")));
        List<String> unmodifiable = staff.stream().map(Employee::name).collect(Collectors.collectingAndThen(Collectors.toList(), java.util.Collections::unmodifiableList));
        try {
            unmodifiable.add("x");
        } catch (UnsupportedOperationException e) {
            System.out.println("collectingAndThen unmodifiable: " + e.getClass().getSimpleName() + " size=" + unmodifiable.size());
        }
        String range = staff.stream().collect(Collectors.teeing(Collectors.minBy(Comparator.comparingInt(Employee::salary)), Collectors.maxBy(Comparator.comparingInt(Employee::salary)),
                (min, max) -> min.get().name() + ".." + max.get().name()));
        System.out.println("teeing salary range=" + range);
        System.out.println("reducing=" + staff.stream().collect(Collectors.reducing(0, Employee::salary, Integer::sum)));
        IntSummaryStatistics st = staff.stream().collect(Collectors.summarizingInt(Employee::salary));
        System.out.println("summarizing count=" + st.getCount() + " sum=" + st.getSum() + " min=" + st.getMin() + " max=" + st.getMax() + " avg=" + st.getAverage());
        Map<String, Map<Boolean, Long>> nested = staff.stream().collect(Collectors.groupingBy(Employee::dept, TreeMap::new,
                Collectors.partitioningBy(e -> e.salary() >= 100, Collectors.counting())));
        System.out.println("nested grouping=" + nested);
        Map<Character, String> byInitial = Stream.of("apple", "avocado", "banana", "blueberry", "cherry").collect(Collectors.groupingBy(s -> s.charAt(0), TreeMap::new, Collectors.joining("|")));
        System.out.println("by initial=" + byInitial);
        Collector<String, List<String>, String> reverseJoin = Collector.of(ArrayList::new, List::add, (l, r) -> { l.addAll(r); return l; },
                l -> { java.util.Collections.reverse(l); return String.join("<", l); });
        System.out.println("custom collector=" + Stream.of("a", "b", "c", "d").collect(reverseJoin));
        Map<Integer, Long> lengthHistogram = Stream.of("the quick brown fox jumps over the lazy dog".split(" "))
                .collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.counting()));
        System.out.println("length histogram=" + lengthHistogram);
        Map<String, Integer> scores = Stream.of("a:3", "b:5", "a:4", "c:1", "b:2").map(s -> s.split(":"))
                .collect(Collectors.toMap(p -> p[0], p -> Integer.parseInt(p[1]), Integer::max, TreeMap::new));
        System.out.println("max score per key=" + scores);
        System.out.println("toUnmodifiableSet sorted=" + new java.util.TreeSet<>(Stream.of(3, 1, 2, 3).collect(Collectors.toUnmodifiableSet()))
                + " filtering=" + staff.stream().collect(Collectors.groupingBy(Employee::dept, TreeMap::new, Collectors.filtering(e -> e.age() < 35, Collectors.counting()))));
    }
}
