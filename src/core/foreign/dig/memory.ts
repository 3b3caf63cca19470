import type { Rotation } from '../../../shared/components/geometry';
import { CONTENTS_PROPERTY } from '../../../shared/circuit/types';
import { contentsText } from '../../../shared/memory/contents-text';
import { MAX_ADDRESS_BITS, MemoryWords } from '../../../shared/memory/words';
import type { ElementContext, Outcome } from './elements';
import { boolAttr, DEFAULT_ADDRESS_BITS, intAttr, stringAttr } from './pins';

/** The Digital memories this file knows, mapped or not. */
export const DIGITAL_MEMORIES: ReadonlySet<string> = new Set([
  'ROM',
  'ROMDualPort',
  'RAMDualPort',
  'RAMSinglePort',
  'RAMSinglePortSel',
  'RAMDualAccess',
  'RAMAsync',
  'BlockRAMDualPort',
  'EEPROM',
  'EEPROMDualPort',
  'RegisterFile',
]);

/** Why a Digital memory has no part of ours that does the same, in the report's words. */
const NOT_MAPPED: Readonly<Record<string, string>> = {
  RAMDualAccess: 'it reads a second address (2A) while writing at the first; our RAM reads and writes at one address',
  RAMAsync: 'it writes while we is 1, without a clock; our RAM writes on a rising clock edge',
  BlockRAMDualPort: 'it reads on the clock edge (synchronous read); our RAM reads at once',
  RegisterFile: 'it writes at Rw while reading at Ra and Rb; our RAM reads and writes at one address',
};

/**
 * Digital's memories with a chip select and one data pin both ways, written without a clock
 * (`RAMSinglePortSel`, `EEPROM`: A, CS, WE, OE, D): our RAM of separate D and Q, both on Digital's
 * D. It writes when a write pulse ends (its CLK is NOT (CS AND WE), its WE held at 1), so it keeps
 * what D holds at the end, as Digital does; Q drives D while CS AND OE AND NOT WE. Digital's EEPROM
 * writes at the address it had when the pulse began, ours at the one it has when it ends.
 */
function selectedRam(
  ctx: ElementContext,
  bind: (digital: string, id: string, pin: string) => void,
  properties: Record<string, string | number | boolean>,
  place: { rotation: Rotation; near: { x: number; y: number }; label?: string },
): Outcome {
  const { draft } = ctx;
  const id = draft.add('RAM', properties, { prefix: 'RAM', ...place });
  const near = place.near;
  const at = (dx: number, dy: number) => ({ x: near.x + dx, y: near.y + dy });
  const write = draft.add('AND_2', {}, { prefix: 'G', near: at(-120, 40) });
  const ends = draft.add('NOT', {}, { prefix: 'G', near: at(-60, 40) });
  const always = draft.add('CONST_HIGH', {}, { prefix: 'K', near: at(-60, 80) });
  const reading = draft.add('NOT', {}, { prefix: 'G', near: at(-120, 120) });
  const enable = draft.add('AND_3', {}, { prefix: 'G', near: at(-60, 120) });
  bind('CS', write, 'a');
  bind('WE', write, 'b');
  draft.link({ component: write, pin: 'out' }, { component: ends, pin: 'in' });
  draft.link({ component: ends, pin: 'out' }, { component: id, pin: 'CLK' });
  draft.link({ component: always, pin: 'out' }, { component: id, pin: 'WE' });
  bind('WE', reading, 'in');
  bind('CS', enable, 'a');
  bind('OE', enable, 'b');
  draft.link({ component: reading, pin: 'out' }, { component: enable, pin: 'c' });
  draft.link({ component: enable, pin: 'out' }, { component: id, pin: 'OE' });
  bind('A', id, 'A');
  bind('D', id, 'D');
  bind('D', id, 'Q');
  return { kind: 'part' };
}

/**
 * A Digital ROM's `Data` ("1,2,3*ff": hex words from address 0, `count*word` a run) as the words of
 * a memory of the given widths. Words past the last address are left out and words wider than the
 * data are cut to it (Digital keeps them in the file but never shows them); each said in `notes`.
 * Undefined when a word is not hex.
 */
export function digitalWords(
  data: string,
  addressBits: number,
  dataBits: number,
): { words: MemoryWords; notes: string[] } | undefined {
  const words = new MemoryWords(addressBits, dataBits);
  const notes: string[] = [];
  let address = 0;
  let past = false;
  let wide = false;
  for (const raw of data.split(',')) {
    const item = raw.trim();
    if (item === '') continue;
    const star = item.indexOf('*');
    const count = star < 0 ? 1 : Number(item.slice(0, star).trim());
    const hex = (star < 0 ? item : item.slice(star + 1)).trim();
    if (!/^[0-9a-fA-F]{1,16}$/.test(hex) || !Number.isInteger(count) || count < 0) return undefined;
    const big = BigInt(`0x${hex}`);
    if (big > BigInt(words.mask)) wide = true;
    const value = Number(big & BigInt(words.mask));
    if (address + count > words.size) past = true;
    const end = Math.min(words.size, address + count);
    if (value !== 0) for (let a = address; a < end; a++) words.set(a, value);
    address += count;
    if (address >= words.size && past) break;
  }
  if (past) notes.push(`its data runs past its last address (${words.size - 1}); the extra words were left out`);
  if (wide) notes.push(`some words are wider than its ${dataBits} data bits; their high bits were dropped`);
  return { words, notes };
}

