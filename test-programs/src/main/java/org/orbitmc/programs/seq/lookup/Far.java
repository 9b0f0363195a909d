package org.orbitmc.programs.seq.lookup;

/** A class in another package than LookupModesAccess, with members of every access. */
public class Far {
    public int pub() { return 1; }
    protected int prot() { return 2; }
    int pkg() { return 3; }
    private int priv() { return 4; }
    public static int spub() { return 5; }
    protected static int sprot() { return 6; }
    public int pubField = 7;
    protected int protField = 8;
    int pkgField = 9;
    public Far() {}
    protected Far(int x) {}
    public static class Nested { public int n() { return 10; } }
    static class Hidden { public int h() { return 11; } }
}
