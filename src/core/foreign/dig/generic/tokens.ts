import { HgsError } from './limits';

/** A token of generic code. `ident` covers names and 'quoted names'; keywords are their own kinds. */
export type TokenKind =
  | 'ident'
  | 'int'
  | 'double'
  | 'string'
  | 'op'
  | 'eof'
  | 'if'
  | 'else'
  | 'for'
  | 'while'
  | 'func'
  | 'repeat'
  | 'until'
  | 'return'
  | 'export'
  | 'true'
  | 'false';

export interface Token {
  readonly kind: TokenKind;
  /** The name, the text of a string, the digits of a number, or the operator ("(", ":", "<<"). */
  readonly text: string;
  readonly line: number;
}

const KEYWORDS: ReadonlySet<string> = new Set([
  'if',
  'else',
  'for',
  'while',
  'func',
  'repeat',
  'until',
  'return',
  'export',
  'true',
  'false',
]);

const ESCAPES: Readonly<Record<string, string>> = { '\\': '\\', n: '\n', r: '\r', t: '\t', '"': '"' };
const TWO_CHAR_OPS: ReadonlySet<string> = new Set(['<<', '<=', '>>', '>=', '!=']);
const ONE_CHAR_OPS = '(){}[].:;&|^+-*%/<>~,=!';

/**
 * Splits generic code into tokens as Digital's tokenizer does: `//` comments to the end of the
 * line, names of letters, digits and `_` (or any text in single quotes), numbers (decimal, `0x`
 * hex, `0b` binary, a leading 0 octal; with a point a decimal number), strings with `\\ \n \r \t
 * \"` escapes. `=` is a comparison; `:=` is two tokens. Digital's `?>`/`<?` template marks are not
 * part of generic code and are refused.
 */
export function tokenize(code: string): Token[] {
  const tokens: Token[] = [];
  let line = 1;
  let i = 0;
  const at = (k: number) => code[k] ?? '';
  while (i < code.length) {
    const c = code[i]!;
    if (c === '\n') {
      line++;
      i++;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r') {
      i++;
      continue;
    }
    if (c === '/' && at(i + 1) === '/') {
      while (i < code.length && code[i] !== '\n') i++;
      continue;
    }
    if (/[A-Za-z_]/.test(c)) {
      let j = i + 1;
      while (j < code.length && /[A-Za-z_0-9]/.test(code[j]!)) j++;
      const word = code.slice(i, j);
      tokens.push({ kind: KEYWORDS.has(word) ? (word as TokenKind) : 'ident', text: word, line });
      i = j;
      continue;
    }
    if (/[0-9]/.test(c)) {
      let j = i + 1;
      let kind: TokenKind = 'int';
      while (j < code.length && /[0-9a-fA-FxX.]/.test(code[j]!)) {
        if (code[j] === '.') kind = 'double';
        j++;
      }
      tokens.push({ kind, text: code.slice(i, j), line });
      i = j;
      continue;
    }
    if (c === '"') {
      let text = '';
      let j = i + 1;
      const start = line;
      for (;;) {
        if (j >= code.length) throw new HgsError('a text in quotes is not closed', start);
        const d = code[j]!;
        if (d === '"') break;
        if (d === '\n') line++;
        if (d === '\\') {
          const e = ESCAPES[at(j + 1)];
          if (e === undefined) throw new HgsError(`"\\${at(j + 1)}" is not allowed in a text`, line);
          text += e;
          j += 2;
          continue;
        }
        text += d;
        j++;
      }
      tokens.push({ kind: 'string', text, line: start });
      i = j + 1;
      continue;
    }
    if (c === "'") {
      const end = code.indexOf("'", i + 1);
      if (end < 0) throw new HgsError('a name in single quotes is not closed', line);
      const name = code.slice(i + 1, end);
      tokens.push({ kind: 'ident', text: name, line });
      line += name.split('\n').length - 1;
      i = end + 1;
      continue;
    }
    const two = code.slice(i, i + 2);
    if (two === '?>' || two === '?}') {
      throw new HgsError('template text ("?>") is not part of generic code', line);
    }
    if (TWO_CHAR_OPS.has(two)) {
      tokens.push({ kind: 'op', text: two, line });
      i += 2;
      continue;
    }
    if (ONE_CHAR_OPS.includes(c)) {
      tokens.push({ kind: 'op', text: c === '~' ? '!' : c, line });
      i++;
      continue;
    }
    throw new HgsError(`unexpected character "${c}"`, line);
  }
  tokens.push({ kind: 'eof', text: 'the end of the code', line });
  return tokens;
}
