/*
 * TextAdventure: a state machine driven by a scripted command list read with Scanner over a
 * text block: rooms in an EnumMap with exits keyed by a Direction enum, an inventory
 * (TreeSet), locked doors and a key, a switch over parsed verbs with aliases, a game state
 * enum with transitions, unknown commands, and a final score summary.
 */
package org.orbitmc.programs.seq;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Scanner;
import java.util.Set;
import java.util.TreeSet;

public class TextAdventure {
    enum Direction {
        NORTH, SOUTH, EAST, WEST;

        Direction opposite() {
            return switch (this) {
                case NORTH -> SOUTH;
                case SOUTH -> NORTH;
                case EAST -> WEST;
                case WEST -> EAST;
            };
        }

        static Direction parse(String s) {
            for (Direction d : values()) {
                if (d.name().toLowerCase(Locale.ROOT).startsWith(s)) return d;
            }
            return null;
        }
    }

    enum State { EXPLORING, WON, DEAD, QUIT }

    static final class Room {
        final String name;
        final String description;
        final Map<Direction, Room> exits = new EnumMap<>(Direction.class);
        final Set<String> items = new TreeSet<>();
        Direction locked;

        Room(String name, String description, String... items) {
            this.name = name;
            this.description = description;
            this.items.addAll(Set.of(items));
        }

        void connect(Direction d, Room other) {
            exits.put(d, other);
            other.exits.put(d.opposite(), this);
        }
    }

    static final class Game {
        Room here;
        State state = State.EXPLORING;
        final Set<String> inventory = new TreeSet<>();
        int moves;
        int score;
        final Map<String, Integer> verbsUsed = new HashMap<>();

        String handle(String line) {
            String[] words = line.trim().toLowerCase(Locale.ROOT).split("\\s+", 2);
            String verb = words[0];
            String arg = words.length > 1 ? words[1] : "";
            verbsUsed.merge(verb, 1, Integer::sum);
            switch (verb) {
                case "n", "s", "e", "w":
                    arg = verb;
                    // fall through to go
                case "go":
                case "walk": {
                    Direction d = Direction.parse(arg);
                    if (d == null) return "Go where?";
                    Room next = here.exits.get(d);
                    if (next == null) return "You can't go " + d.name().toLowerCase(Locale.ROOT) + ".";
                    if (here.locked == d) {
                        if (!inventory.contains("key")) return "The door is locked.";
                        here.locked = null;
                        score += 10;
                    }
                    here = next;
                    moves++;
                    if (here.name.equals("pit")) {
                        state = State.DEAD;
                        return "You fall into a pit.";
                    }
                    if (here.name.equals("vault") && inventory.contains("lamp")) {
                        state = State.WON;
                        score += 50;
                        return "The lamp reveals the treasure!";
                    }
                    return look();
                }
                case "look", "l":
                    return look();
                case "take", "get": {
                    if (arg.equals("all")) {
                        if (here.items.isEmpty()) return "Nothing here.";
                        String taken = String.join(", ", here.items);
                        score += 5 * here.items.size();
                        inventory.addAll(here.items);
                        here.items.clear();
                        return "Taken: " + taken;
                    }
                    if (!here.items.remove(arg)) return "No " + arg + " here.";
                    inventory.add(arg);
                    score += 5;
                    return "Taken " + arg + ".";
                }
                case "drop": {
                    if (!inventory.remove(arg)) return "You don't have " + arg + ".";
                    here.items.add(arg);
                    return "Dropped " + arg + ".";
                }
                case "inventory", "i":
                    return inventory.isEmpty() ? "You carry nothing." : "You carry: " + inventory;
                case "quit":
                    state = State.QUIT;
                    return "Bye.";
                default:
                    return "I don't know how to '" + verb + "'.";
            }
        }

        String look() {
            StringBuilder b = new StringBuilder(here.name.toUpperCase(Locale.ROOT)).append(": ").append(here.description);
            if (!here.items.isEmpty()) b.append(" Items: ").append(here.items).append('.');
            b.append(" Exits:");
            here.exits.keySet().forEach(d -> b.append(' ').append(d.name().toLowerCase(Locale.ROOT)));
            return b.toString();
        }
    }

    static Game newGame() {
        Room hall = new Room("hall", "A dusty hall.", "lamp");
        Room library = new Room("library", "Shelves of old books.", "book", "key");
        Room kitchen = new Room("kitchen", "Smells of bread.", "bread", "knife");
        Room vault = new Room("vault", "Pitch dark.");
        Room pit = new Room("pit", "Bottomless.");
        hall.connect(Direction.NORTH, library);
        hall.connect(Direction.EAST, kitchen);
        kitchen.connect(Direction.NORTH, vault);
        library.connect(Direction.WEST, pit);
        kitchen.locked = Direction.NORTH;
        Game g = new Game();
        g.here = hall;
        return g;
    }

    static void play(String title, String script) {
        System.out.println("=== " + title);
        Game g = newGame();
        Scanner in = new Scanner(script);
        while (g.state == State.EXPLORING && in.hasNextLine()) {
            String line = in.nextLine();
            if (line.isBlank()) continue;
            System.out.println("> " + line);
            System.out.println(g.handle(line));
        }
        System.out.println("state=" + g.state + " moves=" + g.moves + " score=" + g.score + " inventory=" + g.inventory + " verbs=" + new java.util.TreeMap<>(g.verbsUsed));
    }

    public static void main(String[] args) {
        play("winner", """
                look
                take lamp
                go east
                north
                w
                n
                take all
                i
                s
                e
                dance
                go n
                """);
        play("unlucky", """
                n
                take book
                drop book
                drop sword
                go up
                go west
                look
                """);
        play("quitter", """
                get lamp
                get lamp
                quit
                look
                """);
    }
}
