/**
 * The tokens of Digital's test-case language, as Digital's own tokenizer reads them: spaces and
 * tabs separate, a line break is a token of its own, `#` starts a comment to the end of the line.
 * Every token knows its line and column (1-based) for the messages.
 */
export type TokenKind =
  | 'ident'
  | 'number'
  | 'eol'
  | 'eof'
  | '('
  | ')'
  | ','
  | ';'
  | '='
  | '!='
  | '&'
  | '|'
  | '^'
  | '+'
  | '-'
  | '*'
  | '/'
  | '%'
  | '<'
  | '<='
  | '>'
  | '>='
  | '<<'
  | '>>'
  | '~'
  | '!'
  | 'unknown'
  | Keyword;

/** Words with a meaning of their own (case matters, as in Digital). */
export const KEYWORDS = [
  'end',
  'loop',
  'repeat',
  'bits',
  'let',
  'resetRandom',
  'while',
  'declare',
  'program',
  'init',
  'memory',
] as const;
export type Keyword = (typeof KEYWORDS)[number];
const KEYWORD_SET: ReadonlySet<string> = new Set(KEYWORDS);

export interface Token {
  readonly kind: TokenKind;
  /** The text of an identifier, a number or an unknown character. */
  readonly text: string;
  readonly line: number;
  readonly column: number;
}

const SYMBOLS: Readonly<Record<string, TokenKind>> = {
  '(': '(',
  ')': ')',
  ',': ',',
  ';': ';',
  '=': '=',
  '&': '&',
  '|': '|',
  '^': '^',
  '+': '+',
  '-': '-',
  '*': '*',
  '/': '/',
  '%': '%',
  '~': '~',
};

const isIdentStart = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_';
const isDigit = (c: string) => c >= '0' && c <= '9';
const isHexLetter = (c: string) => (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
/** Characters that continue a number: digits, hex letters, the radix `x`, fixed point `:` and `.`. */
const inNumber = (c: string) => isDigit(c) || isHexLetter(c) || c === 'x' || c === 'X' || c === ':' || c === '.';

/** Reads a test text token by token, with one token of look-ahead. */
export class Tokenizer {
  private at = 0;
  private line = 1;
  private lineStart = 0;
  private peeked: Token | undefined;

  constructor(private readonly text: string) {}

  /** The next token, without taking it. */
  peek(): Token {
    this.peeked ??= this.read();
    return this.peeked;
  }

  /** Takes the next token. */
  next(): Token {
    const token = this.peek();
    this.peeked = undefined;
    return token;
  }

  /**
   * The header's names: anything between spaces or tabs up to the end of the line (Digital reads
   * them this loosely, so `A[0]` or `Q.out` are names). Empty lines before it are skipped.
   */
  headerNames(): Token[] {
    this.skipEmptyLines();
    const names: Token[] = [];
    let start = -1;
    const take = (end: number) => {
      if (start >= 0) names.push(this.token('ident', this.text.slice(start, end), start));
      start = -1;
    };
    for (;;) {
      const c = this.char();
      if (c === undefined || c === '\n' || c === '\r') {
        take(this.at);
        if (c === '\n') this.newLine();
        else if (c === '\r') this.at++;
        return names;
      }
      if (c === '#') {
        take(this.at);
        this.skipComment();
        continue;
      }
      if (c === ' ' || c === '\t') take(this.at);
      else if (start < 0) start = this.at;
      this.at++;
    }
  }

  private skipEmptyLines(): void {
    for (;;) {
      const c = this.char();
      if (c === '#') this.skipComment();
      else if (c === ' ' || c === '\t' || c === '\r') this.at++;
      else if (c === '\n') this.newLine();
      else return;
    }
  }

  private read(): Token {
    for (;;) {
      const c = this.char();
      if (c === ' ' || c === '\t') this.at++;
      else if (c === '#') this.skipComment();
      else break;
    }
    const start = this.at;
    const c = this.char();
    if (c === undefined) return this.token('eof', '', start);
    if (c === '\n' || c === '\r') {
      const token = this.token('eol', '', start);
      if (c === '\n') this.newLine();
      else this.at++;
      return token;
    }
    this.at++;
    const next = this.char();
    const two = (kind: TokenKind) => {
      this.at++;
      return this.token(kind, '', start);
    };
    switch (c) {
      case '<':
        return next === '<' ? two('<<') : next === '=' ? two('<=') : this.token('<', '', start);
      case '>':
        return next === '>' ? two('>>') : next === '=' ? two('>=') : this.token('>', '', start);
      case '!':
        return next === '=' ? two('!=') : this.token('!', '', start);
    }
    const symbol = SYMBOLS[c];
    if (symbol) return this.token(symbol, '', start);
    if (isIdentStart(c)) {
      while (this.char() !== undefined && (isIdentStart(this.char()!) || isDigit(this.char()!))) this.at++;
      const word = this.text.slice(start, this.at);
      return this.token(KEYWORD_SET.has(word) ? (word as Keyword) : 'ident', word, start);
    }
    if (isDigit(c)) {
      while (this.char() !== undefined && inNumber(this.char()!)) this.at++;
      return this.token('number', this.text.slice(start, this.at), start);
    }
    return this.token('unknown', c, start);
  }

  private char(): string | undefined {
    return this.at < this.text.length ? this.text[this.at] : undefined;
  }

  private skipComment(): void {
    while (this.at < this.text.length && this.text[this.at] !== '\n' && this.text[this.at] !== '\r') this.at++;
  }

  private newLine(): void {
    this.at++;
    this.line++;
    this.lineStart = this.at;
  }

  private token(kind: TokenKind, text: string, start: number): Token {
    return { kind, text, line: this.line, column: start - this.lineStart + 1 };
  }
}
