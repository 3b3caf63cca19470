import { child, resolveReference, type XmlNode } from './xml';

/**
 * Where Digital's ROM manager takes a ROM's words from: `data` as a ROM's `Data` is written
 * ("1,2,3*ff"), or a hex `file` (its path as saved; Digital finds it by name beside the circuit).
 */
export type RomSource =
  | { readonly kind: 'data'; readonly data: string }
  | { readonly kind: 'file'; readonly file: string; readonly bigEndian: boolean };

/** The main circuit's `romContent`: the words of ROMs by their label as the model has it (`*` made the instance path). */
export type RomContent = ReadonlyMap<string, RomSource>;

/**
 * The `romContent` attribute of a circuit's `<attributes>` (Digital's ROM manager, learnt from its
 * ROMManager and ROMManagerFile): older files write `<storedRoms>` of label and `<data>`, newer
 * ones `<romList><roms>` of label and `<romFile>` (a file and its byte order) or `<romData>`.
 * Entries that say neither are left out; no attribute is an empty map.
 */
export function readRomContent(attributes: XmlNode | undefined): RomContent {
  const roms = new Map<string, RomSource>();
  const value = attributes && romContentValue(attributes);
  if (!value) return roms;
  const list = value.tag === 'romList' ? child(value, 'roms') : value;
  // Older files may wrap the entries in <roms> too.
  const entries = list ? (child(list, 'roms') ?? list).children : [];
  for (const raw of entries) {
    const entry = resolveReference(raw);
    if (entry?.tag !== 'entry' || entry.children.length < 2) continue;
    const key = resolveReference(entry.children[0]!);
    const source = resolveReference(entry.children[1]!);
    if (key?.tag !== 'string' || !source) continue;
    const read = romSource(source);
    if (read) roms.set(key.text, read);
  }
  return roms;
}

function romContentValue(attributes: XmlNode): XmlNode | undefined {
  for (const entry of attributes.children) {
    if (entry.tag !== 'entry' || entry.children.length < 2) continue;
    const key = resolveReference(entry.children[0]!);
    if (key?.tag === 'string' && key.text === 'romContent') return resolveReference(entry.children[1]!);
  }
  return undefined;
}

function romSource(node: XmlNode): RomSource | undefined {
  switch (node.tag) {
    case 'data':
      return { kind: 'data', data: node.text };
    case 'romData': {
      // <romData><dataField>1,2,3</dataField></romData>
      const field = node.children[0] && resolveReference(node.children[0]);
      return field ? { kind: 'data', data: field.text } : undefined;
    }
    case 'romFile': {
      const file = child(node, 'romFile')?.text.trim() ?? '';
      if (file === '') return undefined;
      return { kind: 'file', file, bigEndian: child(node, 'bigEndian')?.text.trim() === 'true' };
    }
    default:
      return undefined;
  }
}
