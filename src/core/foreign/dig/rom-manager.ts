import type { Result } from '../../../shared/errors';
import type { MemoryWords } from '../../../shared/memory/words';
import type { DigElement, DigFile, DigValue } from './document';
import { modelLabel } from './path-labels';
import { intAttr, stringAttr } from './pins';
import type { RomContent, RomSource } from './rom-content';
import { DataFiles, digitalData, readHexFile } from './rom-files';

/** Digital's memories whose words its ROM manager sets (the ROMInterface ones). */
export const MANAGED_ROMS: ReadonlySet<string> = new Set(['ROM', 'ROMDualPort', 'EEPROM', 'EEPROMDualPort']);

/** A circuit with the ROM manager's words in its ROMs. */
export interface ManagedCircuit {
  readonly file: DigFile;
  /** The model labels of the ROMs set here, in file order (what makes this circuit differ from its file). */
  readonly set: readonly string[];
  readonly warnings: readonly string[];
}

/**
 * Digital's ROM manager (learnt from its ROMManagerFile and ModelCreator): the main circuit's
 * `romContent` sets the words of every ROM, EEPROM and dual-port one of the whole design whose
 * model label it names, at any depth, after the ROM has loaded its own (so it wins over `Data` and
 * `autoReload`). Words from a hex file are read from the data files given with the import; a file
 * not given (or not readable) leaves the ROM's words empty, which the warnings say.
 */
export class RomManager {
  private readonly read = new Map<string, Result<MemoryWords>>();

  constructor(
    private readonly content: RomContent,
    private readonly files: DataFiles,
    /** The main circuit's name, as the warnings name it. */
    private readonly mainName: string,
  ) {}

  /** True when the main circuit's ROM manager names no ROM (nothing to set, every instance alike). */
  get empty(): boolean {
    return this.content.size === 0;
  }

  /** The ROM manager's entry for a ROM element at an instance path, with the ROM's model label. */
  entryFor(element: DigElement, path: string): { label: string; source: RomSource } | undefined {
    if (!MANAGED_ROMS.has(element.name)) return undefined;
    const label = modelLabel(stringAttr(element.attrs, 'Label'), path);
    const source = this.content.get(label);
    return source ? { label, source } : undefined;
  }

  /** `file` read at instance `path`, its ROMs holding the words the ROM manager gives them. */
  apply(file: DigFile, path: string, circuitName: string): ManagedCircuit {
    if (this.empty) return { file, set: [], warnings: [] };
    const set: string[] = [];
    const warnings: string[] = [];
    const elements = file.elements.map((element) => {
      const entry = this.entryFor(element, path);
      if (!entry) return element;
      set.push(entry.label);
      const data = this.words(element, entry.source, `${circuitName}: ${element.name} "${entry.label}"`, warnings);
      const attrs = new Map<string, DigValue>(element.attrs);
      attrs.set('Data', data);
      attrs.set('Label', entry.label);
      attrs.set('autoReload', false);
      return { ...element, attrs };
    });
    return set.length === 0 ? { file, set, warnings } : { file: { ...file, elements }, set, warnings };
  }

  /** The words a source gives a ROM, as its `Data` is written; a file not given or not readable gives none. */
  private words(element: DigElement, source: RomSource, what: string, warnings: string[]): string {
    if (source.kind === 'data') return source.data;
    const shown = DataFiles.shown(source.file);
    const given = this.files.find(source.file);
    if (!given) {
      warnings.push(
        `${what}: its words come from the file "${shown}" (the ROM manager of ${this.mainName}), which was not opened with it; its words are empty. Open "${shown}" together with the circuit to carry them over.`,
      );
      return '';
    }
    const dataBits = intAttr(element.attrs, 'Bits', 1);
    const key = `${shown.toLowerCase()}|${dataBits}|${source.bigEndian}`;
    let read = this.read.get(key);
    if (!read) this.read.set(key, (read = readHexFile(given, dataBits, source.bigEndian)));
    if (!read.success) {
      warnings.push(`${what}: its words file "${shown}" could not be read (${read.error}); its words are empty.`);
      return '';
    }
    return digitalData(read.data);
  }
}
