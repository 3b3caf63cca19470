import type { BinaryOp, Expr, Ref, Stmt } from './ast';
import { HgsError, HgsLimitError, type Budget } from './limits';
import {
  HgsArray,
  HgsRecord,
  concat,
  equal,
  long,
  show,
  toArray,
  toBool,
  toDouble,
  toInt,
  toLong,
  toMap,
  typeName,
  type HgsFunction,
  type Value,
} from './values';

/**
 * Variables, as Digital's Context keeps them: a scope per `if`, per loop pass and per function
 * call, each looking up through the scopes around it; the outermost one finds the language's own
 * functions.
 */
export class Scope {
  private readonly vars = new Map<string, Value>();
  constructor(
    private readonly parent: Scope | undefined,
    private readonly builtins: ReadonlyMap<string, Value> = parent?.builtins ?? new Map(),
  ) {}

  get root(): Scope {
    return this.parent ? this.parent.root : this;
  }

  /** The variables declared in this scope itself, in the order declared. */
  own(): ReadonlyMap<string, Value> {
    return this.vars;
  }

  has(name: string): boolean {
    return this.vars.has(name) || (this.parent?.has(name) ?? false);
  }

  get(name: string): Value {
    const v = this.vars.get(name);
    if (v !== undefined) return v;
    if (this.parent) return this.parent.get(name);
    const b = this.builtins.get(name);
    if (b !== undefined) return b;
    throw new HgsError(`the variable '${name}' is not declared (declare it with ${name} := …)`);
  }

  set(name: string, value: Value): void {
    const v = this.vars.get(name);
    if (v === undefined) {
      if (this.parent) return this.parent.set(name, value);
      throw new HgsError(`the variable '${name}' is not declared (declare it with ${name} := …)`);
    }
    if (kindOf(v) !== kindOf(value)) {
      throw new HgsError(`the variable '${name}' holds ${typeName(v)}; it cannot be given ${typeName(value)}`);
    }
    this.vars.set(name, value);
  }

  declare(name: string, value: Value): void {
    if (this.vars.has(name))
      throw new HgsError(`the variable '${name}' is declared twice (assign it with ${name} = …)`);
    this.vars.set(name, value);
  }
}

function kindOf(v: Value): string {
  return typeof v === 'object' ? (v instanceof HgsArray ? 'array' : v.kind) : typeof v;
}

/** A `return` on its way out of a function. */
class Return extends Error {
  constructor(readonly value: Value) {
    super('return');
  }
}

/** The language's own `isPresent(x)`: true when x can be evaluated (its argument is not evaluated beforehand). */
export const IS_PRESENT: HgsFunction = {
  kind: 'function',
  name: 'isPresent',
  arity: 1,
  call: () => {
    throw new HgsError('isPresent cannot be called this way');
  },
};

/** Runs statements and evaluates expressions, counting each step against the shared budget. */
export class Interpreter {
  constructor(private readonly budget: Budget) {}

  /** Runs a program in a scope; a `return` outside a function is an error, as in Digital. */
  run(program: readonly Stmt[], scope: Scope): void {
    try {
      for (const s of program) this.exec(s, scope);
    } catch (e) {
      if (e instanceof Return) throw new HgsError('"return" is allowed only in a function');
      throw e;
    }
  }

  private exec(s: Stmt, c: Scope): void {
    try {
      this.execInner(s, c);
    } catch (e) {
      if (e instanceof HgsError && e.line === undefined) e.line = s.line;
      throw e;
    }
  }

  private execInner(s: Stmt, c: Scope): void {
    this.budget.step();
    switch (s.k) {
      case 'declare': {
        const value = this.value(s.value, c);
        if (s.exported && s.ref.k === 'var') c.root.declare(s.ref.name, value);
        else this.declare(s.ref, c, value);
        return;
      }
      case 'assign':
        this.set(s.ref, c, this.value(s.value, c));
        return;
      case 'step':
        this.set(s.ref, c, long(toLong(this.get(s.ref, c)) + s.delta));
        return;
      case 'eval':
        this.call(s.ref, c);
        return;
      case 'if': {
        const inner = new Scope(c);
        if (toBool(this.value(s.cond, inner))) this.exec(s.then, inner);
        else if (s.otherwise) this.exec(s.otherwise, inner);
        return;
      }
      case 'for': {
        const inner = new Scope(c);
        this.exec(s.init, inner);
        while (toBool(this.value(s.cond, inner))) {
          this.exec(s.body, new Scope(inner));
          this.exec(s.next, inner);
        }
        return;
      }
      case 'while':
        while (toBool(this.value(s.cond, c))) this.exec(s.body, new Scope(c));
        return;
      case 'repeat':
        do this.exec(s.body, new Scope(c));
        while (!toBool(this.value(s.cond, c)));
        return;
      case 'block':
        for (const x of s.body) this.exec(x, c);
        return;
      case 'return':
        throw new Return(this.value(s.value, c));
      case 'func':
        c.declare(s.name, this.function(s.name, s.params, s.body, c));
        return;
    }
  }

