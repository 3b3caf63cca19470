import { fail, ok, type Result } from '../../shared/errors';
import { evaluate, FUNCTIONS, PRECEDENCE, TestRunError, type BinaryOperator, type Expr } from './expression';
import { decodeNumber } from './numbers';
import { MAX_LOOP_COUNT, type Cell, type Placed, type Statement, type TestProgram } from './program';
import { Tokenizer, type Token, type TokenKind } from './tokenizer';

/** A text that is not a valid test: where, and what is wrong there. */
export class TestSyntaxError extends Error {
  constructor(
    readonly reason: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(`Line ${line}, column ${column}: ${reason}`);
  }
}

/**
 * Parses a test in Digital's test-case language (its own parser's grammar, rewritten): a header of
 * signal names, then rows of values, `repeat(n)`, `loop(i, n) … end loop`, `while(expr) … end
 * while`, `let`, `declare`, `init`, `memory`, `program`, `resetRandom`. A failure names the line and
 * column and says what was expected.
 */
export function parseTest(text: string): Result<TestProgram> {
  try {
    return ok(new TestParser(text).parse());
  } catch (error) {
    if (error instanceof TestSyntaxError) {
      return fail('INVALID_INPUT', error.message, HINT);
    }
    throw error;
  }
}

const HINT =
  'The first line names the signals (labels of switches, clocks, ports, LEDs, probes); each row gives one value per signal: 0, 1, X (any), Z, C (a clock pulse), a number (0x… hex, 0b… binary), bits(n, expr) or (expr). See docs/TESTS.md.';

class TestParser {
  private readonly tok: Tokenizer;
  private readonly names: Placed[] = [];
  private readonly declares: (Placed & { expr: Expr })[] = [];
  private readonly inits: (Placed & { value: bigint })[] = [];
  private readonly memories: (Placed & { address: bigint; value: bigint })[] = [];
  private program: { words: bigint[]; line: number } | undefined;

  constructor(text: string) {
    this.tok = new Tokenizer(text);
  }

  parse(): TestProgram {
    const header = this.tok.headerNames();
    if (header.length === 0) {
      const at = this.tok.peek();
      throw new TestSyntaxError('the test has no header: its first line must name the signals.', at.line, at.column);
    }
    for (const name of header) {
      const twice = this.names.find((n) => n.name === name.text);
      if (twice)
        throw new TestSyntaxError(`the signal ${name.text} is named twice in the header.`, name.line, name.column);
      this.names.push({ name: name.text, line: name.line, column: name.column });
    }
    const body = this.statements(undefined);
    return {
      names: this.names,
      body,
      declares: this.declares,
      inits: this.inits,
      memories: this.memories,
      ...(this.program ? { program: this.program } : {}),
    };
  }

