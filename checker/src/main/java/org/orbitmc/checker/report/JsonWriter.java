package org.orbitmc.checker.report;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Locale;

/** Writes indented JSON into a string; the caller gives names and values in order, the writer adds the punctuation. */
final class JsonWriter {
    private final StringBuilder out = new StringBuilder();
    /** Per open object or array: whether it has a member yet (for commas, and whether the close needs a new line). */
    private final Deque<Boolean> open = new ArrayDeque<>();
    private boolean afterName;

    JsonWriter beginObject() {
        beforeValue();
        out.append('{');
        open.push(false);
        return this;
    }

    JsonWriter endObject() {
        return close('}');
    }

    JsonWriter beginArray() {
        beforeValue();
        out.append('[');
        open.push(false);
        return this;
    }

    JsonWriter endArray() {
        return close(']');
    }

    JsonWriter name(String name) {
        newMember();
        string(out, name);
        out.append(": ");
        afterName = true;
        return this;
    }

    JsonWriter value(String value) {
        beforeValue();
        if (value == null) {
            out.append("null");
        } else {
            string(out, value);
        }
        return this;
    }

    JsonWriter value(long value) {
        beforeValue();
        out.append(value);
        return this;
    }

    /** A finite number with one decimal. */
    JsonWriter value(double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException("JSON has no " + value);
        }
        beforeValue();
        out.append(String.format(Locale.ROOT, "%.1f", value));
        return this;
    }

    /** A finite number as Java prints a double ({@code 0.0}, {@code 1.2E-12}): for values too small for one decimal. */
    JsonWriter exactValue(double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException("JSON has no " + value);
        }
        beforeValue();
        out.append(Double.toString(value));
        return this;
    }

    @Override
    public String toString() {
        return out.toString();
    }

    /** Appends a JSON string: quotes, backslashes and control characters escaped, lone surrogates too (not UTF-8). */
    static void string(StringBuilder out, String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                default -> {
                    if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                        out.append(c).append(s.charAt(++i));
                    } else if (c < 0x20 || Character.isSurrogate(c)) {
                        out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }

    private JsonWriter close(char bracket) {
        boolean hadMembers = open.pop();
        if (hadMembers) {
            newLine();
        }
        out.append(bracket);
        return this;
    }

    private void beforeValue() {
        if (afterName) {
            afterName = false;
        } else if (!open.isEmpty()) {
            newMember();
        }
    }

    private void newMember() {
        if (open.peek()) {
            out.append(',');
        }
        open.pop();
        open.push(true);
        newLine();
    }

    private void newLine() {
        out.append('\n').append("  ".repeat(open.size()));
    }
}
