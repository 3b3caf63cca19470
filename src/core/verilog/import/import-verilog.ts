import { MAX_VERILOG_GATES } from '../../../shared/contract/verilog-channels';
import { fail, ok, type Result } from '../../../shared/errors';
import { buildDefinitions, buildLaidOut } from './build-modules';
import { differenceNotes } from './differences';
import { readModules } from './hierarchy';
import { latchWarnings, modulesIn, refusal, tooLarge, yosysFailure } from './messages';
import { CHECKS_FILE, NETLIST_FILE, PASS_PROGRESS, SCRIPT_FILE, SOURCE_FILE, yosysScript } from './script';
import type { VerilogHost, VerilogImport, VerilogImportOptions } from '../types';
import { YosysJsonSchema, type YosysJson } from './yosys-json';

/** Sequential ids in creation order (ELK keeps that order where it can: inputs top to bottom). */
export function sequentialIds(tag = ''): (prefix: string) => string {
  let n = 0;
  return (prefix) => `${prefix}${tag}${String(++n).padStart(6, '0')}`;
}

/**
 * Imports a Verilog design: Yosys synthesises it (script.ts), the cells we cannot turn into parts
 * are refused with their line, the netlist becomes parts and wires (design.ts, gate-merge.ts,
 * to-circuit.ts), and ELK lays it out (layout.ts). Nothing is stored here: the caller stores the
 * circuit, or merges it into one. Every failure is a value in the user's words.
 */
export async function importVerilog(
  source: string,
  options: VerilogImportOptions,
  host: VerilogHost,
): Promise<Result<VerilogImport>> {
  const started = Date.now();
  const fileName = options.fileName ?? 'design.v';
  const maxGates = options.maxGates ?? MAX_VERILOG_GATES;
  let reached = 0;
  const progress = (stage: string, fraction: number) => {
    reached = Math.max(reached, fraction);
    host.progress?.(stage, reached);
  };
  if (source.trim() === '' || modulesIn(source).length === 0) {
    return fail(
      'VERILOG_SYNTAX',
      `${fileName} has no module to import.`,
      'A Verilog design is written as `module name(inputs and outputs); … endmodule`.',
    );
  }

  const log: string[] = [];
  // A design added to a circuit is one sheet: its modules cannot become circuits of their own.
  const { merge } = options;
  const flatten = options.flatten === true || merge !== undefined;
  const run = await host.yosys(
    ['-s', SCRIPT_FILE],
    { [SOURCE_FILE]: source, [SCRIPT_FILE]: yosysScript(options.top, { flatten }) },
    (line) => {
      log.push(line);
      const pass = /^(?:[\d.]+\s*)?Executing (.*)$/.exec(line);
      if (!pass) return;
      const step = PASS_PROGRESS.find(([pattern]) => pattern.test(pass[1]!));
      if (step) progress(step[1], step[2]);
    },
  );
  if (!run.ok) {
    const checks = parseJson(run.files?.[CHECKS_FILE]);
    const refused = checks && refusal(checks, fileName);
    return refused ?? yosysFailure(log, source, fileName, options.top);
  }
  const checks = parseJson(run.files[CHECKS_FILE]);
  const refused = checks && refusal(checks, fileName);
  if (refused) return refused;
  const netlist = parseJson(run.files[NETLIST_FILE]);
  if (!netlist) return yosysFailure(log, source, fileName, options.top);

  progress('Turning cells into parts', 0.8);
  const modules = Object.keys(netlist.modules);
  const top = modules.find((name) => isTop(netlist, name)) ?? modules[0];
  if (top === undefined) return yosysFailure(log, source, fileName, options.top);
  const tree = readModules(netlist, top, fileName);
  if (!tree.success) return tree;
  if (tree.data.flatCells > maxGates) {
    return tooLarge(
      `${tree.data.flatCells.toLocaleString('en')} gates and flip-flops after synthesis`,
      fileName,
      maxGates,
    );
  }
  const below = await buildDefinitions(tree.data, netlist, host.layout, () => sequentialIds());
  if (!below.success) return below;
  progress('Laying out', 0.85);
  const design = tree.data.designs.get(top)!;
  const laid = await buildLaidOut(
    design,
    {
      outputs: options.outputs ?? 'led',
      style: options.bits ? 'bits' : 'bus',
      newId: sequentialIds(merge ? `_${merge.idTag}_` : ''),
      taken: new Set(merge?.takenLabels.map((label) => label.toLowerCase())),
      definitions: below.data.definitions,
    },
    host.layout,
    merge?.origin,
  );
  if (!laid.success) return laid;
  const { state, built } = laid.data;
  progress('Done', 1);
  const sourceModules = modulesIn(source);
  const differences = differenceNotes(tree.data.designs.values());
  const warnings = [
    ...(checks ? latchWarnings(checks, source, fileName) : []),
    ...built.warnings,
    ...below.data.warnings,
    ...differences.warnings,
  ];
  if (design.ports.length === 0) warnings.unshift(`The module "${top}" has no ports: nothing to switch or watch.`);
  const tops = options.top === undefined ? topCandidates(source, sourceModules) : [];
  if (tops.length > 1) {
    warnings.unshift(
      `${fileName} has ${tops.length} modules no other module uses (${tops.join(', ')}); "${top}" was imported. Choose the top module to import another.`,
    );
  }
  return ok({
    name: top,
    circuit: state.toJSON(),
    subcircuits: below.data.bundle,
    report: {
      top,
      modules: sourceModules.length > 0 ? sourceModules : modules,
      ports: built.ports,
      subcircuits: below.data.bundle.map((b) => b.name),
      yosysCells: tree.data.flatCells,
      gates: built.gates + below.data.gates,
      flipFlops: built.flipFlops + below.data.flipFlops,
      parts: state.componentCount,
      wires: state.wireCount,
      warnings,
      notes: differences.notes,
      milliseconds: Date.now() - started,
    },
  });
}

function isTop(netlist: YosysJson, name: string): boolean {
  const flag = netlist.modules[name]?.attributes?.['top'];
  return typeof flag === 'string' ? /1/.test(flag) : flag === 1;
}

function parseJson(text: string | undefined): YosysJson | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed = YosysJsonSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The modules no other module of the source instantiates (a rough reading: names followed by an instance). */
function topCandidates(source: string, modules: readonly string[]): string[] {
  const code = source.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
  return modules.filter((name) => {
    const instance = new RegExp(
      `(?<!module\\s+)\\b${name.replace(/\$/g, '\\$')}\\s*(?:#\\s*\\([^;]*?\\)\\s*)?[A-Za-z_][A-Za-z0-9_$]*\\s*\\(`,
    );
    return !instance.test(code);
  });
}
