import { MAX_BUNDLED, type BundledSubcircuit } from '../../../shared/circuit/file-format';
import { MAX_PARTS } from '../../../shared/circuit/types';
import { fail, ok, type Result } from '../../../shared/errors';
import type { ForeignImport, UnsupportedPart } from '../types';
import { digitalInterface, readCircuit, type LoadedSubcircuit, type ReadCircuit } from './circuit';
import { repeatedPinName } from './pin-names';
import { readDigFile, type DigElement, type DigFile } from './document';
import { identifier } from './labels';
import { stringAttr } from './pins';
import { GenericArgs } from './generic/args';
import { GenericResolver, isGeneric } from './generic/resolve';
import { DataFiles, type DataFile } from './rom-files';
import { childPath, labelByPath, pathLabelled } from './path-labels';
import { RomManager } from './rom-manager';
import { joinRenames } from './test-signals';

/** One `.dig` file: its name (as Digital's elements name it, "FullAdder.dig") and its text. */
export interface DigitalFile {
  readonly name: string;
  readonly text: string;
}

/**
 * The file opened, the other `.dig` files opened with it (the subcircuits it places, at any depth),
 * and the data files opened with it (the hex files ROMs take their words from, by file name).
 */
export interface DigitalFiles {
  readonly main: DigitalFile;
  readonly others?: readonly DigitalFile[];
  readonly data?: readonly DataFile[];
}

/** The deepest chain of subcircuits in subcircuits (the simulator's own limit). */
export const MAX_NESTING = 32;
/** The most places listed for one kind of unsupported part. */
const MAX_WHERE = 5;

/** An element's generic code (its `generic` attribute), trimmed. */
function genericCode(element: DigElement): string {
  const code = element.attrs.get('generic');
  return typeof code === 'string' ? code.trim() : '';
}

/**
 * The most subcircuits made only because labels with a `*` differ by instance path: past it, further
 * instances share a subcircuit whose parts keep labels of their own (a warning says so), so that a
 * widely placed circuit does not exceed the number of subcircuits an import takes.
 */
const MAX_LABEL_VARIANTS = 200;

/** A file name without its folders: Digital finds a subcircuit by its file name. */
function baseName(name: string): string {
  return name.split(/[\\/]/).pop() ?? name;
}

/** The circuit's name: the file name without folders and ".dig". */
function circuitName(fileName: string): string {
  const name = baseName(fileName)
    .replace(/\.dig$/i, '')
    .trim();
  return (name || 'Digital circuit').slice(0, 120);
}

/**
 * The name of a circuit made for one use: its own name, then what it was made with — a generic
 * circuit's arguments ("inv (bits=8)"), the ROMs Digital's ROM manager fills in it ("inner (ROM A)").
 */
function specialisedName(
  plain: string,
  args: GenericArgs | undefined,
  roms: readonly string[],
  labels: readonly string[],
): string {
  const made: string[] = [];
  const summary = args?.summary() ?? '';
  if (summary !== '') made.push(summary);
  const list = (names: readonly string[]) => {
    const text = names.join(', ');
    return text.length > 60 ? `${text.slice(0, 59)}…` : text;
  };
  if (roms.length > 0) made.push(`${roms.length === 1 ? 'ROM' : 'ROMs'} ${list(roms)}`);
  const others = labels.filter((l) => l !== '' && !roms.includes(l));
  if (others.length > 0) made.push(`labelled ${list(others)}`);
  return made.length === 0 ? plain : `${plain} (${made.join(', ')})`.slice(0, 120);
}

/** A circuit being read, in the chain of circuits placing it: its key (file, and arguments when generic) and its name. */
interface Frame {
  readonly key: string;
  readonly label: string;
}

