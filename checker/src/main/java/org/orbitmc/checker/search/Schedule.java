package org.orbitmc.checker.search;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The compact text of a list of choices: thread ids separated by dots, {@code :value} appended to a data
 * choice, e.g. {@code 0.1.1.0:1.2}. The empty string is the empty schedule. A path explored under refinements of the
 * system ({@link TransitionSystem#refinementKeys}) has them first, separated by commas, then {@code @}:
 * {@code U:Account.balance@0.1.1.0}.
 */
public final class Schedule {
    private static final Pattern CHOICE = Pattern.compile("(\\d+)(?::(-?\\d+))?");
    private static final String FORMAT = "expected thread ids separated by dots, a data choice as THREAD:VALUE, e.g. 0.1.1:2.0";

    private Schedule() {
    }

    /** The choices after the refinements they were made under (none: the choices alone). */
    public static String format(List<String> refinements, List<Choice> choices) {
        return refinements.isEmpty() ? format(choices) : String.join(",", refinements) + "@" + format(choices);
    }

    /** The refinements of a schedule's text; none when it has no {@code @}. */
    public static List<String> refinements(String text) {
        int at = text.lastIndexOf('@');
        return at < 0 ? List.of() : List.of(text.substring(0, at).split(","));
    }

    public static String format(List<Choice> choices) {
        StringBuilder s = new StringBuilder(choices.size() * 2);
        for (Choice c : choices) {
            if (s.length() > 0) {
                s.append('.');
            }
            s.append(c.thread());
            if (c.value() != 0) {
                s.append(':').append(c.value());
            }
        }
        return s.toString();
    }

    /** @throws ScheduleException naming the first choice that is not well-formed */
    public static List<Choice> parse(String text) {
        text = text.substring(text.lastIndexOf('@') + 1);
        List<Choice> choices = new ArrayList<>();
        if (text.isEmpty()) {
            return choices;
        }
        String[] parts = text.split("\\.", -1);
        for (int i = 0; i < parts.length; i++) {
            Matcher m = CHOICE.matcher(parts[i]);
            if (!m.matches()) {
                throw invalid(text, i, parts[i].isEmpty() ? "is empty" : "is not a choice");
            }
            try {
                int thread = Integer.parseInt(m.group(1));
                int value = m.group(2) == null ? 0 : Integer.parseInt(m.group(2));
                choices.add(new Choice(thread, value));
            } catch (NumberFormatException e) {
                throw invalid(text, i, "is out of range");
            }
        }
        return choices;
    }

    private static ScheduleException invalid(String text, int index, String problem) {
        String shown = text.length() > 60 ? text.substring(0, 57) + "..." : text;
        String part = text.split("\\.", -1)[index];
        return new ScheduleException("invalid schedule '" + shown + "': choice " + (index + 1) + " '" + part + "' "
                + problem + " (" + FORMAT + ")");
    }
}
