import type { BinaryOp, Expr, Ref, Stmt } from './ast';
import { HgsError, MAX_CODE_LENGTH, MAX_SYNTAX_DEPTH } from './limits';
import { tokenize, type Token, type TokenKind } from './tokens';
import { PRECEDENCE } from '../../../testcases/expression';

/**
 * Digital's operator levels, loosest first (the test language's, which is Digital's too); `-` and
 * `!` before a value bind tighter than all.
 */
const LEVELS: readonly (readonly BinaryOp[])[] = PRECEDENCE;

/**
 * Parses generic code (a list of statements) into its syntax tree; an {@link HgsError} with the
 * line for code that is not Digital's language, longer than {@link MAX_CODE_LENGTH} or nested
 * deeper than {@link MAX_SYNTAX_DEPTH}.
 */
export function parse(code: string): Stmt[] {
  if (code.length > MAX_CODE_LENGTH) {
    throw new HgsError(`the code is longer than ${MAX_CODE_LENGTH.toLocaleString('en')} characters`);
  }
  return new Parser(tokenize(code)).program();
}

class Parser {
  private pos = 0;
  private depth = 0;
  constructor(private readonly tokens: readonly Token[]) {}

  program(): Stmt[] {
    const body: Stmt[] = [];
    while (this.peek().kind !== 'eof') body.push(this.statement(true));
    return body;
  }

  private peek(): Token {
    return this.tokens[this.pos]!;
  }

  private next(): Token {
    const t = this.tokens[this.pos]!;
    if (t.kind !== 'eof') this.pos++;
    return t;
  }

  private isOp(text: string): boolean {
    const t = this.peek();
    return t.kind === 'op' && t.text === text;
  }

  private nextIsOp(text: string): boolean {
    if (!this.isOp(text)) return false;
    this.pos++;
    return true;
  }

  private expectOp(text: string): void {
    const t = this.next();
    if (t.kind !== 'op' || t.text !== text) throw this.unexpected(t, `"${text}"`);
  }

  private expectIdent(): string {
    const t = this.next();
    if (t.kind !== 'ident') throw this.unexpected(t, 'a name');
    return t.text;
  }

  private unexpected(t: Token, wanted?: string): HgsError {
    const found = t.kind === 'eof' ? t.text : t.kind === 'string' ? `"${t.text}"` : `"${t.text}"`;
    return new HgsError(wanted ? `${wanted} is expected, not ${found}` : `${found} is not expected here`, t.line);
  }

  private nest<T>(run: () => T): T {
    if (++this.depth > MAX_SYNTAX_DEPTH) {
      throw new HgsError(`the code nests more than ${MAX_SYNTAX_DEPTH} levels deep`, this.peek().line);
    }
    try {
      return run();
    } finally {
      this.depth--;
    }
  }

  /** One statement; `full` false inside a for's brackets (no semicolon after it). */
  private statement(full: boolean): Stmt {
    return this.nest(() => this.statementInner(full));
  }

  private statementInner(full: boolean): Stmt {
    const t = this.next();
    const line = t.line;
    const end = () => {
      if (full) this.expectOp(';');
    };
    const kind: TokenKind = t.kind;
    switch (kind) {
      case 'export': {
        const name = this.expectIdent();
        this.expectOp(':');
        this.expectOp('=');
        const value = this.expression();
        end();
        return { k: 'declare', ref: { k: 'var', name }, value, exported: true, line };
      }
      case 'ident': {
        const ref = this.reference(t.text);
        const op = this.next();
        if (op.kind === 'op') {
          switch (op.text) {
            case ':': {
              this.expectOp('=');
              const value = this.expression();
              end();
              return { k: 'declare', ref, value, exported: false, line };
            }
            case '=': {
              const value = this.expression();
              end();
              return { k: 'assign', ref, value, line };
            }
            case '+':
            case '-': {
              this.expectOp(op.text);
              end();
              return { k: 'step', ref, delta: op.text === '+' ? 1n : -1n, line };
            }
            case ';':
              return { k: 'eval', ref, line };
          }
        }
        throw this.unexpected(op);
      }
      case 'if': {
        this.expectOp('(');
        const cond = this.expression();
        this.expectOp(')');
        const then = this.statement(true);
        if (this.peek().kind === 'else') {
          this.next();
          return { k: 'if', cond, then, otherwise: this.statement(true), line };
        }
        return { k: 'if', cond, then, line };
      }
      case 'for': {
        this.expectOp('(');
        const init = this.statement(false);
        this.expectOp(';');
        const cond = this.expression();
        this.expectOp(';');
        const step = this.statement(false);
        this.expectOp(')');
        return { k: 'for', init, cond, next: step, body: this.statement(true), line };
      }
      case 'while': {
        this.expectOp('(');
        const cond = this.expression();
        this.expectOp(')');
        return { k: 'while', cond, body: this.statement(true), line };
      }
      case 'repeat': {
        const body = this.statement(true);
        const u = this.next();
        if (u.kind !== 'until') throw this.unexpected(u, '"until"');
        const cond = this.expression();
        end();
        return { k: 'repeat', body, cond, line };
      }
      case 'return': {
        const value = this.expression();
        this.expectOp(';');
        return { k: 'return', value, line };
      }
      case 'func': {
        const name = this.expectIdent();
        const [params, body] = this.func();
        return { k: 'func', name, params, body, line };
      }
      case 'op':
        if (t.text === '{') {
          const body: Stmt[] = [];
          while (!this.nextIsOp('}')) {
            if (this.peek().kind === 'eof') throw this.unexpected(this.peek(), '"}"');
            body.push(this.statement(true));
          }
          return { k: 'block', body, line };
        }
        throw this.unexpected(t);
      case 'double':
      case 'else':
      case 'eof':
      case 'false':
      case 'int':
      case 'string':
      case 'true':
      case 'until':
        throw this.unexpected(t);
    }
  }