interface Loaded {
  /** The circuit's name (a specialised generic circuit's with its arguments, or the ROMs the ROM manager set in it). */
  readonly name: string;
  /** What it is cached by: its file, its arguments, and which words the ROM manager gave it. */
  readonly key: string;
  /** The model labels of the ROMs the ROM manager set in it and in the subcircuits it places. */
  readonly roms: readonly string[];
  /** The labels Digital writes by instance path (a `*` in them) given in it and in the subcircuits it places. */
  readonly labels: readonly string[];
  /** Labels of parts in it and below written differently here, by the names tests of a circuit placing it use. */
  readonly renamed: ReadonlyMap<string, string>;
  /** True when it or a subcircuit it places has a label with a `*`: each instance path reads it anew. */
  readonly byPath: boolean;
  /** The arguments a generic circuit was made with. */
  readonly args: GenericArgs | undefined;
  readonly file: DigFile;
  readonly read: ReadCircuit;
  readonly sub: LoadedSubcircuit;
}

/**
 * Reads a Digital file, and the subcircuit files it places, into CircuitForge's model: the main
 * circuit, every subcircuit it places (innermost first, each a bundled definition its instances
 * refer to), and a report of what was carried over. A subcircuit whose file is not given becomes a
 * placeholder named after the file. Every problem (not XML, not Digital, a newer version, a file
 * placing itself, too large, too deep) is a failure in the user's words; nothing throws.
 */
export function readDigital(files: DigitalFiles): Result<ForeignImport> {
  try {
    return read(files);
  } catch (error) {
    return fail(
      'INTERNAL',
      `${baseName(files.main.name)} could not be read: ${error instanceof Error ? error.message.slice(0, 200) : 'unknown error'}.`,
      'Report this with the file, please; open it in Digital meanwhile.',
    );
  }
}