/**
 * Maps a Digital memory onto our ROM or RAM (see DIGITAL_MEMORIES), binding its pins; memories with
 * no equivalent are left as placeholders with the reason.
 *
 * - `ROM` (A, sel → D) → `ROM` (A, OE → D), contents from `Data`.
 * - `ROMDualPort` (A1, s1 → D1; A2, s2 → D2) → two `ROM`s with the same contents.
 * - `RAMSinglePort` (A, str, C, ld, D both ways) → `RAM` with a bidirectional data bus (A, WE, CLK,
 *   OE, D), starting empty; it drives D while ld is 1 and str 0 (Digital drives it while ld is 1).
 * - `RAMDualPort` (A, Din, str, C, ld → D) → `RAM` (A, D, WE, CLK, OE → Q), starting empty as in
 *   Digital (its words are not kept in the file); `EEPROMDualPort` (the same pins) → `RAM` starting
 *   with its `Data`.
 */
export function mapMemory(
  ctx: ElementContext,
  bind: (digital: string, id: string, pin: string) => void,
  rotation: Rotation,
): Outcome {
  const { draft, element } = ctx;
  const a = element.attrs;
  const why = NOT_MAPPED[element.name];
  if (why) return { kind: 'unsupported', why };
  const dataBits = intAttr(a, 'Bits', 1);
  const addressBits = intAttr(a, 'AddrBits', DEFAULT_ADDRESS_BITS);
  if (addressBits < 1 || addressBits > MAX_ADDRESS_BITS) {
    return { kind: 'unsupported', why: `${addressBits} address bits (1 to ${MAX_ADDRESS_BITS} here)` };
  }
  const label = stringAttr(a, 'Label').trim() || undefined;
  const name = label ? `${element.name} "${label}"` : `${element.name} at (${element.pos.x}, ${element.pos.y})`;
  const place = { rotation, near: element.pos, ...(label ? { label } : {}) };
  // Digital's program memory: the one a test's program(…) fills.
  const widths = { addressBits, dataBits, ...(boolAttr(a, 'isProgramMemory', false) ? { program: true } : {}) };

  const ram = (properties: Record<string, string | number | boolean>): Outcome => {
    const id = draft.add('RAM', properties, { prefix: 'RAM', ...place });
    for (const [digital, ours] of [
      ['A', 'A'],
      ['Din', 'D'],
      ['str', 'WE'],
      ['C', 'CLK'],
      ['ld', 'OE'],
      ['D', 'Q'],
    ] as const)
      bind(digital, id, ours);
    return { kind: 'part' };
  };
  if (element.name === 'RAMDualPort') return ram(widths);
  if (element.name === 'RAMSinglePort') {
    // One data pin D both ways: ld reads onto it, str writes it at the rising edge of C.
    const id = draft.add('RAM', { ...widths, dataBus: 'bidirectional' }, { prefix: 'RAM', ...place });
    for (const [digital, ours] of [
      ['A', 'A'],
      ['str', 'WE'],
      ['C', 'CLK'],
      ['ld', 'OE'],
      ['D', 'D'],
    ] as const)
      bind(digital, id, ours);
    return { kind: 'part' };
  }

  if (element.name === 'RAMSinglePortSel') return selectedRam(ctx, bind, widths, place);

  const read = digitalWords(stringAttr(a, 'Data'), addressBits, dataBits);
  if (!read) return { kind: 'unsupported', why: 'its data holds a word that is not a hexadecimal number' };
  for (const note of read.notes) draft.warnings.push(`${name}: ${note}.`);
  if (boolAttr(a, 'autoReload', false)) {
    const file = stringAttr(a, 'lastDataFile');
    draft.warnings.push(
      `${name}: Digital reloads its words from ${file ? `the file "${file}"` : 'a file'}; the words saved in the circuit were used.`,
    );
  }
  const properties = { ...widths, [CONTENTS_PROPERTY]: contentsText(read.words) };
  if (element.name === 'EEPROMDualPort') {
    draft.warnings.push(
      `${name}: the words it is given while running are not saved into the circuit, as Digital does.`,
    );
    return ram(properties);
  }
  if (element.name === 'EEPROM') {
    draft.warnings.push(
      `${name}: the words it is given while running are not saved into the circuit, as Digital does.`,
    );
    return selectedRam(ctx, bind, properties, place);
  }
  if (element.name === 'ROM') {
    const id = draft.add('ROM', properties, { prefix: 'ROM', ...place });
    bind('A', id, 'A');
    bind('sel', id, 'OE');
    bind('D', id, 'D');
    return { kind: 'part' };
  }
  // ROMDualPort: one ROM per port, the same words in both.
  for (const port of ['1', '2']) {
    const id = draft.add('ROM', properties, { prefix: 'ROM', ...place });
    bind(`A${port}`, id, 'A');
    bind(`s${port}`, id, 'OE');
    bind(`D${port}`, id, 'D');
  }
  return { kind: 'part' };
}
