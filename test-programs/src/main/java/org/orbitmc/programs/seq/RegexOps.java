/*
 * RegexOps: java.util.regex: find loops with start/end/group, numbered and named groups,
 * optional groups that did not participate (null), replaceAll with $1 and ${name}
 * backreferences and with a function, appendReplacement/appendTail, split with regex and
 * limit, matches versus lookingAt versus find, greedy/reluctant/possessive quantifiers,
 * lookahead and lookbehind, backreferences inside the pattern, flags (CASE_INSENSITIVE,
 * MULTILINE, DOTALL, COMMENTS), Pattern.quote, and PatternSyntaxException (index only).
 */
package org.orbitmc.programs.seq;

import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

public class RegexOps {
    public static void main(String[] args) {
        Matcher m = Pattern.compile("(\\w+)@(\\w+)\\.(com|org)").matcher("mail ann@site.com, bob@club.org and bad@host.net");
        while (m.find()) {
            System.out.println("found '" + m.group() + "' at " + m.start() + "-" + m.end() + " user=" + m.group(1) + " host=" + m.group(2) + " tld=" + m.group(3)
                    + " groupCount=" + m.groupCount());
        }
        Pattern date = Pattern.compile("(?<year>\\d{4})-(?<month>\\d{2})(?:-(?<day>\\d{2}))?");
        for (String s : new String[] {"2024-03-15", "1999-12", "x2020-01-02y"}) {
            Matcher dm = date.matcher(s);
            if (dm.find()) {
                System.out.println(s + ": year=" + dm.group("year") + " month=" + dm.group("month") + " day=" + dm.group("day") + " dayStart=" + dm.start("day"));
            }
        }
        System.out.println("replaceAll $=" + "2024-03-15 and 2023-01-02".replaceAll("(\\d+)-(\\d+)-(\\d+)", "$3/$2/$1")
                + " named=" + date.matcher("on 2024-03-15").replaceAll("${day}.${month}.${year}")
                + " function=" + Pattern.compile("\\d+").matcher("a1b22c333").replaceAll(r -> String.valueOf(r.group().length())));
        Matcher am = Pattern.compile("cat").matcher("one cat, two cats, three cats");
        StringBuilder sb = new StringBuilder();
        int n = 0;
        while (am.find()) am.appendReplacement(sb, "dog" + (++n));
        am.appendTail(sb);
        System.out.println("appendReplacement=" + sb + " literal $ replacement=" + "price".replaceAll("price", Matcher.quoteReplacement("$5")));
        System.out.println("split=" + Arrays.toString("a1b22c333d".split("\\d+")) + " limit=" + Arrays.toString(Pattern.compile("[,;]").split("x,y;z,w", 3))
                + " splitAsStream count=" + Pattern.compile("\\s+").splitAsStream("a b   c").count());
        Pattern p = Pattern.compile("a+b");
        for (String s : new String[] {"aab", "aabx", "xaab", "b"}) {
            System.out.println(s + ": matches=" + p.matcher(s).matches() + " lookingAt=" + p.matcher(s).lookingAt() + " find=" + p.matcher(s).find());
        }
        String html = "<b>bold</b><i>italic</i>";
        System.out.println("greedy=" + first("<.+>", html) + " reluctant=" + first("<.+?>", html) + " possessive=" + first("<.++>", html)
                + " counted=" + first("a{2,3}", "caaaaat") + " reluctant counted=" + first("a{2,3}?", "caaaaat"));
        System.out.println("lookahead=" + all("\\w+(?=!)", "hi! there wow!") + " negative lookahead=" + all("\\b\\w+\\b(?!!)", "hi! there wow!")
                + " lookbehind=" + all("(?<=\\$)\\d+", "cost $30 or $45, not 50") + " neg lookbehind=" + all("(?<!\\$)\\b\\d+", "cost $30 or $45, not 50"));
        System.out.println("backreference=" + all("\\b(\\w+) \\1\\b", "this is is a test test of the the code") + " repeated chars=" + all("(\\w)\\1", "bookkeeper"));
        System.out.println("case insensitive=" + all("(?i)java", "Java JAVA jAvA") + " flag="
                + Pattern.compile("hello", Pattern.CASE_INSENSITIVE).matcher("HeLLo").matches());
        String multi = "first line\nsecond line\nthird";
        System.out.println("multiline anchors=" + all("(?m)^\\w+", multi) + " without=" + all("^\\w+", multi) + " dotall="
                + Pattern.compile("line.second", Pattern.DOTALL).matcher(multi).find()
                + " no dotall=" + Pattern.compile("line.second").matcher(multi).find());
        Pattern commented = Pattern.compile("(\\d{3}) # area\n - (\\d{4}) # number", Pattern.COMMENTS);
        Matcher cm = commented.matcher("555-1234");
        System.out.println("comments mode matches=" + cm.matches() + " groups=" + cm.group(1) + "/" + cm.group(2));
        System.out.println("quote=" + "1+1=2? yes".replaceAll(Pattern.quote("1+1"), "two") + " quoted pattern=" + Pattern.quote("a.b"));
        System.out.println("classes=" + all("[\\p{Upper}][\\p{Lower}]+", "Hello World FOO Bar") + " posix digits=" + all("\\p{Digit}+", "a12b345") + " alternation="
                + all("cat|dog|bird", "dogcatfishbird"));
        try {
            Pattern.compile("(unclosed[");
        } catch (PatternSyntaxException e) {
            System.out.println("syntax error: " + e.getClass().getSimpleName() + " index=" + e.getIndex() + " pattern=" + e.getPattern());
        }
        Matcher reset = Pattern.compile("\\d").matcher("a1b2");
        int count = 0;
        while (reset.find()) count++;
        reset.reset("9x8y7");
        while (reset.find()) count++;
        System.out.println("reset count=" + count + " hitEnd demo=" + Pattern.compile("abc").matcher("ab").lookingAt() + " results="
                + Pattern.compile("o").matcher("foo boo").results().count());
        String csvLine = "name,\"Smith, John\",42,\"say \"\"hi\"\"\"";
        Matcher csv = Pattern.compile("\"((?:[^\"]|\"\")*)\"|([^,]+)").matcher(csvLine);
        StringBuilder fields = new StringBuilder();
        while (csv.find()) fields.append('[').append(csv.group(1) != null ? csv.group(1).replace("\"\"", "\"") : csv.group(2)).append(']');
        System.out.println("csv fields=" + fields);
    }

    static String first(String regex, String input) {
        Matcher m = Pattern.compile(regex).matcher(input);
        return m.find() ? m.group() : "<none>";
    }

    static String all(String regex, String input) {
        Matcher m = Pattern.compile(regex).matcher(input);
        StringBuilder sb = new StringBuilder("[");
        while (m.find()) sb.append(sb.length() > 1 ? "," : "").append(m.group());
        return sb.append(']').toString();
    }
}
