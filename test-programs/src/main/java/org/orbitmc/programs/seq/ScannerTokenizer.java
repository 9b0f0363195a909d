/*
 * ScannerTokenizer: java.util.Scanner reading a String (with Locale.ROOT so number parsing
 * does not depend on the default locale): next/nextInt/nextLong/nextDouble/nextBoolean,
 * hasNextX look-ahead, nextLine after a token, custom delimiters, radix, findInLine, the
 * InputMismatchException and NoSuchElementException thrown at the end; StringTokenizer with
 * default and custom delimiters and returnDelims, countTokens; String.split as comparison.
 */
package org.orbitmc.programs.seq;

import java.util.InputMismatchException;
import java.util.Locale;
import java.util.NoSuchElementException;
import java.util.Scanner;
import java.util.StringTokenizer;

public class ScannerTokenizer {
    public static void main(String[] args) {
        Scanner s = new Scanner("3 apples 4.5 true -17 9999999999\nsecond line here\nthird").useLocale(Locale.ROOT);
        System.out.println("nextInt=" + s.nextInt());
        System.out.println("hasNextInt=" + s.hasNextInt() + " next=" + s.next());
        System.out.println("hasNextDouble=" + s.hasNextDouble() + " nextDouble=" + s.nextDouble());
        System.out.println("nextBoolean=" + s.nextBoolean());
        System.out.println("nextInt=" + s.nextInt());
        System.out.println("hasNextInt=" + s.hasNextInt() + " hasNextLong=" + s.hasNextLong() + " nextLong=" + s.nextLong());
        System.out.println("rest of line=[" + s.nextLine() + "]");
        System.out.println("nextLine=[" + s.nextLine() + "]");
        System.out.println("hasNextLine=" + s.hasNextLine() + " nextLine=[" + s.nextLine() + "]");
        System.out.println("hasNext=" + s.hasNext());
        try {
            s.next();
        } catch (NoSuchElementException e) {
            System.out.println("end: " + e.getClass().getName() + " " + e.getMessage());
        }
        s.close();

        Scanner csv = new Scanner("alice,30,;bob,25,;carol,41,").useDelimiter("[,;]+").useLocale(Locale.ROOT);
        int total = 0;
        while (csv.hasNext()) {
            String name = csv.next();
            int age = csv.nextInt();
            total += age;
            System.out.println("record " + name + " " + age);
        }
        System.out.println("total age " + total + " delimiter " + csv.delimiter());

        Scanner bad = new Scanner("12 abc").useLocale(Locale.ROOT);
        bad.nextInt();
        try {
            bad.nextInt();
        } catch (InputMismatchException e) {
            System.out.println("mismatch: " + e.getMessage() + " then next=" + bad.next());
        }

        Scanner hex = new Scanner("ff 777 101").useLocale(Locale.ROOT);
        System.out.println("radix: " + hex.nextInt(16) + " " + hex.nextInt(8) + " " + hex.nextInt(2));

        Scanner find = new Scanner("key=value; other=thing");
        System.out.println("findInLine: " + find.findInLine("(\\w+)=(\\w+)") + " group2=" + find.match().group(2));

        Scanner lines = new Scanner("a\n\nb\r\nc");
        int n = 0;
        while (lines.hasNextLine()) {
            System.out.println("line " + (n++) + "=[" + lines.nextLine() + "]");
        }

        Scanner sum = new Scanner("1 2 3 4 5 6 7 8 9 10 x").useLocale(Locale.ROOT);
        long acc = 0;
        while (sum.hasNextInt()) acc += sum.nextInt();
        System.out.println("sum=" + acc + " leftover=" + sum.next());

        StringTokenizer st = new StringTokenizer("the quick  brown\tfox");
        System.out.println("countTokens=" + st.countTokens());
        StringBuilder b = new StringBuilder();
        while (st.hasMoreTokens()) b.append('[').append(st.nextToken()).append(']');
        System.out.println(b);
        StringTokenizer ops = new StringTokenizer("3+4*(2-1)", "+-*()", true);
        b.setLength(0);
        while (ops.hasMoreElements()) b.append(ops.nextElement()).append(' ');
        System.out.println("with delims: " + b.toString().trim());
        StringTokenizer change = new StringTokenizer("a,b;c,d", ",");
        System.out.println(change.nextToken() + " | " + change.nextToken(";") + " | " + change.nextToken());
        try {
            new StringTokenizer("").nextToken();
        } catch (NoSuchElementException e) {
            System.out.println("empty tokenizer: " + e.getClass().getSimpleName());
        }
        System.out.println(String.join("|", "a,,b,".split(",")) + " / " + "a,,b,".split(",").length);
    }
}
