/*
 * Inheritance: abstract classes with constructors, constructor chaining through this(...)
 * and super(...), the order of field initializers and constructor bodies across three
 * levels, field hiding (the field chosen by static type) versus method overriding (chosen by
 * runtime type), static method hiding, super.field and super.method, protected access,
 * final methods, instanceof and casts along the hierarchy, and Object methods inherited.
 */
package org.orbitmc.programs.seq;

import java.util.ArrayList;
import java.util.List;

public class Inheritance {
    static final List<String> trace = new ArrayList<>();

    static abstract class Vehicle {
        String label = "vehicle";
        static String category() { return "generic"; }
        protected int wheels;
        private final String id;
        Vehicle(String id, int wheels) {
            this.id = id;
            this.wheels = wheels;
            trace.add("Vehicle(" + id + ")");
        }
        Vehicle(String id) { this(id, 4); trace.add("Vehicle(id) delegated"); }
        abstract double speed();
        final String describe() { return id + "[" + getClass().getSimpleName() + ", wheels=" + wheels + ", speed=" + speed() + ", label=" + label + "]"; }
        String sound() { return "..."; }
    }

    static class Car extends Vehicle {
        String label = "car";
        int gear = initGear();
        static String category() { return "road"; }
        Car(String id) { super(id); trace.add("Car body, gear=" + gear); }
        int initGear() { trace.add("Car.initGear"); return 1; }
        double speed() { return 120.5 * gear; }
        @Override String sound() { return "vroom"; }
        String labels() { return label + "/" + super.label + "/" + ((Vehicle) this).label; }
    }

    static class SportsCar extends Car {
        String label = "sports";
        SportsCar(String id) { super(id); gear = 3; trace.add("SportsCar body"); }
        @Override int initGear() { trace.add("SportsCar.initGear (label still " + label + ")"); return 2; }
        @Override String sound() { return super.sound() + "!!"; }
        String allLabels() { return label + "/" + super.label + "/" + ((Vehicle) this).label + " | " + super.labels(); }
    }

    static class Bike extends Vehicle {
        Bike() { super("bike-1", 2); trace.add("Bike body"); }
        double speed() { return 25; }
    }

    public static void main(String[] args) {
        SportsCar sc = new SportsCar("sc-1");
        System.out.println("construction trace: " + trace);
        trace.clear();
        Vehicle v = sc;
        Car c = sc;
        System.out.println("describe=" + v.describe());
        System.out.println("field by static type: v.label=" + v.label + " c.label=" + c.label + " sc.label=" + sc.label);
        System.out.println("sound by runtime type: " + v.sound() + " " + c.sound() + " " + new Bike().sound());
        System.out.println("trace after Bike: " + trace);
        System.out.println("labels: " + sc.allLabels());
        System.out.println("static hiding: " + Vehicle.category() + " " + Car.category());
        List<Vehicle> fleet = List.of(new Car("c-2"), new Bike(), sc);
        double total = 0;
        for (Vehicle x : fleet) {
            total += x.speed();
            String kind = x instanceof SportsCar ? "sports car" : x instanceof Car ? "car" : x instanceof Bike ? "bike" : "unknown";
            System.out.println(x.describe() + " is a " + kind + " | Vehicle? " + (x instanceof Vehicle) + " Car? " + (x instanceof Car));
        }
        System.out.println("total speed=" + total);
        try {
            Car wrong = (Car) fleet.get(1);
            System.out.println("unexpected " + wrong);
        } catch (ClassCastException e) {
            System.out.println("Bike to Car: " + e.getClass().getSimpleName());
        }
        Object o = sc;
        System.out.println("Object view: equals self=" + o.equals(sc) + " class=" + o.getClass().getName() 
                + " isInstance=" + Vehicle.class.isInstance(o) + "/" + Bike.class.isInstance(o) + " same class as Car=" + (o.getClass() == Car.class));
        sc.wheels = 3;
        System.out.println("protected field written: " + sc.describe());
    }
}
