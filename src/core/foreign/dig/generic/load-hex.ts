import { DataFiles, readHexFile, trimmedWords } from '../rom-files';
import { HgsError, HgsLimitError, MAX_ARRAY_LENGTH } from './limits';
import { HgsArray, show, toInt, type HgsFunction } from './values';

/**
 * Digital's `loadHex(name, dataBits[, bigEndian])`: the words of a hex file as an array (its
 * trailing zeros left out, as Digital trims the data field), which `this.Data = …` gives a ROM.
 * The file is one of the data files given with the import, found by its name. A file not given
 * gives no words and is told to `missing` (the import goes on and says so); without `missing` it
 * is an error saying to open it with the circuit.
 */
export function loadHexFunction(files: DataFiles, missing?: (name: string) => void): HgsFunction {
  return {
    kind: 'function',
    name: 'loadHex',
    arity: -1,
    call: (args) => {
      if (args.length < 2 || args.length > 3) throw new HgsError('loadHex needs a file name and the data bits');
      const name = show(args[0]);
      const file = files.find(name);
      if (!file && missing) {
        missing(DataFiles.shown(name));
        return new HgsArray([]);
      }
      if (!file) {
        throw new HgsError(
          `loadHex("${name}") reads the file "${DataFiles.shown(name)}", which was not opened with the circuit: open it together with the circuit`,
        );
      }
      const bigEndian = args[2] === true;
      const read = readHexFile(file, Number(toInt(args[1]!)), bigEndian);
      if (!read.success) throw new HgsError(`loadHex("${name}") could not read the file: ${read.error}`);
      const words = trimmedWords(read.data, MAX_ARRAY_LENGTH);
      if (!words) {
        throw new HgsLimitError(
          `loadHex("${name}") gives more than ${MAX_ARRAY_LENGTH.toLocaleString('en')} words, more than an array may hold`,
        );
      }
      return new HgsArray(words.map((w) => BigInt(w)));
    },
  };
}
