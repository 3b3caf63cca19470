import { CONTENTS_PROPERTY } from '../../../shared/circuit/types';
import type { Rotation } from '../../../shared/components/geometry';
import { contentsText } from '../../../shared/memory/contents-text';
import { MAX_ADDRESS_BITS } from '../../../shared/memory/words';
import type { CircuitDraft } from './builder';
import type { DigElement } from './document';
import type { Bind } from './gates';
import { digitalWords } from './memory';
import { intAttr, stringAttr } from './pins';
import type { Outcome } from './elements';

/**
 * Digital's LookUpTable: its one-bit inputs `0`…`n-1` form an address (input i is bit i) into a
 * table of `Data` words of `Bits` bits, shown on `out`. Ours: a `MERGER` making the address of the
 * inputs, into a `ROM` holding the table (its OE left unwired: always driving).
 */
export function mapLookUpTable(
  element: DigElement,
  o: {
    readonly draft: CircuitDraft;
    readonly bind: Bind;
    readonly rotation: Rotation;
    readonly label?: string;
    readonly describe: string;
  },
): Outcome {
  const a = element.attrs;
  const inputs = intAttr(a, 'Inputs', 2);
  const dataBits = intAttr(a, 'Bits', 1);
  if (inputs < 2 || inputs > Math.min(20, MAX_ADDRESS_BITS)) {
    return { kind: 'unsupported', why: `${inputs} inputs (2 to 20 here)` };
  }
  const read = digitalWords(stringAttr(a, 'Data'), inputs, dataBits);
  if (!read) return { kind: 'unsupported', why: 'its data holds a word that is not a hexadecimal number' };
  for (const note of read.notes) o.draft.warnings.push(`${o.describe}: ${note}.`);
  const near = element.pos;
  const merger = o.draft.add('MERGER', { width: inputs, ranges: '' }, { prefix: 'MRG', near });
  for (let i = 0; i < inputs; i++) o.bind(String(i), merger, `b${i}`);
  const rom = o.draft.add(
    'ROM',
    { addressBits: inputs, dataBits, [CONTENTS_PROPERTY]: contentsText(read.words) },
    {
      prefix: 'ROM',
      rotation: o.rotation,
      near: { x: near.x + 60, y: near.y },
      ...(o.label !== undefined ? { label: o.label } : {}),
    },
  );
  o.draft.link({ component: merger, pin: 'out' }, { component: rom, pin: 'A' });
  o.bind('out', rom, 'D');
  return { kind: 'part' };
}
