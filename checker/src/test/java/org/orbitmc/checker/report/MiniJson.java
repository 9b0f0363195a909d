package org.orbitmc.checker.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A strict JSON reader for tests (RFC 8259: no trailing commas, no comments, no unescaped control characters):
 * objects become ordered maps, arrays lists, numbers {@code Long} or {@code Double}.
 */
public final class MiniJson {
    private final String s;
    private int p;

    private MiniJson(String s) {
        this.s = s;
    }

    public static Object parse(String text) {
        MiniJson j = new MiniJson(text);
        Object value = j.value();
        j.space();
        if (j.p != text.length()) {
            throw j.error("trailing text");
        }
        return value;
    }

    private Object value() {
        space();
        if (p >= s.length()) {
            throw error("unexpected end");
        }
        char c = s.charAt(p);
        switch (c) {
            case '{':
                return object();
            case '[':
                return array();
            case '"':
                return string();
            case 't':
                return literal("true", Boolean.TRUE);
            case 'f':
                return literal("false", Boolean.FALSE);
            case 'n':
                return literal("null", null);
            default:
                return number();
        }
    }

    private Map<String, Object> object() {
        Map<String, Object> map = new LinkedHashMap<>();
        p++;
        space();
        if (peek('}')) {
            p++;
            return map;
        }
        while (true) {
            space();
            String key = string();
            space();
            expect(':');
            if (map.put(key, value()) != null) {
                throw error("duplicate key " + key);
            }
            space();
            if (peek(',')) {
                p++;
                continue;
            }
            expect('}');
            return map;
        }
    }

    private List<Object> array() {
        List<Object> list = new ArrayList<>();
        p++;
        space();
        if (peek(']')) {
            p++;
            return list;
        }
        while (true) {
            list.add(value());
            space();
            if (peek(',')) {
                p++;
                continue;
            }
            expect(']');
            return list;
        }
    }

    private String string() {
        expect('"');
        StringBuilder b = new StringBuilder();
        while (true) {
            if (p >= s.length()) {
                throw error("unterminated string");
            }
            char c = s.charAt(p++);
            if (c == '"') {
                return b.toString();
            }
            if (c < 0x20) {
                throw error("unescaped control character " + (int) c);
            }
            if (c != '\\') {
                b.append(c);
                continue;
            }
            char e = s.charAt(p++);
            switch (e) {
                case '"', '\\', '/' -> b.append(e);
                case 'b' -> b.append('\b');
                case 'f' -> b.append('\f');
                case 'n' -> b.append('\n');
                case 'r' -> b.append('\r');
                case 't' -> b.append('\t');
                case 'u' -> {
                    b.append((char) Integer.parseInt(s.substring(p, p + 4), 16));
                    p += 4;
                }
                default -> throw error("bad escape \\" + e);
            }
        }
    }

    private Object number() {
        int start = p;
        while (p < s.length() && "+-0123456789.eE".indexOf(s.charAt(p)) >= 0) {
            p++;
        }
        String n = s.substring(start, p);
        if (!n.matches("-?(0|[1-9]\\d*)(\\.\\d+)?([eE][+-]?\\d+)?")) {
            throw error("bad number '" + n + "'");
        }
        return n.matches("-?\\d+") ? (Object) Long.parseLong(n) : (Object) Double.parseDouble(n);
    }

    private Object literal(String word, Object value) {
        if (!s.startsWith(word, p)) {
            throw error("expected " + word);
        }
        p += word.length();
        return value;
    }

    private void space() {
        while (p < s.length() && " \t\r\n".indexOf(s.charAt(p)) >= 0) {
            p++;
        }
    }

    private boolean peek(char c) {
        return p < s.length() && s.charAt(p) == c;
    }

    private void expect(char c) {
        if (!peek(c)) {
            throw error("expected '" + c + "'");
        }
        p++;
    }

    private IllegalArgumentException error(String what) {
        return new IllegalArgumentException(what + " at " + p + " in: " + s);
    }
}
