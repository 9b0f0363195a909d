/*
 * TextProcessing: everyday text handling: word frequencies with regex splitting and
 * Collectors.groupingBy/counting, top-k by count then word, a greedy line wrapper, centred
 * and aligned columns with String.format, a CSV parser handling quotes and escaped quotes,
 * Pattern.splitAsStream and Matcher.results, a run-length encoder/decoder, a Caesar cipher,
 * palindromes and anagram groups, Levenshtein distance, and String.lines/indent/stripIndent/
 * translateEscapes.
 */
package org.orbitmc.programs.seq;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

public class TextProcessing {
    static final String TEXT = """
            It was the best of times, it was the worst of times, it was the age of wisdom,
            it was the age of foolishness, it was the epoch of belief, it was the epoch of
            incredulity, it was the season of Light, it was the season of Darkness, it was
            the spring of hope, it was the winter of despair.""";

    static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String w : text.split("\\s+")) {
            if (line.length() > 0 && line.length() + 1 + w.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) line.append(' ');
            line.append(w);
        }
        if (line.length() > 0) lines.add(line.toString());
        return lines;
    }

    static List<String> parseCsvLine(String line) {
        List<String> fields = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    cur.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    cur.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                fields.add(cur.toString());
                cur.setLength(0);
            } else {
                cur.append(c);
            }
        }
        if (quoted) throw new IllegalArgumentException("unterminated quote in: " + line);
        fields.add(cur.toString());
        return fields;
    }

    static String rle(String s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length();) {
            int j = i;
            while (j < s.length() && s.charAt(j) == s.charAt(i)) j++;
            b.append(j - i).append(s.charAt(i));
            i = j;
        }
        return b.toString();
    }

    static String unrle(String s) {
        StringBuilder b = new StringBuilder();
        Matcher m = Pattern.compile("(\\d+)(\\D)").matcher(s);
        while (m.find()) b.append(m.group(2).repeat(Integer.parseInt(m.group(1))));
        return b.toString();
    }

    static String caesar(String s, int shift) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (Character.isUpperCase(c)) b.append((char) ('A' + Math.floorMod(c - 'A' + shift, 26)));
            else if (Character.isLowerCase(c)) b.append((char) ('a' + Math.floorMod(c - 'a' + shift, 26)));
            else b.append(c);
        }
        return b.toString();
    }

    static int levenshtein(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) prev[j] = j;
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }

    public static void main(String[] args) {
        Map<String, Long> freq = Arrays.stream(TEXT.toLowerCase(Locale.ROOT).split("[^a-z]+")).filter(w -> !w.isEmpty())
                .collect(Collectors.groupingBy(Function.identity(), TreeMap::new, Collectors.counting()));
        System.out.println("distinct words=" + freq.size() + " total=" + freq.values().stream().mapToLong(Long::longValue).sum());
        freq.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey())).limit(6)
                .forEach(e -> System.out.println(String.format(Locale.ROOT, "  %-8s %3d %s", e.getKey(), e.getValue(), "#".repeat(e.getValue().intValue()))));
        Map<Integer, List<String>> byLength = freq.keySet().stream().collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.toList()));
        System.out.println("by length=" + byLength);
        for (String l : wrap(TEXT, 34)) System.out.println("|" + l + " ".repeat(34 - l.length()) + "|");
        String title = "Report";
        int w = 20;
        int pad = (w - title.length()) / 2;
        System.out.println("[" + " ".repeat(pad) + title + " ".repeat(w - pad - title.length()) + "]");
        String[] rows = {"widget,4,3.5", "\"gadget, deluxe\",10,12.25", "\"say \"\"hi\"\"\",1,0.5", ",0,"};
        double total = 0;
        for (String r : rows) {
            List<String> f = parseCsvLine(r);
            double price = f.get(2).isEmpty() ? 0 : Double.parseDouble(f.get(2));
            int qty = Integer.parseInt(f.get(1));
            total += qty * price;
            System.out.println(String.format(Locale.ROOT, "%-16s|%5d|%8.2f|%9.2f", f.get(0), qty, price, qty * price) + " fields=" + f.size());
        }
        System.out.println(String.format(Locale.ROOT, "%-16s|%5s|%8s|%9.2f", "TOTAL", "", "", total));
        try {
            parseCsvLine("\"open,1,2");
        } catch (IllegalArgumentException e) {
            System.out.println("csv: " + e.getMessage());
        }
        System.out.println("splitAsStream=" + Pattern.compile("\\s*;\\s*").splitAsStream("a ; b;c ;  d").toList());
        System.out.println("results=" + Pattern.compile("\\b(\\w)(\\w*)\\b").matcher("hello big world").results().map(m -> m.group(1).toUpperCase(Locale.ROOT) + m.group(2)).collect(Collectors.joining(" ")));
        System.out.println("numbers=" + Pattern.compile("-?\\d+(\\.\\d+)?").matcher("x=3, y=-4.25, z=10").results().map(MatchResult::group).toList());
        String s = "aaabccddddde";
        System.out.println("rle=" + rle(s) + " back=" + unrle(rle(s)) + " same=" + s.equals(unrle(rle(s))));
        String secret = caesar("Attack at Dawn, Zebra!", 3);
        System.out.println("caesar=" + secret + " decoded=" + caesar(secret, -3));
        for (String p : new String[] {"A man, a plan, a canal: Panama", "racecar", "hello", ""}) {
            String clean = p.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
            System.out.println("'" + p + "' palindrome=" + new StringBuilder(clean).reverse().toString().equals(clean));
        }
        List<String> words = List.of("listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog");
        Map<String, List<String>> anagrams = words.stream().collect(Collectors.groupingBy(x -> {
            char[] cs = x.toCharArray();
            Arrays.sort(cs);
            return new String(cs);
        }, TreeMap::new, Collectors.toList()));
        System.out.println("anagrams=" + anagrams.values());
        System.out.println("levenshtein kitten/sitting=" + levenshtein("kitten", "sitting") + " flaw/lawn=" + levenshtein("flaw", "lawn") + " empty=" + levenshtein("", "abc"));
        String block = "  first\n    second\n  third";
        System.out.println("lines=" + block.lines().count() + " stripIndent=[" + block.stripIndent().replace("\n", "/") + "] indent=[" + "a\nb".indent(2).replace("\n", "/") + "] unindent=["
                + block.indent(-2).replace("\n", "/") + "]");
        System.out.println("translateEscapes=" + "tab\\there\\nnew\\101\\s".translateEscapes().replace("\n", "<NL>").replace("\t", "<TAB>"));
    }
}
