import { fail, type Failure } from '../../errors';

/**
 * The file formats a memory's contents are read from and written to:
 * - `logisim-v2-raw`: Logisim's `v2.0 raw` (a header line, then hex words and `count*word` runs);
 * - `logisim-v3-plain`: Logisim-evolution's `v3.0 hex words plain` (the same body);
 * - `logisim-v3-addressed`: Logisim-evolution's `v3.0 hex words addressed` (`addr: w w w` lines);
 * - `intel-hex`: Intel HEX records (`:LLAAAATT…CC`), the bytes packed into words;
 * - `plain-hex`: hex words with no header, each line optionally starting with `addr:`.
 */
export type ContentsFormat = 'logisim-v2-raw' | 'logisim-v3-plain' | 'logisim-v3-addressed' | 'intel-hex' | 'plain-hex';

/** Every {@link ContentsFormat}, in the order a menu offers them. */
export const CONTENTS_FORMATS: readonly ContentsFormat[] = [
  'plain-hex',
  'intel-hex',
  'logisim-v2-raw',
  'logisim-v3-plain',
  'logisim-v3-addressed',
];

/** How a person calls each format, e.g. in a menu or a message. */
export const FORMAT_NAMES: Readonly<Record<ContentsFormat, string>> = {
  'logisim-v2-raw': 'Logisim v2.0 raw',
  'logisim-v3-plain': 'Logisim-evolution v3.0 hex words plain',
  'logisim-v3-addressed': 'Logisim-evolution v3.0 hex words addressed',
  'intel-hex': 'Intel HEX',
  'plain-hex': 'plain hex',
};

/** The lines of a file, whatever its line ends (LF, CRLF or CR), a leading byte-order mark dropped. */
export function fileLines(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
}

/** A word in hex, padded to the digits a word of `dataBits` bits needs (`0a` for 8 bits). */
export function hexWord(value: number, dataBits: number): string {
  return value.toString(16).padStart(Math.ceil(dataBits / 4), '0');
}

/** A token as quoted in a message: cut after `max` characters (20 unless said). */
export function quoted(token: string, max = 20): string {
  return `"${token.length > max ? `${token.slice(0, max)}…` : token}"`;
}

/** The refusal of a file: an INVALID_FILE failure saying what is wrong (and where) and what to fix. */
export function invalidFile(message: string, hint: string): Failure {
  return fail('INVALID_FILE', message, hint);
}
