import type { ComponentInstance } from '../../shared/circuit/types';
import { portWidth } from '../../shared/components/subcircuit-interface';
import { fail, ok, type Result } from '../../shared/errors';

/** One input to set: a switch or button on/off, or a wide input port's number. */
export interface InputSetting {
  readonly part: ComponentInstance;
  readonly on: boolean;
  /** For an input port wider than one bit. */
  readonly value?: number;
}

/**
 * `--set A=1,B=0,D=12` (several --set add up) → the settings, by the labels of the circuit's
 * inputs (`inputs`: its switches, buttons and input ports). An exact label wins, else one that
 * differs only in case. Refuses in words: an unknown label names the inputs there are.
 */
export function parseSettings(texts: readonly string[], inputs: readonly ComponentInstance[]): Result<InputSetting[]> {
  const settings: InputSetting[] = [];
  const pieces = texts.flatMap((t) => t.split(/[,\s]+/)).filter((p) => p !== '');
  const names = inputs.map((c) => c.label).join(', ');
  for (const piece of pieces) {
    const match = /^([^=]+)=(.+)$/.exec(piece);
    if (!match)
      return fail('INVALID_INPUT', `Cannot read “${piece}” in --set.`, 'Write LABEL=VALUE pairs, e.g. --set A=1,B=0.');
    const label = match[1]!.trim();
    const part =
      inputs.find((c) => c.label === label) ??
      unique(inputs.filter((c) => c.label.toLowerCase() === label.toLowerCase()));
    if (!part) {
      return fail(
        'UNKNOWN_COMPONENT',
        inputs.length === 0
          ? `No input called ${label}; the circuit has no switch, button or input port.`
          : `No input called ${label}; the inputs are ${names}.`,
        '',
      );
    }
    const value = readValue(match[2]!.trim());
    const width = part.type === 'PORT_IN' ? portWidth(part.properties) : 1;
    if (value === undefined || value >= 2 ** width) {
      return fail(
        'INVALID_INPUT',
        `${part.label} takes ${width === 1 ? '0 or 1' : `a number from 0 to ${2 ** width - 1}`}, not “${match[2]}”.`,
        width === 1 ? 'Set it to 0 or 1.' : `It is ${width} bits wide.`,
      );
    }
    settings.push({ part, on: value === 1, ...(width > 1 ? { value } : {}) });
  }
  return ok(settings);
}

function unique<T>(list: readonly T[]): T | undefined {
  return list.length === 1 ? list[0] : undefined;
}

/** 0/1, on/off, high/low, true/false, a decimal, 0x… or 0b… number. */
function readValue(word: string): number | undefined {
  if (/^(on|true|high)$/i.test(word)) return 1;
  if (/^(off|false|low)$/i.test(word)) return 0;
  if (/^0x[0-9a-f]+$/i.test(word)) return parseInt(word.slice(2), 16);
  if (/^0b[01]+$/i.test(word)) return parseInt(word.slice(2), 2);
  if (/^\d+$/.test(word)) return Number(word);
  return undefined;
}
