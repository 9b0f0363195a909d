/*
 * CollectionsUtil: java.util.Collections and the immutable factories: unmodifiable views
 * (reflect later changes to the backing list, reject writes), List.of/Set.of/Map.of
 * rejecting nulls, duplicates and writes (only sorted contents or lookups are printed because
 * Set.of/Map.of iteration order is randomized per JVM), List.copyOf, reverse, max/min with
 * and without comparators, frequency, nCopies, emptyList/emptyMap, singletonList, rotate,
 * swap, fill, addAll, disjoint, indexOfSubList, reverseOrder, Map.entry, and
 * unmodifiableMap/synchronizedList wrappers used single-threaded.
 */
package org.orbitmc.programs.seq;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

public class CollectionsUtil {
    interface Action { void run(); }

    static void expectFailure(String label, Action a) {
        try {
            a.run();
            System.out.println(label + ": no exception");
        } catch (UnsupportedOperationException | IllegalArgumentException | NullPointerException e) {
            String msg = e instanceof IllegalArgumentException ? ": " + e.getMessage() : "";
            System.out.println(label + ": " + e.getClass().getSimpleName() + msg);
        }
    }

    public static void main(String[] args) {
        List<String> backing = new ArrayList<>(List.of("b", "a", "c"));
        List<String> view = Collections.unmodifiableList(backing);
        backing.add("d");
        System.out.println("unmodifiable view sees change: " + view);
        expectFailure("view.add", () -> view.add("x"));
        expectFailure("view.set", () -> view.set(0, "x"));
        expectFailure("view.sort", () -> view.sort(null));
        List<Integer> fixed = List.of(3, 1, 2);
        expectFailure("List.of add", () -> fixed.add(4));
        expectFailure("List.of set", () -> fixed.set(0, 9));
        expectFailure("List.of null element", () -> List.of("a", null));
        expectFailure("List.of contains(null)", () -> fixed.contains(null));
        expectFailure("Set.of duplicate", () -> Set.of("x", "y", "x"));
        expectFailure("Map.of duplicate key", () -> Map.of("k", 1, "k", 2));
        expectFailure("Map.of put", () -> Map.of("k", 1).put("j", 2));
        expectFailure("copyOf with null", () -> List.copyOf(Arrays.asList("a", null)));
        Set<String> setOf = Set.of("pear", "apple", "fig");
        Map<String, Integer> mapOf = Map.of("one", 1, "two", 2, "three", 3);
        System.out.println("Set.of sorted=" + new TreeSet<>(setOf) + " contains fig=" + setOf.contains("fig") + " Map.of sorted=" + new TreeMap<>(mapOf) + " get(two)="
                + mapOf.get("two")
                + " size=" + mapOf.size());
        List<String> copy = List.copyOf(backing);
        backing.clear();
        System.out.println("List.copyOf is a snapshot: " + copy + " view now=" + view);

        List<Integer> nums = new ArrayList<>(List.of(5, 3, 9, 1, 7, 3, 3, 8));
        Collections.reverse(nums);
        System.out.println("reverse=" + nums + " max=" + Collections.max(nums) + " min=" + Collections.min(nums) + " max by reverse="
                + Collections.max(nums, Comparator.reverseOrder())
                + " frequency(3)=" + Collections.frequency(nums, 3));
        Collections.rotate(nums, 3);
        System.out.println("rotate 3=" + nums);
        Collections.rotate(nums, -1);
        Collections.swap(nums, 0, nums.size() - 1);
        System.out.println("rotate -1 + swap=" + nums);
        Collections.sort(nums, Collections.reverseOrder());
        System.out.println("sorted reverseOrder=" + nums + " binarySearch(7)=" + Collections.binarySearch(nums, 7, Collections.reverseOrder()));
        List<String> copies = Collections.nCopies(4, "ab");
        System.out.println("nCopies=" + copies + " joined=" + String.join("", copies));
        expectFailure("nCopies set", () -> copies.set(0, "x"));
        System.out.println("empty: " + Collections.emptyList() + " " + Collections.emptyMap() + " " + Collections.emptySet() + " singletonList="
                + Collections.singletonList("only")
                + " singletonMap=" + Collections.singletonMap("k", "v") + " singleton=" + Collections.singleton(42));
        expectFailure("emptyList add", () -> Collections.emptyList().add(null));
        List<String> letters = new ArrayList<>();
        Collections.addAll(letters, "x", "y", "z", "y", "z");
        System.out.println("addAll=" + letters + " indexOfSubList=" + Collections.indexOfSubList(letters, List.of("y", "z")) + " lastIndexOfSubList="
                + Collections.lastIndexOfSubList(letters, List.of("y", "z"))
                + " disjoint=" + Collections.disjoint(letters, List.of("a", "b")) + "/" + Collections.disjoint(letters, List.of("z")));
        Collections.fill(letters, "-");
        System.out.println("fill=" + letters);
        Map.Entry<String, Integer> e = Map.entry("key", 7);
        System.out.println("Map.entry=" + e + " key=" + e.getKey() + " value=" + e.getValue());
        expectFailure("Map.entry setValue", () -> e.setValue(8));
        Map<String, Integer> tm = new TreeMap<>(Map.of("b", 2, "a", 1));
        Map<String, Integer> um = Collections.unmodifiableMap(tm);
        tm.put("c", 3);
        System.out.println("unmodifiableMap view=" + um);
        expectFailure("unmodifiableMap entry setValue", () -> um.entrySet().iterator().next().setValue(10));
        List<Integer> sync = Collections.synchronizedList(new ArrayList<>());
        for (int i = 0; i < 5; i++) sync.add(i * i);
        System.out.println("synchronizedList=" + sync + " checkedList rejects: ");
        @SuppressWarnings({"rawtypes", "unchecked"})
        List<Object> checked = (List) Collections.checkedList(new ArrayList<String>(), String.class);
        try {
            checked.add(1);
        } catch (ClassCastException ex) {
            System.out.println("  checkedList: " + ex.getClass().getSimpleName());
        }
        List<Integer> shuffledSorted = new ArrayList<>(List.of(4, 2, 5, 1, 3));
        shuffledSorted.sort(null);
        System.out.println("unmodifiable of sorted=" + Collections.unmodifiableList(shuffledSorted) + " reverseOrder compare="
                + Collections.reverseOrder().compare(1, 2));
    }
}
