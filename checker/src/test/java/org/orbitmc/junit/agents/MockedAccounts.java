package org.orbitmc.junit.agents;

import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.doReturn;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.spy;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.util.ArrayList;
import java.util.List;

/**
 * A program (run by AgentsRunTest under orbit run) that uses Mockito's default inline mock maker: it attaches Byte
 * Buddy's agent to its own VM, appends a jar it writes to the boot loader's search, opens java.base to itself with
 * Instrumentation.redefineModule and retransforms the mocked classes (a final method, ArrayList, Object). What it
 * prints is what java prints.
 */
public final class MockedAccounts {
    static class Account {
        private int balance;

        int balance() {
            return balance;
        }

        void deposit(int amount) {
            balance += amount;
        }

        final String owner() {
            return "real owner";
        }

        @Override
        public String toString() {
            return "Account(" + balance + ")";
        }
    }

    private MockedAccounts() {
    }

    @SuppressWarnings("unchecked")
    public static void main(String[] args) {
        Account a = mock(Account.class);
        when(a.balance()).thenReturn(42);
        System.out.println(a.balance());
        a.deposit(5);
        verify(a).deposit(5);
        verify(a, never()).deposit(6);
        System.out.println(a.owner());
        when(a.owner()).thenReturn("mocked owner");
        System.out.println(a.owner());
        Account real = new Account();
        real.deposit(3);
        System.out.println(real.balance() + " " + real + " " + real.owner());
        Account s = spy(new Account());
        s.deposit(10);
        System.out.println(s.balance());
        doReturn(99).when(s).balance();
        System.out.println(s.balance());
        List<String> list = mock(ArrayList.class);
        when(list.get(anyInt())).thenReturn("x");
        when(list.size()).thenThrow(new IllegalStateException("boom"));
        System.out.println(list.get(7));
        try {
            list.size();
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getMessage());
        }
        List<String> realList = new ArrayList<>();
        realList.add("r");
        System.out.println(realList.size() + " " + realList.get(0) + " " + realList);
        doAnswer(inv -> {
            System.out.println("answer " + inv.getArgument(0));
            return null;
        }).when(a).deposit(anyInt());
        a.deposit(8);
        verify(a, times(2)).deposit(anyInt());
        System.out.println(org.mockito.Mockito.mockingDetails(a).getInvocations().size());
    }
}
