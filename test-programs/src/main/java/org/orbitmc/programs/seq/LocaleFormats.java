/*
 * LocaleFormats: the JDK's CLDR and JRE locale providers, interpreted: month and day names, German number and
 * currency formats, French grouping, localized date-time patterns, zone names; java.time with region zones.
 * Nothing depends on the current time or the default locale.
 *
 * Runs the JDK's own locale-provider code (ServiceLoader, constructor reflection, resource bundles), as java does.
 */
package org.orbitmc.programs.seq;

import java.text.DateFormat;
import java.text.NumberFormat;
import java.text.SimpleDateFormat;
import java.time.Instant;
import java.time.LocalDate;
import java.time.Month;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.TextStyle;
import java.util.Calendar;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

public class LocaleFormats {
    public static void main(String[] args) {
        System.out.println(ZonedDateTime.ofInstant(Instant.ofEpochSecond(1_700_000_000L), ZoneId.of("Europe/Paris")));
        System.out.println(ZonedDateTime.ofInstant(Instant.ofEpochSecond(1_690_000_000L), ZoneId.of("America/New_York")));
        SimpleDateFormat us = new SimpleDateFormat("EEEE d MMMM yyyy HH:mm zzz", Locale.US);
        us.setTimeZone(TimeZone.getTimeZone("America/New_York"));
        System.out.println(us.format(new Date(1_700_000_000_000L)));
        Calendar c = Calendar.getInstance(TimeZone.getTimeZone("Asia/Tokyo"), Locale.US);
        c.setTimeInMillis(0);
        System.out.println(c.get(Calendar.HOUR_OF_DAY) + " " + c.getFirstDayOfWeek() + " " + c.getDisplayName(Calendar.MONTH, Calendar.LONG, Locale.US));
        System.out.println(NumberFormat.getInstance(Locale.GERMANY).format(1234567.891));
        System.out.println(NumberFormat.getCurrencyInstance(Locale.GERMANY).format(1234.5));
        System.out.println(NumberFormat.getCurrencyInstance(Locale.US).format(-1234.5));
        System.out.println(String.format(Locale.FRANCE, "%,.2f", 1234567.891));
        System.out.println(Month.MARCH.getDisplayName(TextStyle.FULL, Locale.GERMAN));
        System.out.println(DateTimeFormatter.ofPattern("EEEE d MMMM yyyy", Locale.FRANCE).format(LocalDate.of(2024, 3, 5)));
        System.out.println(DateTimeFormatter.ofPattern("EEE, MMM d yyyy", Locale.US).format(LocalDate.of(2024, 3, 5)));
        DateFormat de = DateFormat.getDateInstance(DateFormat.LONG, Locale.GERMANY);
        de.setTimeZone(TimeZone.getTimeZone("UTC"));
        System.out.println(de.format(new Date(0)));
        System.out.println(TimeZone.getTimeZone("Europe/Berlin").getDisplayName(false, TimeZone.LONG, Locale.US));
    }
}
