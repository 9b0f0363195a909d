/*
 * EnumMapOps: java.util.EnumMap and EnumSet, whose iteration order is the ordinal order no
 * matter the insertion order: put/get/remove, null values, containsKey for absent keys,
 * counting with merge, EnumSet.of/range/allOf/noneOf/complementOf/copyOf, set algebra on
 * EnumSets, a large enum (more than 64 constants, so the JumboEnumSet implementation is
 * used) and equality between an EnumMap and a HashMap with the same mappings.
 */
package org.orbitmc.programs.seq;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Map;

public class EnumMapOps {
    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }

    enum Big {
        B00, B01, B02, B03, B04, B05, B06, B07, B08, B09, B10, B11, B12, B13, B14, B15, B16, B17, B18, B19,
        B20, B21, B22, B23, B24, B25, B26, B27, B28, B29, B30, B31, B32, B33, B34, B35, B36, B37, B38, B39,
        B40, B41, B42, B43, B44, B45, B46, B47, B48, B49, B50, B51, B52, B53, B54, B55, B56, B57, B58, B59,
        B60, B61, B62, B63, B64, B65, B66, B67, B68, B69
    }

    public static void main(String[] args) {
        EnumMap<Day, String> plan = new EnumMap<>(Day.class);
        plan.put(Day.SUN, "rest");
        plan.put(Day.MON, "work");
        plan.put(Day.WED, null);
        plan.put(Day.FRI, "party");
        System.out.println("plan=" + plan + " size=" + plan.size());
        System.out.println("get(WED)=" + plan.get(Day.WED) + " containsKey(WED)=" + plan.containsKey(Day.WED) + " containsKey(TUE)=" + plan.containsKey(Day.TUE));
        System.out.println("remove(FRI)=" + plan.remove(Day.FRI) + " keySet=" + plan.keySet() + " values=" + plan.values());

        EnumMap<Day, Integer> hours = new EnumMap<>(Day.class);
        Day[] log = {Day.TUE, Day.MON, Day.TUE, Day.SAT, Day.MON, Day.TUE, Day.SUN};
        for (Day d : log) hours.merge(d, 8, Integer::sum);
        System.out.println("hours=" + hours);
        Map<Day, Integer> hash = new HashMap<>(hours);
        System.out.println("equals HashMap=" + hours.equals(hash) + " hash equal=" + (hours.hashCode() == hash.hashCode()));
        for (Map.Entry<Day, Integer> e : hours.entrySet()) e.setValue(e.getValue() / 8);
        System.out.println("days worked=" + hours);

        EnumSet<Day> weekend = EnumSet.of(Day.SAT, Day.SUN);
        EnumSet<Day> weekdays = EnumSet.complementOf(weekend);
        EnumSet<Day> mid = EnumSet.range(Day.TUE, Day.THU);
        System.out.println("weekend=" + weekend + " weekdays=" + weekdays + " mid=" + mid + " all=" + EnumSet.allOf(Day.class) + " none=" + EnumSet.noneOf(Day.class));
        EnumSet<Day> copy = EnumSet.copyOf(mid);
        copy.add(Day.SUN);
        copy.removeAll(weekend);
        copy.addAll(EnumSet.of(Day.MON));
        System.out.println("copy ops=" + copy + " contains TUE=" + copy.contains(Day.TUE) + " containsAll mid=" + copy.containsAll(mid));
        EnumSet<Day> inserted = EnumSet.noneOf(Day.class);
        for (Day d : new Day[] {Day.SUN, Day.WED, Day.MON, Day.SUN}) inserted.add(d);
        System.out.println("ordinal order regardless of insertion=" + inserted);

        EnumSet<Big> evens = EnumSet.noneOf(Big.class);
        for (Big b : Big.values()) if (b.ordinal() % 7 == 0) evens.add(b);
        EnumSet<Big> range = EnumSet.range(Big.B60, Big.B69);
        EnumSet<Big> both = EnumSet.copyOf(evens);
        both.retainAll(range);
        System.out.println("big multiples of 7=" + evens + " size=" + evens.size());
        System.out.println("big range=" + range + " intersection=" + both + " complement size=" + EnumSet.complementOf(evens).size());
        EnumMap<Big, Integer> bigMap = new EnumMap<>(Big.class);
        for (Big b : Big.values()) if (b.ordinal() > 62) bigMap.put(b, b.ordinal() * b.ordinal());
        System.out.println("bigMap=" + bigMap);
        try {
            plan.put(null, "x");
        } catch (NullPointerException e) {
            System.out.println("null key: " + e.getClass().getName());
        }
    }
}