  private function(name: string, params: readonly string[], body: Stmt, captured: Scope): HgsFunction {
    return {
      kind: 'function',
      name,
      arity: params.length,
      call: (args) =>
        this.budget.call(() => {
          const scope = new Scope(captured);
          params.forEach((p, i) => scope.declare(p, args[i]!));
          try {
            this.exec(body, scope);
            return undefined;
          } catch (e) {
            if (e instanceof Return) return e.value;
            throw e;
          }
        }),
    };
  }

  /** An expression's value; an error where it gives none (a function that returns nothing). */
  value(e: Expr, c: Scope): Value {
    const v = this.evaluate(e, c);
    if (v === undefined) throw new HgsError('this gives no value (a function that returns nothing?)');
    return v;
  }

  private evaluate(e: Expr, c: Scope): Value | undefined {
    this.budget.step();
    switch (e.k) {
      case 'literal':
        return e.value;
      case 'ref':
        return this.call(e.ref, c);
      case 'binary': {
        const v = binary(e.op, this.value(e.a, c), this.value(e.b, c));
        if (typeof v === 'string') this.budget.allocate(v.length);
        return v;
      }
      case 'neg': {
        const v = this.value(e.e, c);
        return typeof v === 'number' ? -v : long(-toLong(v));
      }
      case 'not': {
        const v = this.value(e.e, c);
        return typeof v === 'bigint' || typeof v === 'number' ? long(~toLong(v)) : !toBool(v);
      }
      case 'list':
        this.budget.allocate(e.items.length);
        return new HgsArray(e.items.map((i) => this.value(i, c)));
      case 'record': {
        const r = new HgsRecord();
        for (const [k, x] of e.fields) r.put(k, this.value(x, c));
        return r;
      }
      case 'func':
        return this.function('function', e.params, e.body, c);
    }
  }

  /** A reference's value, calling it when it is a call (which may give nothing). */
  private call(r: Ref, c: Scope): Value | undefined {
    if (r.k !== 'call') return this.get(r, c);
    const f = this.get(r.of, c);
    if (typeof f !== 'object' || f.kind !== 'function') {
      throw new HgsError(`${describe(r.of)} is not a function, it is ${typeName(f)}`);
    }
    if (f.arity >= 0 && f.arity !== r.args.length) {
      throw new HgsError(`${f.name} takes ${f.arity} argument${f.arity === 1 ? '' : 's'}, not ${r.args.length}`);
    }
    if (f === IS_PRESENT) {
      try {
        this.value(r.args[0]!, c);
        return true;
      } catch (e) {
        if (e instanceof HgsError && !(e instanceof HgsLimitError)) return false;
        throw e;
      }
    }
    const result = f.call(r.args.map((a) => this.value(a, c)));
    if (typeof result === 'string') this.budget.allocate(result.length);
    else if (result instanceof HgsArray) this.budget.allocate(result.items.length);
    return result;
  }

  private get(r: Ref, c: Scope): Value {
    switch (r.k) {
      case 'var':
        return c.get(r.name);
      case 'index': {
        const i = Number(toInt(this.value(r.index, c)));
        const a = toArray(this.get(r.of, c));
        if (i < 0 || i >= a.items.length) throw outOfBounds(r, i, a);
        return a.items[i]!;
      }
      case 'field': {
        const v = toMap(this.get(r.of, c)).get(r.name);
        if (v === undefined) throw new HgsError(`${describe(r)} is not there: ${describe(r.of)} has no '${r.name}'`);
        return v;
      }
      case 'call': {
        const v = this.call(r, c);
        if (v === undefined) throw new HgsError(`${describe(r.of)}(…) gives no value`);
        return v;
      }
    }
  }

