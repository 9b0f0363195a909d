/*
 * TimeBasics: java.time without clocks or time zones: LocalDate/LocalTime/LocalDateTime
 * construction, arithmetic across month ends and leap years, toString forms, DayOfWeek and
 * Month arithmetic, YearMonth and Year, Period and Duration arithmetic and toString,
 * ChronoUnit.between, TemporalAdjusters, ISO formatters and parse, ofPattern with
 * Locale.ROOT for numeric fields, Instant and ZoneOffset.UTC conversions, and the
 * DateTimeException/DateTimeParseException messages of invalid input.
 */
package org.orbitmc.programs.seq;

import java.time.DateTimeException;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Month;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;
import java.util.Locale;

public class TimeBasics {
    public static void main(String[] args) {
        LocalDate d = LocalDate.of(2024, 1, 31);
        System.out.println(d + " plusMonths(1)=" + d.plusMonths(1) + " plusDays(30)=" + d.plusDays(30) + " minusYears(1)=" + d.minusYears(1));
        System.out.println("dayOfWeek=" + d.getDayOfWeek() + " dayOfYear=" + d.getDayOfYear() + " leap=" + d.isLeapYear() + " lengthOfMonth=" + d.plusMonths(1).lengthOfMonth());
        LocalDate feb29 = LocalDate.of(2024, 2, 29);
        System.out.println("feb29.plusYears(1)=" + feb29.plusYears(1) + " plusYears(4)=" + feb29.plusYears(4) + " withDayOfMonth(1)=" + feb29.withDayOfMonth(1));
        System.out.println("epochDay=" + feb29.toEpochDay() + " ofEpochDay(0)=" + LocalDate.ofEpochDay(0) + " ofYearDay=" + LocalDate.ofYearDay(2023, 256));
        System.out.println("parse=" + LocalDate.parse("1999-12-31").plusDays(1) + " compare=" + d.compareTo(feb29) + " isBefore=" + d.isBefore(feb29));
        System.out.println("lastDayOfMonth=" + d.with(TemporalAdjusters.lastDayOfMonth()) + " nextFriday=" + d.with(TemporalAdjusters.next(DayOfWeek.FRIDAY))
                + " firstInMonth(MONDAY)=" + d.with(TemporalAdjusters.firstInMonth(DayOfWeek.MONDAY)));
        System.out.println("days between=" + ChronoUnit.DAYS.between(LocalDate.of(2000, 1, 1), feb29) + " months=" + ChronoUnit.MONTHS.between(LocalDate.of(2000, 1, 15), feb29)
                + " weeks=" + ChronoUnit.WEEKS.between(d, feb29));
        Period p = Period.between(LocalDate.of(1990, 5, 17), feb29);
        System.out.println("period=" + p + " years=" + p.getYears() + " total months=" + p.toTotalMonths() + " normalized=" + Period.of(1, 14, 3).normalized()
                + " ofWeeks=" + Period.ofWeeks(3) + " zero=" + Period.ZERO + " negated=" + p.negated());

        LocalTime t = LocalTime.of(23, 59, 30);
        System.out.println(t + " plusSeconds(45)=" + t.plusSeconds(45) + " noon=" + LocalTime.NOON + " midnight=" + LocalTime.MIDNIGHT
                + " withNano=" + t.withNano(1_000_000) + " nanos=" + t.withNano(123) + " ofSecondOfDay=" + LocalTime.ofSecondOfDay(3661) + " hm=" + LocalTime.of(7, 5));
        System.out.println("parse time=" + LocalTime.parse("10:15:30.5") + " toSecondOfDay=" + t.toSecondOfDay() + " truncated=" + LocalTime.parse("10:15:30.987").truncatedTo(ChronoUnit.MINUTES));

        LocalDateTime dt = LocalDateTime.of(2023, Month.DECEMBER, 31, 23, 0);
        System.out.println(dt + " plusHours(2)=" + dt.plusHours(2) + " toLocalDate=" + dt.toLocalDate() + " withSecond=" + dt.withSecond(5));
        System.out.println("epochSecond UTC=" + dt.toEpochSecond(ZoneOffset.UTC) + " atOffset=" + dt.atOffset(ZoneOffset.ofHours(2)) + " instant=" + dt.toInstant(ZoneOffset.UTC));

        Duration du = Duration.ofMinutes(135).plusSeconds(7).plusMillis(250);
        System.out.println("duration=" + du + " hours=" + du.toHours() + " minutesPart=" + du.toMinutesPart() + " seconds=" + du.getSeconds() + " negated=" + du.negated()
                + " ofDays=" + Duration.ofDays(2) + " zero=" + Duration.ZERO + " between=" + Duration.between(t, LocalTime.of(1, 2)) + " nanos=" + Duration.ofNanos(1500));
        System.out.println("dividedBy=" + du.dividedBy(4) + " multipliedBy=" + du.multipliedBy(-3) + " compare=" + du.compareTo(Duration.ofHours(2)) + " parse=" + Duration.parse("PT1H30M"));

        for (DayOfWeek w : DayOfWeek.values()) {
            System.out.print(w + "(" + w.getValue() + ")+3=" + w.plus(3) + " ");
        }
        System.out.println();
        System.out.println("month=" + Month.FEBRUARY.length(false) + "/" + Month.FEBRUARY.length(true) + " " + Month.NOVEMBER.plus(3) + " firstMonthOfQuarter=" + Month.AUGUST.firstMonthOfQuarter());

        YearMonth ym = YearMonth.of(2023, 11);
        System.out.println("yearMonth=" + ym + " plus 3=" + ym.plusMonths(3) + " atEndOfMonth=" + ym.atEndOfMonth() + " length=" + ym.lengthOfMonth() + " parse=" + YearMonth.parse("2020-02").lengthOfMonth());
        System.out.println("year=" + Year.of(1900).isLeap() + " " + Year.of(2000).isLeap() + " " + Year.isLeap(2024) + " atDay=" + Year.of(2021).atDay(100));

        Instant i = Instant.ofEpochSecond(1_000_000_000L, 123_000_000);
        System.out.println("instant=" + i + " epoch=" + Instant.EPOCH + " plus=" + i.plus(Duration.ofDays(1)) + " millis=" + i.toEpochMilli() + " parse=" + Instant.parse("2020-01-01T00:00:00Z").getEpochSecond());
        System.out.println("odt=" + OffsetDateTime.of(dt, ZoneOffset.ofHoursMinutes(-5, -30)) + " offset=" + ZoneOffset.ofTotalSeconds(3600) + " utc=" + ZoneOffset.UTC);

        System.out.println("ISO_LOCAL_DATE=" + DateTimeFormatter.ISO_LOCAL_DATE.format(d) + " ISO_DATE_TIME=" + DateTimeFormatter.ISO_LOCAL_DATE_TIME.format(dt)
                + " BASIC_ISO_DATE=" + DateTimeFormatter.BASIC_ISO_DATE.format(d) + " ISO_WEEK_DATE=" + DateTimeFormatter.ISO_WEEK_DATE.format(d) + " ISO_ORDINAL=" + DateTimeFormatter.ISO_ORDINAL_DATE.format(d));
        DateTimeFormatter f = DateTimeFormatter.ofPattern("dd/MM/uuuu HH:mm:ss", Locale.ROOT);
        System.out.println("ofPattern=" + f.format(dt) + " parsed=" + LocalDateTime.parse("05/06/2021 07:08:09", f));
        System.out.println("custom=" + DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmm", Locale.ROOT).format(dt));

        try {
            LocalDate.of(2023, 2, 29);
        } catch (DateTimeException e) {
            System.out.println("invalid date: " + e.getMessage());
        }
        try {
            LocalTime.of(24, 0);
        } catch (DateTimeException e) {
            System.out.println("invalid time: " + e.getMessage());
        }
        try {
            LocalDate.parse("2023-13-01");
        } catch (DateTimeParseException e) {
            System.out.println("parse error: " + e.getMessage() + " index=" + e.getErrorIndex());
        }
        try {
            LocalDate.parse("2023/01/01");
        } catch (DateTimeParseException e) {
            System.out.println("parse error: " + e.getMessage() + " index=" + e.getErrorIndex());
        }
        int count = 0;
        for (LocalDate x = LocalDate.of(2024, 1, 1); x.getYear() == 2024; x = x.plusDays(1)) {
            if (x.getDayOfWeek() == DayOfWeek.FRIDAY && x.getDayOfMonth() == 13) {
                System.out.println("friday 13th: " + x);
                count++;
            }
        }
        System.out.println("count=" + count);
    }
}
