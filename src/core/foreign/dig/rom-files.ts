import { ok, type Result } from '../../../shared/errors';
import { readContentsFile, sniffContentsFormat } from '../../../shared/memory/formats/contents-file';
import { MAX_ADDRESS_BITS, MAX_DATA_BITS, type MemoryWords } from '../../../shared/memory/words';

/** A data file opened with a Digital circuit (a `.hex` file a ROM's words come from): its name and text. */
export interface DataFile {
  readonly name: string;
  readonly text: string;
}

/** A file name without its folders. */
function baseName(name: string): string {
  return name.split(/[\\/]/).pop() ?? name;
}

/**
 * The data files given with an import, found as Digital finds a ROM's hex file: by the name it was
 * saved with, its folders ignored (Digital looks beside the circuit when the saved path is not
 * there), then with case ignored.
 */
export class DataFiles {
  private readonly byName = new Map<string, DataFile>();
  private readonly byLower = new Map<string, DataFile>();

  constructor(files: readonly DataFile[] = []) {
    for (const f of files) {
      this.byName.set(baseName(f.name), f);
      this.byLower.set(baseName(f.name).toLowerCase(), f);
    }
  }

  /** The file a saved path names, or undefined when it was not given. */
  find(path: string): DataFile | undefined {
    const base = baseName(path.trim());
    return this.byName.get(base) ?? this.byLower.get(base.toLowerCase());
  }

  /** The base name of a saved path, as the report names it. */
  static shown(path: string): string {
    return baseName(path.trim());
  }
}

/**
 * The words of a hex file as Digital reads it for a ROM of `dataBits` bits: Logisim's `v2.0 raw`,
 * Intel HEX (words of as many bytes as `dataBits` need, little-endian unless `bigEndian`, as
 * Digital), or plain hex words, from address 0. Words are kept up to 32 bits, as Digital keeps
 * them whole (the ROM cuts them). A file that cannot be read is a failure saying why (its line).
 */
export function readHexFile(file: DataFile, dataBits: number, bigEndian: boolean): Result<MemoryWords> {
  const format = sniffContentsFormat(file.text);
  if (!format.success) return format;
  const bits = format.data === 'intel-hex' ? Math.min(Math.max(1, Math.trunc(dataBits)), MAX_DATA_BITS) : MAX_DATA_BITS;
  const read = readContentsFile(file.text, MAX_ADDRESS_BITS, bits, { byteOrder: bigEndian ? 'big' : 'little' });
  return read.success ? ok(read.data.words) : read;
}

/** The last address holding a word that is not 0, or -1 when all are 0. */
function lastUsed(words: MemoryWords): number {
  let last = -1;
  for (const [address] of words.used()) last = address;
  return last;
}

/** Words as a Digital ROM's `Data` is written: hex, comma-separated, zeros between words as `count*0` runs. */
export function digitalData(words: MemoryWords): string {
  const out: string[] = [];
  let next = 0;
  for (const [address, value] of words.used()) {
    const gap = address - next;
    if (gap === 1) out.push('0');
    else if (gap > 1) out.push(`${gap}*0`);
    out.push(value.toString(16));
    next = address + 1;
  }
  return out.join(',');
}

/** The words up to the last one that is not 0, in order (Digital's trimmed data field); undefined past `max` words. */
export function trimmedWords(words: MemoryWords, max: number): number[] | undefined {
  const list: number[] = [];
  const last = lastUsed(words);
  if (last >= max) return undefined;
  for (let a = 0; a <= last; a++) list.push(words.get(a));
  return list;
}
