/*
 * TimeZones: the default time zone as java finds it (TZ, /etc/timezone, /etc/localtime; the same environment under
 * java and Orbit), and region zones from the JDK's tzdb.dat through java.util.TimeZone: offsets at fixed instants,
 * daylight saving, IDs, unknown and custom IDs. Nothing depends on the current time. (Names of zones, months and
 * days need the locale providers: see the user guide.)
 */
package org.orbitmc.programs.seq;

import java.util.Arrays;
import java.util.Date;
import java.util.SimpleTimeZone;
import java.util.TimeZone;

public class TimeZones {
    public static void main(String[] args) {
        TimeZone def = TimeZone.getDefault();
        System.out.println("default: " + def.getID() + ", user.timezone " + System.getProperty("user.timezone"));
        long winter = 1_700_000_000_000L;
        long summer = 1_690_000_000_000L;
        for (String id : new String[] {"America/New_York", "Europe/Paris", "Asia/Kolkata", "Australia/Lord_Howe", "America/Sao_Paulo",
                "Pacific/Chatham", "Africa/Casablanca", "UTC", "GMT", "Etc/GMT+5", "GMT+05:30", "GMT-8", "EST", "PST", "Nowhere/Land"}) {
            TimeZone tz = TimeZone.getTimeZone(id);
            System.out.println(id + " -> " + tz.getID() + " raw " + tz.getRawOffset() + " winter " + tz.getOffset(winter) + " summer "
                    + tz.getOffset(summer) + " dst " + tz.useDaylightTime() + "/" + tz.inDaylightTime(new Date(summer)) + " saving "
                    + tz.getDSTSavings() + " observes " + tz.observesDaylightTime());
        }
        TimeZone paris = TimeZone.getTimeZone("Europe/Paris");
        System.out.println("1950 Paris offset " + paris.getOffset(-631_152_000_000L) + ", 2100 " + paris.getOffset(4_102_444_800_000L));
        System.out.println("same rules Paris/Brussels " + paris.hasSameRules(TimeZone.getTimeZone("Europe/Brussels")) + ", Paris/London "
                + paris.hasSameRules(TimeZone.getTimeZone("Europe/London")));
        String[] ids = TimeZone.getAvailableIDs();
        System.out.println("many ids " + (ids.length > 400) + ", sorted-contains Europe/Berlin " + Arrays.asList(ids).contains("Europe/Berlin"));
        SimpleTimeZone custom = new SimpleTimeZone(3_600_000, "Custom");
        System.out.println(custom.getID() + " " + custom.getOffset(winter));
        TimeZone.setDefault(TimeZone.getTimeZone("Asia/Tokyo"));
        System.out.println("default now " + TimeZone.getDefault().getID() + " " + TimeZone.getDefault().getOffset(winter));
    }
}
