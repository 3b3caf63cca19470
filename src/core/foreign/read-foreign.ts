import { recognizeForeignFormat } from '../../shared/circuit/foreign-formats';
import type { Result } from '../../shared/errors';
import { readLogisim } from './circ/read-logisim';
import { readDigital } from './dig/read-digital';
import type { ForeignReader } from '../documents/import-slices';
import { reportData, type ForeignImport } from './types';

/** A file as the user picked or dropped it: its name (with its extension) and its text. */
export interface ForeignFile {
  readonly name: string;
  readonly text: string;
}

/**
 * Reads a Logisim (`.circ`) or Digital (`.dig`) file into our model, or answers undefined when the
 * text is neither (then it is one of our own files, or not a circuit file). Digital places
 * subcircuits by file name: `companions` are the other files opened with it (the `.dig` files of
 * its folder); a subcircuit whose file is not among them becomes a placeholder, said in the report.
 * Companions that are not circuits are data files (the `.hex` files its ROMs take words from).
 */
export function readForeign(
  main: ForeignFile,
  companions: readonly ForeignFile[] = [],
): Result<ForeignImport> | undefined {
  switch (recognizeForeignFormat(main.text)) {
    case 'logisim':
      return readLogisim(main.text, main.name);
    case 'digital':
      return readDigital({
        main,
        others: companions.filter((c) => c !== main && recognizeForeignFormat(c.text) === 'digital'),
        // The rest may be the hex files its ROMs take their words from, found by file name.
        data: companions.filter((c) => c !== main && recognizeForeignFormat(c.text) === undefined),
      });
    case undefined:
      return undefined;
  }
}

/** {@link readForeign} as the documents' import reads files: the report as the contract carries it. */
export const readForeignFile: ForeignReader = (main, companions) => {
  const read = readForeign(main, companions);
  return read?.success ? { ...read, data: { ...read.data, report: reportData(read.data.report) } } : read;
};
