/*
 * TextBlocks: Java 15+ text blocks: incidental indentation stripping decided by the closing
 * delimiter, trailing whitespace removal, the \s and \<newline> escapes, embedded quotes and
 * triple quotes, escape sequences, a text block without a final newline, formatted() on a
 * text block, and equality with the equivalent concatenated string literal. Output is
 * printed with visible markers for newlines and spaces.
 */
package org.orbitmc.programs.seq;

public class TextBlocks {
    static String visible(String s) {
        return s.replace(" ", ".").replace("\t", "\\t").replace("\n", "\\n\n");
    }

    public static void main(String[] args) {
        String basic = """
            Hello,
              indented line
            last line
            """;
        System.out.println("basic:\n" + visible(basic) + "length=" + basic.length());
        String closingLeft = """
                four extra
                  six extra
            """;
        System.out.println("closing delimiter further left:\n" + visible(closingLeft));
        String noNewline = """
            no trailing newline""";
        System.out.println("no final newline: [" + noNewline + "] endsWithNewline=" + noNewline.endsWith("\n"));
        String trailing = """
            trailing spaces removed   
            kept with escape\s
            tab\tinside
            """;
        System.out.println("trailing:\n" + visible(trailing));
        String joined = """
            one long \
            logical line \
            here
            """;
        System.out.println("line continuation: " + visible(joined));
        String quotes = """
            He said "hi" and ""\"triple""\" quotes
            backslash \\ and unicode \u0041
            """;
        System.out.println("quotes:\n" + quotes.strip());
        String json = """
            {
              "name": "%s",
              "count": %d
            }
            """.formatted("orbit", 3);
        System.out.print("formatted json:\n" + json);
        String same = """
            a
            b
            """;
        System.out.println("equals literal=" + same.equals("a\nb\n") + " identical to literal=" + (same == "a\nb\n"));
        String empty = """
            """;
        System.out.println("empty block length=" + empty.length());
        String sql = """
            SELECT id, name
              FROM users
             WHERE age > 21
             ORDER BY name""";
        String[] lines = sql.split("\n");
        for (int i = 0; i < lines.length; i++) System.out.println("sql line " + i + " indent=" + (lines[i].length() - lines[i].stripLeading().length()) + " text="
                + lines[i].strip());
        System.out.println("lines via stream=" + basic.lines().count() + " hash=" + basic.hashCode());
    }
}
