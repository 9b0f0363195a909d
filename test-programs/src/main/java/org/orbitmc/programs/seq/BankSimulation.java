/*
 * BankSimulation: a small banking domain: accounts with BigDecimal balances, checked
 * exceptions for insufficient funds and frozen accounts, transfers that roll back on
 * failure, monthly interest and fees by account type (enum with behaviour), a transaction
 * log of records, statements formatted with String.format(Locale.ROOT), audit invariants
 * (total money conserved), sorting customers by balance, and a deterministic pseudo-random
 * workload from java.util.Random with a fixed seed.
 */
package org.orbitmc.programs.seq;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.Collectors;

public class BankSimulation {
    enum AccountType {
        CHECKING(new BigDecimal("0.0000"), new BigDecimal("2.50")),
        SAVINGS(new BigDecimal("0.0125"), BigDecimal.ZERO),
        PREMIUM(new BigDecimal("0.0200"), new BigDecimal("10.00")) {
            @Override
            BigDecimal fee(BigDecimal balance) {
                return balance.compareTo(new BigDecimal("5000")) >= 0 ? BigDecimal.ZERO : super.fee(balance);
            }
        };

        final BigDecimal monthlyRate;
        final BigDecimal monthlyFee;

        AccountType(BigDecimal rate, BigDecimal fee) {
            this.monthlyRate = rate;
            this.monthlyFee = fee;
        }

        BigDecimal fee(BigDecimal balance) {
            return monthlyFee;
        }
    }

    static class BankException extends Exception {
        BankException(String msg) {
            super(msg);
        }
    }

    static class InsufficientFunds extends BankException {
        InsufficientFunds(String id, BigDecimal balance, BigDecimal amount) {
            super("account " + id + " has " + balance + ", cannot withdraw " + amount);
        }
    }

    static class Frozen extends BankException {
        Frozen(String id) {
            super("account " + id + " is frozen");
        }
    }

    record Tx(int seq, String kind, String from, String to, BigDecimal amount, boolean ok, String note) {
        @Override
        public String toString() {
            return String.format(Locale.ROOT, "#%03d %-8s %-5s -> %-5s %10s %s%s", seq, kind, from, to, amount, ok ? "ok" : "FAILED", note.isEmpty() ? "" : " (" + note + ")");
        }
    }

    static final class Account {
        final String id;
        final String owner;
        final AccountType type;
        BigDecimal balance = BigDecimal.ZERO.setScale(2);
        boolean frozen;

        Account(String id, String owner, AccountType type) {
            this.id = id;
            this.owner = owner;
            this.type = type;
        }

        void deposit(BigDecimal amount) throws BankException {
            if (amount.signum() <= 0) throw new IllegalArgumentException("deposit must be positive: " + amount);
            if (frozen) throw new Frozen(id);
            balance = balance.add(amount);
        }

        void withdraw(BigDecimal amount) throws BankException {
            if (amount.signum() <= 0) throw new IllegalArgumentException("withdrawal must be positive: " + amount);
            if (frozen) throw new Frozen(id);
            if (balance.compareTo(amount) < 0) throw new InsufficientFunds(id, balance, amount);
            balance = balance.subtract(amount);
        }
    }

    static final class Bank {
        final Map<String, Account> accounts = new LinkedHashMap<>();
        final List<Tx> log = new ArrayList<>();
        BigDecimal feesCollected = BigDecimal.ZERO.setScale(2);
        BigDecimal interestPaid = BigDecimal.ZERO.setScale(2);

        Account open(String owner, AccountType type, String initial) {
            String id = type.name().charAt(0) + String.valueOf(100 + accounts.size());
            Account a = new Account(id, owner, type);
            accounts.put(id, a);
            try {
                a.deposit(new BigDecimal(initial));
                log.add(new Tx(log.size() + 1, "open", "-", id, new BigDecimal(initial), true, owner));
            } catch (BankException e) {
                throw new IllegalStateException(e);
            }
            return a;
        }

