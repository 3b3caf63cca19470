/** A file the user picked or dropped. */
export interface PickedText {
  readonly name: string;
  readonly content: string;
}

/**
 * One import: a file, and the files opened with it that it may need (a Digital project's other
 * `.dig` files, and the `.hex` files its ROMs take their words from).
 */
export interface FileImport {
  readonly main: PickedText;
  readonly companions: readonly PickedText[];
}

const isDig = (file: PickedText) => /\.dig$/i.test(file.name);
/** A data file a Digital circuit's ROMs may read (its ROM manager, `loadHex`): not a circuit of its own. */
const isHex = (file: PickedText) => /\.hex$/i.test(file.name);
const baseName = (name: string) => name.split(/[\\/]/).pop() ?? name;

/** The `.dig` file names a Digital file places as subcircuits (`<elementName>Adder.dig</elementName>`). */
export function placedFiles(content: string): Set<string> {
  const names = new Set<string>();
  for (const match of content.matchAll(/<elementName>\s*([^<]*?\.dig)\s*<\/elementName>/gi)) {
    names.add(baseName(match[1]!).toLowerCase());
  }
  return names;
}

/**
 * Files picked together as imports: every file that is not a Digital file on its own; of the
 * `.dig` files, those no other picked one places (the main circuits), each with all the `.dig`
 * files picked as companions — so picking a project's files at once opens its main circuit with
 * its subcircuits, as Digital finds them in its folder. `.hex` files picked with `.dig` files are
 * companions too (the words of their ROMs), not imports of their own. When every `.dig` file is
 * placed by another (a cycle), each is imported on its own, and the reader reports the cycle.
 */
export function groupFiles(files: readonly PickedText[]): FileImport[] {
  const digs = files.filter(isDig);
  const placed = new Set<string>();
  for (const file of digs) for (const name of placedFiles(file.content)) placed.add(name);
  const roots = digs.filter((file) => !placed.has(baseName(file.name).toLowerCase()));
  const mains = roots.length > 0 ? roots : digs;
  const data = digs.length > 0 ? files.filter(isHex) : [];
  return files.flatMap((file) => {
    if (data.includes(file)) return [];
    if (!isDig(file)) return [{ main: file, companions: [] }];
    if (!mains.includes(file)) return [];
    return [{ main: file, companions: [...digs.filter((other) => other !== file), ...data] }];
  });
}
