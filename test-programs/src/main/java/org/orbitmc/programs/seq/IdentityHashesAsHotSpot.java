package org.orbitmc.programs.seq;

import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Identity hash codes as java gives them on the main thread: default toStrings, System.identityHashCode, and the order
 * of a HashSet of objects that keep Object's hashCode. HotSpot draws them from the main thread's xor-shift generator
 * (Orbit's HotSpotHashes); anything the JDK links at run time (string concatenation, lambdas, another class of the
 * program) draws hashes of its own on HotSpot, so this program uses none of them before its last hash.
 */
public class IdentityHashesAsHotSpot {
    public static void main(String[] args) {
        Object first = new Object();
        System.out.println(first);
        System.out.println(System.identityHashCode(new int[3]));
        Set<Object> set = new HashSet<>();
        for (int i = 0; i < 6; i++) {
            set.add(new Object());
        }
        System.out.println(set);
        Map<Object, Integer> byIdentity = new IdentityHashMap<>();
        for (int i = 0; i < 4; i++) {
            byIdentity.put(new Object(), i);
        }
        System.out.println(byIdentity.values());
        System.out.println(new StringBuilder().append(first.hashCode()).append(' ').append(new Object().hashCode()));
    }
}