  /** Statements up to `end <until>` (or the end of the text at the top level). */
  private statements(until: 'loop' | 'while' | undefined): Statement[] {
    const list: Statement[] = [];
    for (;;) {
      const t = this.tok.peek();
      // Any other token is no statement (the default): a string, not the union, so it may have one.
      const kind: string = t.kind;
      switch (kind) {
        case 'eol':
          this.tok.next();
          break;
        case 'eof':
          if (until) throw new TestSyntaxError(`the ${until} has no "end ${until}".`, t.line, t.column);
          return list;
        case 'bits':
        case '(':
        case 'ident':
        case 'number':
          list.push(this.row());
          break;
        case 'end': {
          this.tok.next();
          const what = this.tok.next();
          if (!until) throw unexpected(t, 'a row or a statement (there is no loop to end here)');
          if (what.kind !== until) throw unexpected(what, `"${until}" (to end the ${until})`);
          return list;
        }
        case 'let': {
          this.tok.next();
          const name = this.expect('ident', 'a variable name');
          this.expect('=', '"="');
          const expr = this.expression();
          this.expect(';', '";" at the end of the let');
          list.push({ kind: 'let', name: name.text, expr, line: t.line });
          break;
        }
        case 'resetRandom':
          this.tok.next();
          this.expect(';', '";" after resetRandom');
          list.push({ kind: 'resetRandom', line: t.line });
          break;
        case 'repeat': {
          this.tok.next();
          this.expect('(', '"(" after repeat');
          const count = this.constant('repeat');
          this.expect(')', '")"');
          const row = this.row();
          list.push({ kind: 'loop', variable: 'n', count, body: [row], line: t.line });
          break;
        }
        case 'loop': {
          this.tok.next();
          this.expect('(', '"(" after loop');
          const variable = this.expect('ident', 'the loop variable');
          this.expect(',', '"," after the loop variable');
          const count = this.constant('loop');
          this.expect(')', '")"');
          list.push({ kind: 'loop', variable: variable.text, count, body: this.statements('loop'), line: t.line });
          break;
        }
        case 'while': {
          this.tok.next();
          this.expect('(', '"(" after while');
          const condition = this.expression();
          this.expect(')', '")"');
          list.push({ kind: 'while', condition, body: this.statements('while'), line: t.line });
          break;
        }
        case 'declare': {
          this.tok.next();
          const name = this.expect('ident', 'the name of the declared signal');
          this.expect('=', '"="');
          const expr = this.expression();
          this.expect(';', '";" at the end of the declare');
          if (this.declares.some((d) => d.name === name.text))
            throw new TestSyntaxError(`${name.text} is declared twice.`, name.line, name.column);
          this.declares.push({ name: name.text, line: name.line, column: name.column, expr });
          break;
        }
        case 'init': {
          this.tok.next();
          const name = this.expect('ident', 'the label of a register');
          this.expect('=', '"="');
          const negative = this.tok.peek().kind === '-';
          if (negative) this.tok.next();
          const value = this.number();
          this.expect(';', '";" at the end of the init');
          this.inits.push({ name: name.text, line: name.line, column: name.column, value: negative ? -value : value });
          break;
        }
        case 'memory': {
          this.tok.next();
          const name = this.expect('ident', 'the label of a memory');
          this.expect('(', '"(" before the address');
          const address = this.number();
          this.expect(')', '")" after the address');
          this.expect('=', '"="');
          const value = this.number();
          this.expect(';', '";" at the end of the memory line');
          this.memories.push({ name: name.text, line: name.line, column: name.column, address, value });
          break;
        }
        case 'program': {
          this.tok.next();
          this.expect('(', '"(" after program');
          const words: bigint[] = [];
          for (;;) {
            words.push(this.number());
            const sep = this.tok.next();
            if (sep.kind === ')') break;
            if (sep.kind !== ',') throw unexpected(sep, '"," or ")"');
          }
          this.program = { words, line: t.line };
          break;
        }
        default:
          throw unexpected(t, 'a row or a statement');
      }
    }
  }

  /** One row: cells up to the end of the line. */
  private row(): Statement {
    const first = this.tok.peek();
    const cells: Cell[] = [];
    for (;;) {
      const t = this.tok.next();
      const at = { line: t.line, column: t.column };
      const kind: string = t.kind;
      switch (kind) {
        case 'number':
          cells.push({ kind: 'value', value: { kind: 'number', value: this.decode(t) }, ...at });
          break;
        case 'ident': {
          const word = t.text.toUpperCase();
          if (word === 'X' || word === 'Z' || word === 'C') {
            cells.push({ kind: 'value', value: { kind: word === 'X' ? 'x' : word === 'Z' ? 'z' : 'clock' }, ...at });
            break;
          }
          const value = decodeNumber(word, false);
          if (value === undefined) throw new TestSyntaxError(`"${t.text}" is not a value.`, t.line, t.column);
          cells.push({ kind: 'value', value: { kind: 'number', value }, ...at });
          break;
        }
        case 'bits': {
          this.expect('(', '"(" after bits');
          const count = this.constant('bits');
          if (count < 1 || count > 64)
            throw new TestSyntaxError(`bits(${count}, …) takes 1 to 64 bits.`, t.line, t.column);
          this.expect(',', '"," after the number of bits');
          const expr = this.expression();
          this.expect(')', '")"');
          cells.push({ kind: 'bits', count, expr, ...at });
          break;
        }
        case '(': {
          const expr = this.expression();
          this.expect(')', '")"');
          cells.push({ kind: 'expr', expr, ...at });
          break;
        }
        case 'eol':
        case 'eof':
          return { kind: 'row', line: first.line, cells };
        default:
          throw unexpected(t, 'a value (0, 1, X, Z, C, a number, bits(…) or (expression))');
      }
    }
  }