  private set(r: Ref, c: Scope, value: Value): void {
    switch (r.k) {
      case 'var':
        return c.set(r.name, value);
      case 'index': {
        const i = Number(toInt(this.value(r.index, c)));
        const a = toArray(this.get(r.of, c));
        if (i < 0 || i >= a.items.length) throw outOfBounds(r, i, a);
        a.items[i] = value;
        return;
      }
      case 'field': {
        const m = toMap(this.get(r.of, c));
        if (m instanceof HgsRecord && m.get(r.name) === undefined) {
          throw new HgsError(`${describe(r)} is not declared (declare it with ${describe(r)} := …)`);
        }
        m.put(r.name, value);
        return;
      }
      case 'call':
        throw new HgsError(`the result of ${describe(r.of)}(…) cannot be assigned to`);
    }
  }

  private declare(r: Ref, c: Scope, value: Value): void {
    switch (r.k) {
      case 'var':
        return c.declare(r.name, value);
      case 'index': {
        const i = Number(toInt(this.value(r.index, c)));
        const a = toArray(this.get(r.of, c));
        if (i < 0 || i > a.items.length) throw outOfBounds(r, i, a);
        this.budget.allocate(1);
        a.push(value);
        return;
      }
      case 'field':
        return toMap(this.get(r.of, c)).declare(r.name, value);
      case 'call':
        throw new HgsError(`the result of ${describe(r.of)}(…) cannot be assigned to`);
    }
  }
}

function outOfBounds(r: Ref, i: number, a: HgsArray): HgsError {
  return new HgsError(`${describe(r)}: index ${i} is outside the array (it has ${a.items.length} items)`);
}

/** A reference as the code writes it, for messages ("args.bits", "a[…]"). */
export function describe(r: Ref): string {
  switch (r.k) {
    case 'var':
      return r.name;
    case 'index':
      return `${describe(r.of)}[…]`;
    case 'field':
      return `${describe(r.of)}.${r.name}`;
    case 'call':
      return `${describe(r.of)}(…)`;
  }
}

const isNumber = (v: Value): v is bigint | number => typeof v === 'bigint' || typeof v === 'number';

/** A binary operator as Digital's Value class applies it. */
export function binary(op: BinaryOp, a: Value, b: Value): Value {
  const anyDouble = typeof a === 'number' || typeof b === 'number';
  switch (op) {
    case '|':
    case '^':
    case '&': {
      if (isNumber(a) && isNumber(b)) {
        const [x, y] = [toLong(a), toLong(b)];
        return op === '|' ? x | y : op === '^' ? x ^ y : x & y;
      }
      const [x, y] = [toBool(a), toBool(b)];
      return op === '|' ? x || y : op === '^' ? x !== y : x && y;
    }
    case '=':
      return equal(a, b);
    case '!=':
      return !equal(a, b);
    case '+':
      if (anyDouble) return toDouble(a) + toDouble(b);
      if (isNumber(a) && isNumber(b)) return long(toLong(a) + toLong(b));
      if (typeof a === 'string' || typeof b === 'string') return concat(show(a), show(b));
      throw new HgsError(`"+" adds numbers or joins texts, not ${typeName(a)} and ${typeName(b)}`);
    case '-':
    case '*':
    case '/': {
      if (anyDouble) {
        const [x, y] = [toDouble(a), toDouble(b)];
        return op === '-' ? x - y : op === '*' ? x * y : x / y;
      }
      if (!isNumber(a) || !isNumber(b)) {
        throw new HgsError(`"${op}" needs two numbers, not ${typeName(a)} and ${typeName(b)}`);
      }
      const [x, y] = [toLong(a), toLong(b)];
      if (op === '/' && y === 0n) throw new HgsError('division by zero');
      return long(op === '-' ? x - y : op === '*' ? x * y : x / y);
    }
    case '%': {
      const [x, y] = [toLong(a), toLong(b)];
      if (y === 0n) throw new HgsError('division by zero (in "%")');
      return long(x % y);
    }
    case '<':
    case '<=':
    case '>':
    case '>=': {
      const [x, y] = op === '<' || op === '<=' ? [a, b] : [b, a];
      const strict = op === '<' || op === '>';
      if (anyDouble) return strict ? toDouble(x) < toDouble(y) : toDouble(x) <= toDouble(y);
      if (isNumber(x) && isNumber(y)) return strict ? toLong(x) < toLong(y) : toLong(x) <= toLong(y);
      if (typeof x === 'string' && typeof y === 'string') return strict ? x < y : x <= y;
      throw new HgsError(`"${op}" compares numbers or texts, not ${typeName(a)} and ${typeName(b)}`);
    }
    case '<<':
      return long(toLong(a) << (toLong(b) & 63n));
    case '>>':
      return long(BigInt.asUintN(64, toLong(a)) >> (toLong(b) & 63n));
  }
}
