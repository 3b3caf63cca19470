import { ok, type Result } from '../../../shared/errors';
import { readDesign, type Design } from './design';
import type { YosysJson, YosysModule } from './yosys-json';

/** The modules of a synthesised design as an import keeps them. */
export interface ModuleTree {
  readonly top: string;
  /** The modules the top places, directly or not, each after every module it places. */
  readonly below: readonly string[];
  readonly designs: ReadonlyMap<string, Design>;
  /** Gates and flip-flops of the whole design with every instance expanded. */
  readonly flatCells: number;
}

/**
 * Reads the top module and every module it places (instances of them are kept, see design.ts):
 * children before parents, and how big the design is once flattened. Modules Yosys left as black
 * boxes (no body) are not read: their instances are reported where they are placed.
 */
export function readModules(netlist: YosysJson, top: string, fileName: string): Result<ModuleTree> {
  const isModule = (type: string) => {
    const module = netlist.modules[type];
    return module !== undefined && !isBlackBox(module);
  };
  const designs = new Map<string, Design>();
  const below: string[] = [];
  const flat = new Map<string, number>();
  // Depth first without recursion (a design may nest deeply): a module is done after its children.
  const stack: { name: string; children: string[] }[] = [];
  const open = (name: string): Result<void> => {
    const design = readDesign(netlist.modules[name]!, fileName, isModule);
    if (!design.success) return design;
    designs.set(name, design.data);
    stack.push({ name, children: [...new Set(design.data.instances.map((i) => i.module))] });
    return ok(undefined);
  };
  const first = open(top);
  if (!first.success) return first;
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const child = frame.children.pop();
    if (child !== undefined) {
      if (designs.has(child)) continue;
      const opened = open(child);
      if (!opened.success) return opened;
      continue;
    }
    stack.pop();
    const design = designs.get(frame.name)!;
    let cells = design.yosysCells;
    for (const instance of design.instances) cells += flat.get(instance.module) ?? 0;
    flat.set(frame.name, cells);
    if (frame.name !== top) below.push(frame.name);
  }
  return ok({ top, below, designs, flatCells: flat.get(top) ?? 0 });
}

function isBlackBox(module: YosysModule): boolean {
  const flag = module.attributes?.['blackbox'];
  return flag === 1 || (typeof flag === 'string' && /1/.test(flag));
}

/**
 * A module's name for the library: its Verilog name, with its parameters for a parameterised copy
 * (`$paramod\adder\W=s32'…1000` → "adder W=8"); Yosys names a copy with many parameters by a hash,
 * which is left out ("adder", the library adds a number when taken).
 */
export function moduleTitle(name: string, module: YosysModule | undefined): string {
  const hdlName = module?.attributes?.['hdlname'];
  if (!name.startsWith('$paramod')) return name.replace(/^\\/, '');
  const parts = name.split('\\').slice(1);
  const base = typeof hdlName === 'string' && hdlName !== '' ? hdlName : (parts[0] ?? name);
  const parameters = parts
    .slice(1)
    .map(parameterText)
    .filter((p) => p !== '');
  return [base, ...parameters].join(' ').slice(0, 120);
}

/** `W=s32'00001000` → "W=8"; a string or a long value as Yosys wrote it, cut. */
function parameterText(text: string): string {
  const match = /^([^=]+)=(s?)(\d+)'([01xz]+)$/.exec(text);
  if (!match) return text.slice(0, 24);
  const [, key, signed, width, bits] = match;
  if (!/^[01]+$/.test(bits!) || Number(width) > 53) return `${key}=${bits!.slice(-16)}`;
  let value = parseInt(bits!, 2);
  if (signed === 's' && bits!.startsWith('1')) value -= 2 ** bits!.length;
  return `${key}=${value}`;
}