function read(files: DigitalFiles): Result<ForeignImport> {
  const byName = new Map<string, DigitalFile>();
  const byLower = new Map<string, DigitalFile>();
  for (const f of [files.main, ...(files.others ?? [])]) {
    byName.set(baseName(f.name), f);
    byLower.set(baseName(f.name).toLowerCase(), f);
  }
  const given = (elementName: string) => {
    const base = baseName(elementName);
    return byName.get(base) ?? byLower.get(base.toLowerCase());
  };

  const loaded = new Map<string, Loaded>();
  const bundles: BundledSubcircuit[] = [];
  const usedIds = new Set<string>();
  const parsed = new Map<string, Result<DigFile>>();
  const dataFiles = new DataFiles(files.data);
  /** Hex files generic code loaded (`loadHex`) that were not given, since the last look. */
  const missingHex: string[] = [];
  const resolver = new GenericResolver(undefined, dataFiles, (name) => missingHex.push(name));
  const romWarnings = new Set<string>();
  /** Subcircuits made for labels by path (a `*`), against {@link MAX_LABEL_VARIANTS}. */
  let labelVariants = 0;
  /** A short, stable name for each different way a circuit and its subcircuits are labelled by path and filled by the ROM manager. */
  const variants = new Map<string, number>();
  /** The first circuit read for each file and arguments: every instance's, unless its labels depend on the path. */
  const firstByKey = new Map<string, Loaded>();
  /** Instances read one by one (`*` labels): bounded, as a design flattened may be huge. */
  let instancesRead = 0;
  /** Generic circuits made concrete once per file and arguments (placed again elsewhere, not run again). */
  const specialisations = new Map<string, Result<{ file: DigFile; childArgs: ReadonlyMap<number, GenericArgs> }>>();
  let totalParts = 0;

  /** A file read once, however often it is placed. */
  const parseFile = (file: DigitalFile): Result<DigFile> => {
    const key = baseName(file.name).toLowerCase();
    let result = parsed.get(key);
    if (!result) parsed.set(key, (result = readDigFile(file.text, baseName(file.name))));
    return result;
  };
  const mainParsed = parseFile(files.main);
  const roms = new RomManager(
    mainParsed.success ? mainParsed.data.romContent : new Map(),
    dataFiles,
    circuitName(files.main.name),
  );
  /**
   * A specialised generic circuit with only the tests Digital runs on it: those whose own code
   * gives its arguments, and those without code when it is the circuit as opened.
   */
  const testsFor = (file: DigFile, args: GenericArgs, fileName: string, opened: boolean): DigFile => {
    const elements: DigElement[] = [];
    for (const e of file.elements) {
      if (e.name !== 'Testcase') elements.push(e);
      else if (genericCode(e) === '') {
        if (opened) elements.push(e);
      } else {
        // A test whose code fails belongs to no circuit (the main import says so in a warning).
        const own = resolver.instanceArgs(e, fileName);
        if (own.success && own.data.key() === args.key()) elements.push(e);
      }
    }
    return { ...file, elements };
  };
  /** True when an element places a given file that is one of Digital's generic circuits. */
  const placesGeneric = (elementName: string): boolean => {
    const child = given(elementName);
    const dig = child && parseFile(child);
    return dig?.success === true && isGeneric(dig.data);
  };

  /**
   * Reads a file after the subcircuit files it places (so their interfaces are known). A generic
   * circuit is read once for each set of arguments it is placed with (`args`; undefined for the
   * file opened, whose GenericInitCode gives them), each a subcircuit of its own.
   */
  const load = (file: DigitalFile, stack: readonly Frame[], passedArgs?: GenericArgs, path = ''): Result<Loaded> => {
    const parsedFile = parseFile(file);
    if (!parsedFile.success) return parsedFile;
    const base = baseName(file.name);
    const generic = isGeneric(parsedFile.data);
    let args: GenericArgs | undefined;
    if (generic) {
      const made = passedArgs ? ok(passedArgs) : resolver.initArgs(parsedFile.data, base);
      if (!made.success) return made;
      args = made.data;
    }
    const key = args ? `${base.toLowerCase()}|${args.key()}` : base.toLowerCase();
    // With `*` labels (labels and ROM words by instance path), instances of one circuit may differ: read each.
    const done = firstByKey.get(key);
    if (done && !done.byPath) return ok(done);
    if (done && ++instancesRead > MAX_PARTS) {
      return fail(
        'DESIGN_TOO_LARGE',
        `The design labels parts by instance (a * in a label), and places more than ${MAX_PARTS.toLocaleString('en')} subcircuit instances in all; an import takes at most that many.`,
        'Split it into smaller designs in Digital.',
      );
    }
    const label = args ? `${base} (${args.summary(40)})` : base;
    if (stack.some((f) => f.key === key)) {
      const chain = [...stack.map((f) => f.label), label].join(' → ');
      return generic
        ? fail(
            'INVALID_FILE',
            `${base} is a generic Digital circuit that places itself with the same parameters (${chain}): its code never reaches an end.`,
            'Correct its code in Digital so that each level changes the parameters until one places no further level.',
          )
        : fail(
            'INVALID_FILE',
            `The subcircuits place themselves in a cycle: ${chain}.`,
            'Digital cannot simulate such a circuit either: remove the instance that closes the cycle.',
          );
    }
    if (stack.length > MAX_NESTING) {
      return fail(
        'DESIGN_TOO_LARGE',
        `The subcircuits nest more than ${MAX_NESTING} levels deep (${stack
          .slice(0, 4)
          .map((f) => f.label)
          .join(' → ')} → …).`,
        'Flatten some levels of the design in Digital.',
      );
    }
    const shownName = args ? `${circuitName(file.name)} (${args.summary(40)})` : circuitName(file.name);
    let dig = parsedFile.data;
    let childArgs: ReadonlyMap<number, GenericArgs> = new Map();
    if (args) {
      let specialised = specialisations.get(key);
      if (!specialised) {
        missingHex.length = 0;
        specialised = resolver.specialise(dig, args, base, placesGeneric);
        for (const hex of new Set(missingHex)) {
          romWarnings.add(
            `${shownName}: its generic code loads words from the file "${hex}" (loadHex), which was not opened with it; its words are empty. Open "${hex}" together with the circuit to carry them over.`,
          );
        }
        if (specialised.success) {
          const made = specialised.data;
          specialised = ok({ ...made, file: testsFor(made.file, args, base, passedArgs === undefined) });
        }
        specialisations.set(key, specialised);
      }
      if (!specialised.success) return specialised;
      ({ file: dig, childArgs } = specialised.data);
    }
    const starHere = dig.elements.some(pathLabelled);
    const labelled =
      labelVariants < MAX_LABEL_VARIANTS ? labelByPath(dig, path) : { file: dig, labels: [] as readonly string[] };
    if (starHere && labelled.labels.length === 0) {
      romWarnings.add(
        `${shownName}: Digital labels some of its parts by instance path (a * in the label); the design places more than ${MAX_LABEL_VARIANTS} such instances, so the later ones keep labels of their own and tests cannot name them by path.`,
      );
    }
    const managed = roms.apply(labelled.file, path, shownName);
    dig = managed.file;
    for (const w of managed.warnings) romWarnings.add(w);
    const here = [...stack, { key, label }];
    const children = new Map<number, Loaded>();
    for (const element of dig.elements) {
      if (!element.name.toLowerCase().endsWith('.dig')) continue;
      const child = given(element.name);
      if (!child) continue;
      const childFile = parseFile(child);
      if (!childFile.success) return childFile;
      let passed: GenericArgs | undefined;
      if (isGeneric(childFile.data)) {
        // In a generic circuit the element's code (or addComponent) gave its arguments; elsewhere its own code does.
        const made = generic
          ? ok(childArgs.get(element.index) ?? new GenericArgs(new Map()))
          : resolver.instanceArgs(element, base);
        if (!made.success) return made;
        passed = made.data;
      }
      const result = load(child, here, passed, childPath(path, stringAttr(element.attrs, 'Label').trim()));
      if (!result.success) return result;
      children.set(element.index, result.data);
    }
    // The ROMs set and labels given here and below make this a circuit of its own (named by them), made once for each way they are set.
    const setBelow = [...children].filter(([, c]) => c.roms.length > 0 || c.labels.length > 0);
    const romsHere = [...new Set([...managed.set, ...setBelow.flatMap(([, c]) => c.roms)])];
    const labelsHere = [...new Set([...labelled.labels, ...setBelow.flatMap(([, c]) => c.labels)])];
    let fullKey = key;
    if (romsHere.length > 0 || labelsHere.length > 0) {
      const signature = JSON.stringify([managed.set, labelled.labels, setBelow.map(([index, c]) => [index, c.key])]);
      let variant = variants.get(signature);
      if (variant === undefined) {
        variants.set(signature, (variant = variants.size + 1));
        if (labelsHere.length > 0) labelVariants++;
      }
      fullKey = `${key}|roms${variant}`;
    }
    const known = loaded.get(fullKey);
    if (known) return ok(known);
    const byPath = starHere || [...children.values()].some((c) => c.byPath);
    const nested = stack.length > 0;
    const twice = nested ? repeatedPinName(dig) : undefined;
    if (twice !== undefined) {
      return fail(
        'INVALID_FILE',
        `Pin '${twice}' of the subcircuit ${baseName(file.name)} exists twice; Digital refuses to place it too.`,
        'Give each In, Clock and Out of the subcircuit a label of its own.',
      );
    }
    const plain = circuitName(file.name);
    const name = nested ? specialisedName(plain, args, romsHere, labelsHere) : plain;
    const inside = joinRenames([...children.values()].map((c) => c.renamed));
    const circuit = readCircuit(
      dig,
      name,
      nested,
      (element) => children.get(element.index)?.sub,
      args !== undefined && nested,
      inside,
    );
    totalParts += circuit.circuit.components.length;
    if (totalParts > MAX_PARTS) {
      return fail(
        'DESIGN_TOO_LARGE',
        `The design has more than ${MAX_PARTS.toLocaleString('en')} parts; an import takes at most that many.`,
        'Split it into smaller designs in Digital.',
      );
    }
    const firstId = `dig_${identifier(plain) ?? 'circuit'}`.slice(0, 60);
    let id = firstId;
    for (let n = 2; usedIds.has(id.toLowerCase()); n++) id = `${firstId.slice(0, 56)}_${n}`;
    usedIds.add(id.toLowerCase());
    const entry: Loaded = {
      name,
      key: fullKey,
      roms: romsHere,
      labels: labelsHere,
      renamed: joinRenames([circuit.partRenames, inside]),
      byPath,
      args,
      file: dig,
      read: circuit,
      sub: {
        digital: digitalInterface(dig),
        reshaped: (shape) => digitalInterface(dig, shape),
        use: {
          id,
          title: plain.slice(0, 40),
          ports: circuit.ports,
          inputs: circuit.inputs,
          outputs: circuit.outputs,
        },
      },
    };
    loaded.set(fullKey, entry);
    if (!firstByKey.has(key)) firstByKey.set(key, entry);
    if (nested) {
      if (bundles.length >= MAX_BUNDLED) {
        return fail(
          'DESIGN_TOO_LARGE',
          `The design places more than ${MAX_BUNDLED} different subcircuits; an import takes at most that many.`,
          'Merge some of them in Digital.',
        );
      }
      bundles.push({ id, name, circuit: circuit.circuit });
    }
    return ok(entry);
  };

  /**
   * In Digital a test of a generic circuit that has code of its own runs on the circuit made with
   * the arguments its code gives (the others on the circuit as opened): that circuit is read as a
   * subcircuit of its own, keeping the test.
   */
  const testsOnOwnArgs = (mainFile: DigFile, mainArgs: GenericArgs): string[] => {
    const warnings: string[] = [];
    const base = baseName(files.main.name);
    for (const test of mainFile.elements) {
      if (test.name !== 'Testcase' || genericCode(test) === '') continue;
      const label = stringAttr(test.attrs, 'Label').trim();
      const what = `${circuitName(files.main.name)}: the test${label ? ` "${label}"` : ''} runs in Digital on the circuit its code makes`;
      const args = resolver.instanceArgs(test, base);
      if (args.success && args.data.key() === mainArgs.key()) continue;
      const made = args.success ? load(files.main, [{ key: '(tests)', label: base }], args.data) : args;
      warnings.push(
        made.success
          ? `${what} (${args.success ? args.data.summary() : ''}); it is kept with the subcircuit "${made.data.name}": open that one to run it.`
          : `${what}, which could not be made here (${made.error}); the test was left out.`,
      );
    }
    return warnings;
  };

  const main = load(files.main, []);
  if (!main.success) return main;
  const extraWarnings: string[] = [];
  const mainFile = parseFile(files.main);
  if (mainFile.success && main.data.args) extraWarnings.push(...testsOnOwnArgs(mainFile.data, main.data.args));
  const all = [...loaded.values()];
  const unsupported = new Map<string, { count: number; where: string[] }>();
  for (const l of all) {
    for (const u of l.read.unsupported) {
      const entry = unsupported.get(u.name) ?? { count: 0, where: [] };
      entry.count++;
      if (entry.where.length < MAX_WHERE) entry.where.push(u.where);
      unsupported.set(u.name, entry);
    }
  }
  const parts: UnsupportedPart[] = [...unsupported].map(([name, u]) => ({ name, count: u.count, where: u.where }));
  return ok({
    name: circuitName(files.main.name),
    circuit: main.data.read.circuit,
    subcircuits: bundles,
    report: {
      format: 'digital',
      version: main.data.file.version,
      circuits: all.length,
      components: all.reduce((n, l) => n + l.read.components, 0),
      supported: all.reduce((n, l) => n + l.read.supported, 0),
      unsupported: parts.sort((p, q) => q.count - p.count || (p.name < q.name ? -1 : 1)),
      warnings: [...all.flatMap((l) => l.read.warnings), ...romWarnings, ...extraWarnings],
    },
  });
}
