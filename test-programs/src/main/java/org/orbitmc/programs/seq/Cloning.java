/*
 * Cloning: array clone() for primitive, object and multi-dimensional arrays (a new outer
 * array whose rows are shared, i.e. a shallow copy), Object.clone on a Cloneable class
 * (field-by-field shallow copy) with a covariant public override and a hand-written deep
 * copy, CloneNotSupportedException from a class that does not implement Cloneable, clone of
 * a subclass keeping its runtime class, and clones of library collections.
 */
package org.orbitmc.programs.seq;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;

public class Cloning {
    static class Sheep implements Cloneable {
        String name;
        int[] dna;
        List<String> tags = new ArrayList<>();
        Sheep(String name, int... dna) { this.name = name; this.dna = dna; }
        @Override public Sheep clone() {
            try {
                return (Sheep) super.clone();
            } catch (CloneNotSupportedException e) {
                throw new AssertionError(e);
            }
        }
        Sheep deepClone() {
            Sheep s = clone();
            s.dna = dna.clone();
            s.tags = new ArrayList<>(tags);
            return s;
        }
        @Override public String toString() { return name + Arrays.toString(dna) + tags; }
    }

    static class Lamb extends Sheep {
        int age;
        Lamb(String name, int age) { super(name, 1, 2); this.age = age; }
        @Override public String toString() { return "Lamb(" + age + ")" + super.toString(); }
    }

    static class NotCloneable {
        int v = 5;
        Object tryClone() throws CloneNotSupportedException { return super.clone(); }
    }

    public static void main(String[] args) throws Exception {
        int[] ints = {1, 2, 3};
        int[] intsCopy = ints.clone();
        intsCopy[0] = 100;
        System.out.println("int[] original=" + Arrays.toString(ints) + " clone=" + Arrays.toString(intsCopy) + " distinct=" + (ints != intsCopy));
        char[] chars = "abc".toCharArray();
        double[] ds = {1.5, -0.0, Double.NaN};
        boolean[] bs = {true, false};
        System.out.println("char clone=" + new String(chars.clone()) + " double clone=" + Arrays.toString(ds.clone()) + " boolean clone=" + Arrays.toString(bs.clone())
                + " empty clone length=" + new long[0].clone().length);
        StringBuilder[] builders = {new StringBuilder("x"), new StringBuilder("y")};
        StringBuilder[] buildersCopy = builders.clone();
        buildersCopy[0].append("-mutated");
        buildersCopy[1] = new StringBuilder("replaced");
        System.out.println("object array: original=" + Arrays.toString(builders) + " clone=" + Arrays.toString(buildersCopy) + " shares element 0="
                + (builders[0] == buildersCopy[0]));
        int[][] grid = {{1, 2}, {3, 4}};
        int[][] gridCopy = grid.clone();
        gridCopy[0][0] = 99;
        gridCopy[1] = new int[] {7, 7};
        System.out.println("2D shallow: original=" + Arrays.deepToString(grid) + " clone=" + Arrays.deepToString(gridCopy) + " row0 shared=" + (grid[0] == gridCopy[0]));
        int[][] deep = new int[grid.length][];
        for (int i = 0; i < grid.length; i++) deep[i] = grid[i].clone();
        deep[0][1] = -1;
        System.out.println("2D deep: original=" + Arrays.deepToString(grid) + " deep=" + Arrays.deepToString(deep));
        Object arrClone = ints.clone();
        System.out.println("clone class=" + arrClone.getClass().getSimpleName());

        Sheep dolly = new Sheep("dolly", 7, 8, 9);
        dolly.tags.add("famous");
        Sheep shallow = dolly.clone();
        Sheep deepSheep = dolly.deepClone();
        shallow.name = "shallow";
        shallow.dna[0] = 0;
        shallow.tags.add("shared?");
        deepSheep.dna[1] = -8;
        deepSheep.tags.add("own");
        System.out.println("dolly=" + dolly + " shallow=" + shallow + " deep=" + deepSheep);
        System.out.println("same class=" + (shallow.getClass() == dolly.getClass()) + " dna shared=" + (shallow.dna == dolly.dna) + " deep dna shared="
                + (deepSheep.dna == dolly.dna));
        Sheep lamb = new Lamb("baby", 1);
        Sheep lambClone = lamb.clone();
        System.out.println("subclass clone=" + lambClone + " class=" + lambClone.getClass().getSimpleName() + " instanceof Lamb=" + (lambClone instanceof Lamb));
        try {
            new NotCloneable().tryClone();
            System.out.println("unexpected clone");
        } catch (CloneNotSupportedException e) {
            System.out.println("not cloneable: " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        ArrayList<Integer> list = new ArrayList<>(List.of(1, 2, 3));
        @SuppressWarnings("unchecked")
        ArrayList<Integer> listClone = (ArrayList<Integer>) list.clone();
        listClone.add(4);
        HashMap<String, Integer> map = new HashMap<>();
        map.put("a", 1);
        @SuppressWarnings("unchecked")
        HashMap<String, Integer> mapClone = (HashMap<String, Integer>) map.clone();
        mapClone.put("b", 2);
        System.out.println("ArrayList clone independent: " + list + " vs " + listClone + " HashMap clone: " + map + " vs " + mapClone);
    }
}
