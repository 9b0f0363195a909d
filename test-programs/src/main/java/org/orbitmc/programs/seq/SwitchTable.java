/*
 * SwitchTable: the two switch instructions. Dense int cases compile to tableswitch (including
 * negative lows and a default), sparse cases to lookupswitch (with Integer.MIN_VALUE and
 * MAX_VALUE keys), plus fall-through, switches on char/byte/short, nested switches and a
 * switch inside a loop with continue. The method wideLocals declares 140 long locals (280
 * slots) so that the locals declared after them live above slot 255 and need the wide
 * prefix for iload/istore/lload/dstore/aload/iinc (including iinc with an increment that does
 * not fit in a byte).
 */
package org.orbitmc.programs.seq;

public class SwitchTable {
    static String dense(int x) {
        switch (x) {
            case -2: return "minus two";
            case -1: return "minus one";
            case 0: return "zero";
            case 1: return "one";
            case 2: return "two";
            case 3: return "three";
            case 5: return "five";
            case 6: return "six";
            default: return "dense-default(" + x + ")";
        }
    }

    static String sparse(int x) {
        switch (x) {
            case Integer.MIN_VALUE: return "MIN";
            case -1000000: return "minus million";
            case 0: return "zero";
            case 42: return "answer";
            case 1 << 20: return "2^20";
            case Integer.MAX_VALUE: return "MAX";
            default: return "sparse-default(" + x + ")";
        }
    }

    static int fallThrough(int x) {
        int r = 0;
        switch (x) {
            case 1: r += 1;
            case 2: r += 10;
            case 3: r += 100; break;
            case 4: r += 1000;
            default: r += 10000;
        }
        return r;
    }

    static String charKind(char c) {
        switch (c) {
            case 'a': case 'e': case 'i': case 'o': case 'u': return "vowel";
            case ' ': return "space";
            case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': case '8': case '9': return "digit";
            default: return Character.isLetter(c) ? "consonant" : "other";
        }
    }

    static String nested(int a, int b) {
        switch (a) {
            case 0:
                switch (b) { case 0: return "0/0"; case 1: return "0/1"; default: return "0/?"; }
            case 1:
                switch (b) { case 100: return "1/100"; case 200: return "1/200"; default: return "1/?"; }
            default:
                return "?/" + b;
        }
    }

