import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/** Counts words with streams, records and lambdas: real JDK library code, interpreted by Orbit's VM. */
public class WordFrequencies {
    record Count(String word, long times) implements Comparable<Count> {
        @Override
        public int compareTo(Count other) {
            int byTimes = Long.compare(other.times, times);
            return byTimes != 0 ? byTimes : word.compareTo(other.word);
        }
    }

    public static void main(String[] args) {
        String text = args.length > 0 ? String.join(" ", args)
                : "the quick brown fox jumps over the lazy dog the fox sleeps";
        Map<String, Long> counts = Arrays.stream(text.split("\\s+"))
                .map(String::toLowerCase)
                .collect(Collectors.groupingBy(w -> w, TreeMap::new, Collectors.counting()));
        counts.entrySet().stream()
                .map(e -> new Count(e.getKey(), e.getValue()))
                .sorted()
                .limit(3)
                .forEach(c -> System.out.printf("%-6s %d%n", c.word(), c.times()));
        System.out.println(counts.size() + " distinct words; top: " + counts.entrySet().iterator().next());
    }
}
