/*
 * LoggingBasics: java.util.logging as the JDK runs it: the root logger and its ConsoleHandler from the JDK's
 * logging.properties, the logger hierarchy, levels (per logger, per handler, parsed), SimpleFormatter with a format
 * property, parameters and a thrown exception, a custom Handler and Filter, entering/exiting, localized level names
 * (a resource bundle of the java.logging module), and System.Logger on top of it.
 */
package org.orbitmc.programs.seq;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.logging.*;

public class LoggingBasics {
    public static void main(String[] args) throws Exception {
        System.setProperty("java.util.logging.SimpleFormatter.format", "[%4$s] %3$s: %5$s%6$s%n");
        Logger root = Logger.getLogger("");
        System.out.println("root level " + root.getLevel() + ", handlers " + root.getHandlers().length + " " + root.getHandlers()[0].getClass().getSimpleName());
        Logger app = Logger.getLogger("com.example.app");
        Logger child = Logger.getLogger("com.example.app.db");
        System.out.println(child.getParent() == app ? "parent ok" : "parent " + child.getParent().getName());
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        StreamHandler h = new StreamHandler(new PrintStream(bytes, true), new SimpleFormatter());
        h.setLevel(Level.ALL);
        app.addHandler(h);
        app.setUseParentHandlers(false);
        app.setLevel(Level.FINE);
        app.info("started");
        child.fine("connecting");
        child.finer("hidden at FINE");
        app.log(Level.WARNING, "value {0} and {1}", new Object[] {42, "x"});
        app.log(Level.SEVERE, "failed", new IllegalStateException("boom"));
        child.setLevel(Level.SEVERE);
        child.warning("filtered by the child's level");
        System.out.println(app.isLoggable(Level.FINER) + " " + child.isLoggable(Level.SEVERE) + " " + child.getLevel());
        h.flush();
        String text = bytes.toString();
        for (String line : text.split("\n")) {
            if (!line.startsWith("\tat ")) {
                System.out.println("| " + line);
            }
        }
        Handler counting = new Handler() {
            int n;
            @Override public void publish(LogRecord r) { n++; System.out.println("published " + r.getLevel() + " " + r.getMessage() + " " + r.getLoggerName() + " " + r.getSourceMethodName()); }
            @Override public void flush() { }
            @Override public void close() { System.out.println("closed after " + n); }
        };
        Logger other = Logger.getLogger("other");
        other.setUseParentHandlers(false);
        other.addHandler(counting);
        other.setFilter(r -> !r.getMessage().contains("skip"));
        other.info("one");
        other.info("skip me");
        other.entering("LoggingBasics", "main");
        other.setLevel(Level.FINEST);
        other.exiting("LoggingBasics", "main");
        counting.close();
        System.out.println(Level.parse("WARNING") + " " + Level.parse("800") + " " + Level.INFO.intValue());
        System.out.println(LogManager.getLogManager().getProperty("handlers"));
        System.Logger sys = System.getLogger("sys.logger");
        System.out.println(sys.getName() + " " + sys.isLoggable(System.Logger.Level.INFO) + " " + sys.isLoggable(System.Logger.Level.DEBUG));
    }
}
