/*
 * ExpressionEvaluator: a small interpreter: a hand-written lexer (Character classes,
 * StringBuilder), a recursive-descent parser into a sealed AST of records, constant folding,
 * an evaluator over a variable environment with let-bindings and user functions (recursion:
 * factorial, fibonacci), pretty printing, and the error messages of lexing, parsing and
 * evaluation failures (unknown variable, division by zero, arity mismatch) with positions.
 */
package org.orbitmc.programs.seq;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class ExpressionEvaluator {
    enum Kind { NUM, IDENT, OP, LPAREN, RPAREN, COMMA, EOF }

    record Token(Kind kind, String text, int pos) {
    }

    static final class SyntaxError extends RuntimeException {
        SyntaxError(String msg, int pos) {
            super(msg + " at " + pos);
        }
    }

    static List<Token> lex(String src) {
        List<Token> out = new ArrayList<>();
        int i = 0;
        while (i < src.length()) {
            char c = src.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (Character.isDigit(c) || c == '.') {
                int start = i;
                while (i < src.length() && (Character.isDigit(src.charAt(i)) || src.charAt(i) == '.')) i++;
                out.add(new Token(Kind.NUM, src.substring(start, i), start));
            } else if (Character.isLetter(c)) {
                int start = i;
                while (i < src.length() && Character.isLetterOrDigit(src.charAt(i))) i++;
                out.add(new Token(Kind.IDENT, src.substring(start, i), start));
            } else if ("+-*/^%<=>".indexOf(c) >= 0) {
                out.add(new Token(Kind.OP, String.valueOf(c), i++));
            } else if (c == '(') {
                out.add(new Token(Kind.LPAREN, "(", i++));
            } else if (c == ')') {
                out.add(new Token(Kind.RPAREN, ")", i++));
            } else if (c == ',') {
                out.add(new Token(Kind.COMMA, ",", i++));
            } else {
                throw new SyntaxError("unexpected character '" + c + "'", i);
            }
        }
        out.add(new Token(Kind.EOF, "", src.length()));
        return out;
    }

    sealed interface Expr permits Num, Var, Bin, Neg, Call, Let, If {
    }

    record Num(double value) implements Expr {
    }

    record Var(String name) implements Expr {
    }

    record Bin(char op, Expr left, Expr right) implements Expr {
    }

    record Neg(Expr operand) implements Expr {
    }

    record Call(String name, List<Expr> args) implements Expr {
    }

    record Let(String name, Expr value, Expr body) implements Expr {
    }

    record If(Expr cond, Expr then, Expr otherwise) implements Expr {
    }

    static final class Parser {
        private final List<Token> tokens;
        private int p;

        Parser(List<Token> tokens) {
            this.tokens = tokens;
        }

        Token peek() {
            return tokens.get(p);
        }

        Token next() {
            return tokens.get(p++);
        }

        boolean isOp(String s) {
            return peek().kind() == Kind.OP && peek().text().equals(s);
        }

        void expect(Kind k) {
            Token t = next();
            if (t.kind() != k) throw new SyntaxError("expected " + k + " but found " + t.kind() + " '" + t.text() + "'", t.pos());
        }

        Expr parseProgram() {
            Expr e = comparison();
            if (peek().kind() != Kind.EOF) throw new SyntaxError("trailing input '" + peek().text() + "'", peek().pos());
            return e;
        }

        Expr comparison() {
            Expr e = additive();
            while (isOp("<") || isOp(">") || isOp("=")) {
                char op = next().text().charAt(0);
                e = new Bin(op, e, additive());
            }
            return e;
        }

        Expr additive() {
            Expr e = term();
            while (isOp("+") || isOp("-")) {
                char op = next().text().charAt(0);
                e = new Bin(op, e, term());
            }
            return e;
        }

        Expr term() {
            Expr e = unary();
            while (isOp("*") || isOp("/") || isOp("%")) {
                char op = next().text().charAt(0);
                e = new Bin(op, e, unary());
            }
            return e;
        }

        Expr unary() {
            if (isOp("-")) {
                next();
                return new Neg(unary());
            }
            return power();
        }

        Expr power() {
            Expr base = primary();
            if (isOp("^")) {
                next();
                return new Bin('^', base, unary());
            }
            return base;
        }

        Expr primary() {
            Token t = next();
            switch (t.kind()) {
                case NUM:
                    try {
                        return new Num(Double.parseDouble(t.text()));
                    } catch (NumberFormatException e) {
                        throw new SyntaxError("bad number '" + t.text() + "'", t.pos());
                    }
                case LPAREN: {
                    Expr e = comparison();
                    expect(Kind.RPAREN);
                    return e;
                }
                case IDENT:
                    if (t.text().equals("let")) {
                        Token name = next();
                        if (name.kind() != Kind.IDENT) throw new SyntaxError("expected name after let", name.pos());
                        if (!isOp("=")) throw new SyntaxError("expected = in let", peek().pos());
                        next();
                        Expr value = comparison();
                        Token in = next();
                        if (!in.text().equals("in")) throw new SyntaxError("expected in", in.pos());
                        return new Let(name.text(), value, comparison());
                    }
                    if (t.text().equals("if")) {
                        Expr c = comparison();
                        Token then = next();
                        if (!then.text().equals("then")) throw new SyntaxError("expected then", then.pos());
                        Expr a = comparison();
                        Token els = next();
                        if (!els.text().equals("else")) throw new SyntaxError("expected else", els.pos());
                        return new If(c, a, comparison());
                    }
                    if (peek().kind() == Kind.LPAREN) {
                        next();
                        List<Expr> args = new ArrayList<>();
                        if (peek().kind() != Kind.RPAREN) {
                            args.add(comparison());
                            while (peek().kind() == Kind.COMMA) {
                                next();
                                args.add(comparison());
                            }
                        }
                        expect(Kind.RPAREN);
                        return new Call(t.text(), args);
                    }
                    return new Var(t.text());
                default:
                    throw new SyntaxError("unexpected " + t.kind() + (t.text().isEmpty() ? "" : " '" + t.text() + "'"), t.pos());
            }
        }
    }

    record Function(List<String> params, Expr body) {
    }

    static final Map<String, Function> FUNCTIONS = new HashMap<>();

    static double eval(Expr e, Map<String, Double> env) {
        if (e instanceof Num n) return n.value();
        if (e instanceof Var v) {
            Double d = env.get(v.name());
            if (d == null) throw new IllegalStateException("unknown variable " + v.name());
            return d;
        }
        if (e instanceof Neg n) return -eval(n.operand(), env);
        if (e instanceof Let l) {
            Map<String, Double> inner = new HashMap<>(env);
            inner.put(l.name(), eval(l.value(), env));
            return eval(l.body(), inner);
        }
        if (e instanceof If i) return eval(i.cond(), env) != 0 ? eval(i.then(), env) : eval(i.otherwise(), env);
        if (e instanceof Call c) {
            List<Double> args = new ArrayList<>();
            for (Expr a : c.args()) args.add(eval(a, env));
            switch (c.name()) {
                case "sqrt": return Math.sqrt(args.get(0));
                case "max": return args.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
                case "abs": return Math.abs(args.get(0));
                default:
            }
            Function f = FUNCTIONS.get(c.name());
            if (f == null) throw new IllegalStateException("unknown function " + c.name());
            if (f.params().size() != args.size()) throw new IllegalStateException(c.name() + " expects " + f.params().size() + " arguments, got " + args.size());
            Map<String, Double> frame = new HashMap<>();
            for (int i = 0; i < args.size(); i++) frame.put(f.params().get(i), args.get(i));
            return eval(f.body(), frame);
        }
        Bin b = (Bin) e;
        double l = eval(b.left(), env);
        double r = eval(b.right(), env);
        return switch (b.op()) {
            case '+' -> l + r;
            case '-' -> l - r;
            case '*' -> l * r;
            case '/' -> {
                if (r == 0) throw new ArithmeticException("division by zero");
                yield l / r;
            }
            case '%' -> l % r;
            case '^' -> Math.pow(l, r);
            case '<' -> l < r ? 1 : 0;
            case '>' -> l > r ? 1 : 0;
            case '=' -> l == r ? 1 : 0;
            default -> throw new IllegalStateException("bad operator " + b.op());
        };
    }

    static Expr fold(Expr e) {
        if (e instanceof Bin b) {
            Expr l = fold(b.left());
            Expr r = fold(b.right());
            if (l instanceof Num && r instanceof Num && b.op() != '/') return new Num(eval(new Bin(b.op(), l, r), Map.of()));
            return new Bin(b.op(), l, r);
        }
        if (e instanceof Neg n) {
            Expr o = fold(n.operand());
            return o instanceof Num num ? new Num(-num.value()) : new Neg(o);
        }
        return e;
    }

    static String show(Expr e) {
        if (e instanceof Num n) return n.value() == Math.rint(n.value()) && Math.abs(n.value()) < 1e15 ? String.valueOf((long) n.value()) : String.valueOf(n.value());
        if (e instanceof Var v) return v.name();
        if (e instanceof Neg n) return "(-" + show(n.operand()) + ")";
        if (e instanceof Bin b) return "(" + show(b.left()) + " " + b.op() + " " + show(b.right()) + ")";
        if (e instanceof Call c) return c.name() + c.args().stream().map(ExpressionEvaluator::show).toList();
        if (e instanceof Let l) return "let " + l.name() + " = " + show(l.value()) + " in " + show(l.body());
        If i = (If) e;
        return "if " + show(i.cond()) + " then " + show(i.then()) + " else " + show(i.otherwise());
    }

    static void define(String name, String body, String... params) {
        FUNCTIONS.put(name, new Function(List.of(params), new Parser(lex(body)).parseProgram()));
    }

    public static void main(String[] args) {
        define("fact", "if n < 2 then 1 else n * fact(n - 1)", "n");
        define("fib", "if n < 2 then n else fib(n - 1) + fib(n - 2)", "n");
        define("hyp", "sqrt(a*a + b*b)", "a", "b");
        Map<String, Double> env = new HashMap<>(Map.of("x", 3.0, "y", 4.5, "zero", 0.0));
        String[] programs = {
            "1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-2 ^ 2", "10 % 4 + x * y", "let a = 5 in a * a + x", "fact(10)", "fib(15)", "hyp(x, 4)",
            "max(1, x, y, 2)", "if x > 2 then 100 else 200", "1 / 3", "0.1 + 0.2", "2 * (3 + 4) - x / 2", "let x = 10 in let y = x * 2 in x + y",
            "1 / zero", "unknown + 1", "fact(1, 2)", "nope(3)", "3 +", "(1 + 2", "4 $ 5", "1.2.3 + 1", "let = 4", ") 1", "1 2",
        };
        for (String src : programs) {
            try {
                Expr ast = new Parser(lex(src)).parseProgram();
                double v = eval(ast, env);
                System.out.println(src + " => " + show(ast) + " => folded " + show(fold(ast)) + " = " + v);
            } catch (SyntaxError e) {
                System.out.println(src + " => syntax error: " + e.getMessage());
            } catch (ArithmeticException | IllegalStateException e) {
                System.out.println(src + " => runtime error: " + e.getMessage());
            }
        }
    }
}