  private func(): [string[], Stmt] {
    this.expectOp('(');
    const params: string[] = [];
    if (!this.nextIsOp(')')) {
      params.push(this.expectIdent());
      while (!this.nextIsOp(')')) {
        this.expectOp(',');
        params.push(this.expectIdent());
      }
    }
    return [params, this.statement(true)];
  }

  private reference(name: string): Ref {
    let ref: Ref = { k: 'var', name };
    for (;;) {
      if (this.nextIsOp('[')) {
        ref = { k: 'index', of: ref, index: this.expression() };
        this.expectOp(']');
      } else if (this.nextIsOp('(')) {
        ref = { k: 'call', of: ref, args: this.argList() };
      } else if (this.nextIsOp('.')) {
        ref = { k: 'field', of: ref, name: this.expectIdent() };
      } else return ref;
    }
  }

  private argList(): Expr[] {
    const args: Expr[] = [];
    if (this.nextIsOp(')')) return args;
    args.push(this.expression());
    while (this.nextIsOp(',')) args.push(this.expression());
    this.expectOp(')');
    return args;
  }

  expression(level = 0): Expr {
    if (level >= LEVELS.length) return this.nest(() => this.primary());
    const ops = LEVELS[level]!;
    let a = this.expression(level + 1);
    for (;;) {
      const t = this.peek();
      const op = ops.find((o) => t.kind === 'op' && t.text === o);
      if (!op) return a;
      this.next();
      a = { k: 'binary', op, a, b: this.expression(level + 1) };
    }
  }

  private primary(): Expr {
    const t = this.next();
    switch (t.kind) {
      case 'ident':
        return { k: 'ref', ref: this.reference(t.text) };
      case 'int':
        return { k: 'literal', value: integer(t) };
      case 'double': {
        const d = Number(t.text);
        if (!/^[0-9]+\.[0-9]*([eE][0-9]+)?$/.test(t.text) || Number.isNaN(d)) {
          throw new HgsError(`"${t.text}" is not a number`, t.line);
        }
        return { k: 'literal', value: d };
      }
      case 'string':
        return { k: 'literal', value: t.text };
      case 'true':
      case 'false':
        return { k: 'literal', value: t.kind === 'true' };
      case 'func': {
        const [params, body] = this.func();
        return { k: 'func', params, body };
      }
      case 'op':
        switch (t.text) {
          case '-':
            return { k: 'neg', e: this.nest(() => this.primary()) };
          case '!':
            return { k: 'not', e: this.nest(() => this.primary()) };
          case '(': {
            const e = this.expression();
            this.expectOp(')');
            return e;
          }
          case '[': {
            const items: Expr[] = [];
            while (!this.nextIsOp(']')) {
              if (this.peek().kind === 'eof') throw this.unexpected(this.peek(), '"]"');
              items.push(this.expression());
              this.nextIsOp(',');
            }
            return { k: 'list', items };
          }
          case '{': {
            const fields: [string, Expr][] = [];
            while (!this.nextIsOp('}')) {
              const name = this.expectIdent();
              this.expectOp(':');
              fields.push([name, this.expression()]);
              if (!this.nextIsOp(',') && !this.isOp('}')) throw this.unexpected(this.peek(), '"," or "}"');
            }
            return { k: 'record', fields };
          }
        }
        throw this.unexpected(t);
      case 'else':
      case 'eof':
      case 'export':
      case 'for':
      case 'if':
      case 'repeat':
      case 'return':
      case 'until':
      case 'while':
        throw this.unexpected(t);
    }
  }
}

/** An integer as Digital reads it: decimal, `0x` hex, `0b` binary, a leading 0 octal; kept to 64 bits. */
function integer(t: Token): bigint {
  const text = t.text;
  let digits = text;
  let radix = 10;
  const m = /^0+(.*)$/.exec(text);
  if (m) {
    const rest = m[1]!;
    if (rest === '') return 0n;
    if (/^[xX]/.test(rest)) [digits, radix] = [rest.slice(1), 16];
    else if (/^[bB]/.test(rest)) [digits, radix] = [rest.slice(1), 2];
    else [digits, radix] = [rest, 8];
  }
  const valid = radix === 16 ? /^[0-9a-fA-F]+$/ : radix === 2 ? /^[01]+$/ : radix === 8 ? /^[0-7]+$/ : /^[0-9]+$/;
  if (!valid.test(digits)) throw new HgsError(`"${text}" is not a number`, t.line);
  let n = 0n;
  const big = BigInt(radix);
  for (const ch of digits) n = BigInt.asIntN(64, n * big + BigInt(Number.parseInt(ch, radix)));
  return n;
}