  private expression(level = 0): Expr {
    if (level >= PRECEDENCE.length) return this.operand();
    let left = this.expression(level + 1);
    const operators: readonly string[] = PRECEDENCE[level]!;
    for (;;) {
      const t = this.tok.peek();
      if (!operators.includes(t.kind)) return left;
      this.tok.next();
      const right = this.expression(level + 1);
      left = { kind: 'binary', op: t.kind as BinaryOperator, left, right, line: t.line };
    }
  }

  private operand(): Expr {
    const t = this.tok.next();
    const kind: string = t.kind;
    switch (kind) {
      case 'ident': {
        if (this.tok.peek().kind !== '(') return { kind: 'name', name: t.text, line: t.line, column: t.column };
        const args: Expr[] = [];
        do {
          this.tok.next();
          args.push(this.expression());
        } while (this.tok.peek().kind === ',');
        this.expect(')', '")" after the arguments');
        const count = FUNCTIONS[t.text];
        if (count === undefined)
          throw new TestSyntaxError(
            `there is no function ${t.text} (there are signExt(bits, value), random(max) and ite(condition, then, else)).`,
            t.line,
            t.column,
          );
        if (count !== args.length)
          throw new TestSyntaxError(`${t.text} takes ${count} arguments, not ${args.length}.`, t.line, t.column);
        return { kind: 'call', name: t.text as 'signExt' | 'random' | 'ite', args, line: t.line, column: t.column };
      }
      case 'number':
        return { kind: 'number', value: this.decode(t) };
      case '-':
      case '~':
      case '!':
        return { kind: 'unary', op: kind, arg: this.operand() };
      case '(': {
        const inner = this.expression();
        this.expect(')', '")"');
        return inner;
      }
      default:
        throw unexpected(t, 'a number, a name or "("');
    }
  }

  /** A count written as a constant expression (no variables: it is known before the test runs). */
  private constant(what: string): number {
    const expr = this.expression();
    const at = this.tok.peek();
    let value: bigint;
    try {
      value = evaluate(expr, {
        get: (name, line, column) => {
          throw new TestRunError(`the count of ${what} must be a constant; ${name} is a variable.`, line, column);
        },
        random: () => 0n,
      });
    } catch (error) {
      if (error instanceof TestRunError) throw new TestSyntaxError(error.message, error.line || at.line, error.column);
      throw error;
    }
    if (value < 0n || value > BigInt(MAX_LOOP_COUNT))
      throw new TestSyntaxError(
        `${what} runs 0 to ${MAX_LOOP_COUNT.toLocaleString('en-US')} times, not ${value}.`,
        at.line,
        at.column,
      );
    return Number(value);
  }

  private number(): bigint {
    return this.decode(this.expect('number', 'a number'));
  }

  private decode(t: Token): bigint {
    const value = decodeNumber(t.text);
    if (value === undefined) throw new TestSyntaxError(`"${t.text}" is not a number.`, t.line, t.column);
    return value;
  }

  private expect(kind: TokenKind, what: string): Token {
    const t = this.tok.next();
    if (t.kind !== kind) throw unexpected(t, what);
    return t;
  }
}

function unexpected(t: Token, expected: string): TestSyntaxError {
  const found =
    t.kind === 'eol'
      ? 'the end of the line'
      : t.kind === 'eof'
        ? 'the end of the test'
        : t.kind === 'ident' || t.kind === 'number' || t.kind === 'unknown'
          ? `"${t.text}"`
          : `"${t.kind}"`;
  return new TestSyntaxError(`expected ${expected}, found ${found}.`, t.line, t.column);
}
