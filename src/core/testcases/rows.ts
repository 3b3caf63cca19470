import { evaluate, TestRunError, type Scope } from './expression';
import { MAX_LOOP_COUNT, type Statement, type TestProgram, type TestValue } from './program';

/** One row as it runs: its values, one per header signal, and where it was written. */
export interface EmittedRow {
  readonly line: number;
  readonly values: readonly TestValue[];
  /** The loop and `let` variables in effect ("n=3, i=1"), for the messages; empty at the top level. */
  variables(): string;
}

/** The variables of a test: loops and `let` nest like Digital's contexts; unknown names go to the circuit. */
class Variables {
  private readonly own = new Map<string, bigint>();

  constructor(private readonly parent: Variables | undefined) {}

  set(name: string, value: bigint): void {
    this.own.set(name, value);
  }

  lookup(name: string): bigint | undefined {
    return this.own.get(name) ?? this.parent?.lookup(name);
  }

  describe(): string {
    const outer = this.parent?.describe() ?? '';
    const mine = [...this.own].map(([k, v]) => `${k}=${v}`).join(', ');
    return outer && mine ? `${outer}, ${mine}` : outer || mine;
  }
}

/** Where a test's expressions read what is not a variable: the circuit's outputs, as they are now. */
export interface SignalReader {
  /** The value of an output by name, or undefined when it names none (or reads X/Z). */
  read(name: string): bigint | undefined;
  /** The next pseudo-random value; `reset` starts the sequence again. */
  random(): bigint;
  resetRandom(): void;
}

/** Stops a `while` that never ends (it reads the circuit, which the test may never change). */
export const MAX_WHILE_ROUNDS = MAX_LOOP_COUNT;

/**
 * The rows a test produces, one at a time, so that a `while` reads the circuit as the rows before
 * it left it (the caller runs each row before asking for the next). Errors (an unknown variable, a
 * row with the wrong number of values) are {@link TestRunError}s naming the line.
 */
export function* emitRows(program: TestProgram, signals: SignalReader): Generator<EmittedRow> {
  yield* statements(program.body, new Variables(undefined), program.names.length, signals);
}

function* statements(
  list: readonly Statement[],
  vars: Variables,
  width: number,
  signals: SignalReader,
): Generator<EmittedRow> {
  const scope = (line: number): Scope => ({
    get: (name, at, column) => {
      const own = vars.lookup(name);
      if (own !== undefined) return own;
      const signal = signals.read(name);
      if (signal !== undefined) return signal;
      throw new TestRunError(`${name} is neither a variable nor an output with a 0/1 value.`, at || line, column);
    },
    random: () => signals.random(),
  });
  for (const s of list) {
    switch (s.kind) {
      case 'let':
        vars.set(s.name, evaluate(s.expr, scope(s.line)));
        break;
      case 'resetRandom':
        signals.resetRandom();
        break;
      case 'loop': {
        const inner = new Variables(vars);
        for (let i = 0; i < s.count; i++) {
          inner.set(s.variable, BigInt(i));
          yield* statements(s.body, inner, width, signals);
        }
        break;
      }
      case 'while': {
        let rounds = 0;
        while (evaluate(s.condition, scope(s.line)) !== 0n) {
          if (++rounds > MAX_WHILE_ROUNDS)
            throw new TestRunError(
              `this while ran ${MAX_WHILE_ROUNDS.toLocaleString('en-US')} times without its condition becoming 0.`,
              s.line,
            );
          yield* statements(s.body, vars, width, signals);
        }
        break;
      }
      case 'row': {
        const values: TestValue[] = [];
        for (const cell of s.cells) {
          if (cell.kind === 'value') values.push(cell.value);
          else if (cell.kind === 'expr')
            values.push({ kind: 'number', value: evaluate(cell.expr, scope(cell.line)), computed: true });
          else {
            const value = evaluate(cell.expr, scope(cell.line));
            for (let bit = cell.count - 1; bit >= 0; bit--)
              values.push({ kind: 'number', value: (value >> BigInt(bit)) & 1n });
          }
        }
        if (values.length !== width)
          throw new TestRunError(
            `this row has ${values.length} value${values.length === 1 ? '' : 's'}, but the header names ${width} signals.`,
            s.line,
          );
        yield { line: s.line, values, variables: () => vars.describe() };
        break;
      }
    }
  }
}