        void transfer(String from, String to, BigDecimal amount) {
            Account src = accounts.get(from);
            Account dst = accounts.get(to);
            try {
                if (src == null || dst == null) throw new BankException("no such account " + (src == null ? from : to));
                src.withdraw(amount);
                try {
                    dst.deposit(amount);
                } catch (BankException e) {
                    src.balance = src.balance.add(amount);
                    throw e;
                }
                log.add(new Tx(log.size() + 1, "transfer", from, to, amount, true, ""));
            } catch (BankException e) {
                log.add(new Tx(log.size() + 1, "transfer", from, to, amount, false, e.getMessage()));
            }
        }

        void monthEnd() {
            for (Account a : accounts.values()) {
                BigDecimal interest = a.balance.multiply(a.type.monthlyRate).setScale(2, RoundingMode.HALF_EVEN);
                BigDecimal fee = a.type.fee(a.balance).min(a.balance);
                a.balance = a.balance.add(interest).subtract(fee);
                interestPaid = interestPaid.add(interest);
                feesCollected = feesCollected.add(fee);
            }
        }

        BigDecimal total() {
            return accounts.values().stream().map(a -> a.balance).reduce(BigDecimal.ZERO, BigDecimal::add);
        }
    }

    public static void main(String[] args) {
        Bank bank = new Bank();
        String[] owners = {"ada", "brian", "chen", "dora", "emil", "fatima"};
        AccountType[] types = AccountType.values();
        for (int i = 0; i < owners.length; i++) bank.open(owners[i], types[i % types.length], (i + 1) * 1000 + ".00");
        BigDecimal initialTotal = bank.total();
        Random rnd = new Random(2024);
        List<String> ids = new ArrayList<>(bank.accounts.keySet());
        bank.accounts.get(ids.get(4)).frozen = true;
        for (int month = 1; month <= 3; month++) {
            BigDecimal before = bank.total();
            for (int k = 0; k < 8; k++) {
                String from = ids.get(rnd.nextInt(ids.size()));
                String to = rnd.nextInt(10) == 0 ? "X999" : ids.get(rnd.nextInt(ids.size()));
                BigDecimal amount = BigDecimal.valueOf(rnd.nextInt(300000), 2);
                bank.transfer(from, to, amount);
            }
            BigDecimal afterTransfers = bank.total();
            bank.monthEnd();
            System.out.println("month " + month + ": conserved=" + before.equals(afterTransfers) + " total=" + bank.total());
        }
        bank.log.forEach(System.out::println);
        try {
            bank.accounts.get(ids.get(0)).deposit(new BigDecimal("-5"));
        } catch (IllegalArgumentException | BankException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        BigDecimal expected = initialTotal.add(bank.interestPaid).subtract(bank.feesCollected);
        System.out.println("interest=" + bank.interestPaid + " fees=" + bank.feesCollected + " audit=" + expected.equals(bank.total()));
        List<Account> byBalance = new ArrayList<>(bank.accounts.values());
        byBalance.sort(Comparator.comparing((Account a) -> a.balance).reversed().thenComparing(a -> a.id));
        for (Account a : byBalance) {
            System.out.println(String.format(Locale.ROOT, "%-6s %-7s %-8s %12s%s", a.id, a.owner, a.type, a.balance, a.frozen ? " frozen" : ""));
        }
        Map<AccountType, BigDecimal> byType = bank.accounts.values().stream().collect(Collectors.groupingBy(a -> a.type, TreeMap::new, Collectors.reducing(BigDecimal.ZERO, a -> a.balance, BigDecimal::add)));
        System.out.println("by type=" + byType);
        long failed = bank.log.stream().filter(t -> !t.ok()).count();
        System.out.println("transactions=" + bank.log.size() + " failed=" + failed + " failure reasons=" + bank.log.stream().filter(t -> !t.ok()).map(t -> t.note().split(" ")[0]).distinct().sorted().toList());
    }
}
