import type { PropertyValue } from '../../shared/circuit/types';
import { fail, ok, type Result } from '../../shared/errors';

const PAIR = /^\s*([A-Za-z][A-Za-z0-9_]*)\s*[=:]\s*("[^"]*"|'[^']*'|[^,;\s]+)\s*$/;

/**
 * Reads properties written as text, the way tool arguments carry them ("frequency=2, initial=true"):
 * pairs separated by commas, semicolons or spaces; numbers and true/false become numbers and
 * booleans, quotes are removed. (Tool schemas cannot offer a free-form object in OpenAI's strict
 * mode, so properties travel as text.) The registry checks the names and values afterwards.
 */
export function parseProperties(text: string): Result<Record<string, PropertyValue>> {
  const out: Record<string, PropertyValue> = {};
  const pieces = splitOutsideQuotes(text.trim().replace(/^\{|\}$/g, '')).filter((p) => p.trim() !== '');
  for (const piece of pieces) {
    const match = PAIR.exec(piece.replace(/^\s*["']([A-Za-z][A-Za-z0-9_]*)["']/, '$1'));
    if (!match) {
      return fail(
        'INVALID_PROPERTY',
        `"${piece.trim().slice(0, 60)}" is not a property setting.`,
        'Write properties as name=value pairs, e.g. "frequency=2, initial=true".',
      );
    }
    const [, name, raw] = match as unknown as [string, string, string];
    Object.defineProperty(out, name, { value: toValue(raw), enumerable: true, writable: true, configurable: true });
  }
  return ok(out);
}

/**
 * The pairs of a properties text: split at commas and semicolons, and at spaces before the next
 * `name=`, but never inside quotes (a memory's contents, "1, 2, 4*ff", has commas and spaces).
 */
function splitOutsideQuotes(text: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quote) {
      if (ch === quote) quote = undefined;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
    } else if (ch === ',' || ch === ';') {
      pieces.push(text.slice(start, i));
      start = i + 1;
    } else if (/\s/.test(ch) && /^\s*[A-Za-z][A-Za-z0-9_]*\s*[=:]/.test(text.slice(i))) {
      pieces.push(text.slice(start, i));
      start = i + 1;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}

function toValue(raw: string): PropertyValue {
  if (/^(["']).*\1$/.test(raw)) return raw.slice(1, -1);
  if (/^(true|false)$/i.test(raw)) return raw.toLowerCase() === 'true';
  if (/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(raw)) return Number(raw);
  return raw;
}

/** Properties as text again ("frequency=2, initial=true"); empty text for none. */
export function formatProperties(properties: Readonly<Record<string, PropertyValue>>): string {
  return Object.entries(properties)
    .map(([name, value]) => `${name}=${typeof value === 'string' && /[\s,;=]/.test(value) ? `"${value}"` : value}`)
    .join(', ');
}