    static long wideLocals(int s) {
        long v0 = s + 0, v1 = s + 1, v2 = s + 2, v3 = s + 3, v4 = s + 4, v5 = s + 5, v6 = s + 6, v7 = s + 7, v8 = s + 8, v9 = s + 9;
        long v10 = s + 10, v11 = s + 11, v12 = s + 12, v13 = s + 13, v14 = s + 14, v15 = s + 15, v16 = s + 16, v17 = s + 17, v18 = s + 18, v19 = s + 19;
        long v20 = s + 20, v21 = s + 21, v22 = s + 22, v23 = s + 23, v24 = s + 24, v25 = s + 25, v26 = s + 26, v27 = s + 27, v28 = s + 28, v29 = s + 29;
        long v30 = s + 30, v31 = s + 31, v32 = s + 32, v33 = s + 33, v34 = s + 34, v35 = s + 35, v36 = s + 36, v37 = s + 37, v38 = s + 38, v39 = s + 39;
        long v40 = s + 40, v41 = s + 41, v42 = s + 42, v43 = s + 43, v44 = s + 44, v45 = s + 45, v46 = s + 46, v47 = s + 47, v48 = s + 48, v49 = s + 49;
        long v50 = s + 50, v51 = s + 51, v52 = s + 52, v53 = s + 53, v54 = s + 54, v55 = s + 55, v56 = s + 56, v57 = s + 57, v58 = s + 58, v59 = s + 59;
        long v60 = s + 60, v61 = s + 61, v62 = s + 62, v63 = s + 63, v64 = s + 64, v65 = s + 65, v66 = s + 66, v67 = s + 67, v68 = s + 68, v69 = s + 69;
        long v70 = s + 70, v71 = s + 71, v72 = s + 72, v73 = s + 73, v74 = s + 74, v75 = s + 75, v76 = s + 76, v77 = s + 77, v78 = s + 78, v79 = s + 79;
        long v80 = s + 80, v81 = s + 81, v82 = s + 82, v83 = s + 83, v84 = s + 84, v85 = s + 85, v86 = s + 86, v87 = s + 87, v88 = s + 88, v89 = s + 89;
        long v90 = s + 90, v91 = s + 91, v92 = s + 92, v93 = s + 93, v94 = s + 94, v95 = s + 95, v96 = s + 96, v97 = s + 97, v98 = s + 98, v99 = s + 99;
        long v100 = s + 100, v101 = s + 101, v102 = s + 102, v103 = s + 103, v104 = s + 104, v105 = s + 105, v106 = s + 106, v107 = s + 107, v108 = s + 108, v109 = s
                + 109;
        long v110 = s + 110, v111 = s + 111, v112 = s + 112, v113 = s + 113, v114 = s + 114, v115 = s + 115, v116 = s + 116, v117 = s + 117, v118 = s + 118, v119 = s
                + 119;
        long v120 = s + 120, v121 = s + 121, v122 = s + 122, v123 = s + 123, v124 = s + 124, v125 = s + 125, v126 = s + 126, v127 = s + 127, v128 = s + 128, v129 = s
                + 129;
        long v130 = s + 130, v131 = s + 131, v132 = s + 132, v133 = s + 133, v134 = s + 134, v135 = s + 135, v136 = s + 136, v137 = s + 137, v138 = s + 138, v139 = s
                + 139;
        int counter = 0;
        double d = 0.5;
        String str = "w";
        float f = 1.25f;
        for (int k = 0; k < 10; k++) {
            counter += 1000;
            counter -= 1;
            d = d * 2 + k;
            f += k;
            str = str + k;
            v139 += k;
        }
        String kind;
        switch (counter) {
            case 9990: kind = "expected"; break;
            case 0: kind = "zero"; break;
            default: kind = "unexpected";
        }
        System.out.println("wide: counter=" + counter + " d=" + d + " f=" + f + " str=" + str + " kind=" + kind);
        return v0 + v1 + v69 + v70 + v127 + v128 + v138 + v139 + counter;
    }

    public static void main(String[] args) {
        for (int i = -4; i <= 8; i++) {
            System.out.println("dense " + i + " -> " + dense(i) + ", fallThrough -> " + fallThrough(i));
        }
        int[] keys = {Integer.MIN_VALUE, -1000000, -1, 0, 41, 42, 43, 1 << 20, (1 << 20) + 1, Integer.MAX_VALUE};
        for (int k : keys) {
            System.out.println("sparse " + k + " -> " + sparse(k));
        }
        String text = "java 17 is fun!";
        StringBuilder sb = new StringBuilder();
        for (char c : text.toCharArray()) {
            sb.append(charKind(c).charAt(0));
        }
        System.out.println("kinds=" + sb);
        byte b = -3;
        short sh = 300;
        switch (b) { case -3: System.out.println("byte case -3"); break; default: System.out.println("byte default"); }
        switch (sh) { case 300: System.out.println("short case 300"); break; default: System.out.println("short default"); }
        System.out.println(nested(0, 1) + " " + nested(1, 200) + " " + nested(1, 5) + " " + nested(7, 7));
        int evens = 0;
        for (int i = 0; i < 20; i++) {
            switch (i % 4) {
                case 1: case 3: continue;
                case 0: evens += 100; break;
                default: evens += 1;
            }
            evens++;
        }
        System.out.println("loop evens=" + evens);
        System.out.println("wideLocals(7)=" + wideLocals(7));
        System.out.println("wideLocals(-100)=" + wideLocals(-100));
    }
}
