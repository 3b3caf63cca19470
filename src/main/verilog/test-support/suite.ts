import { join } from 'node:path';
import { exportHierarchy } from '../../../core/verilog/export/hierarchy-export';
import type { VerilogModule } from '../../../core/verilog/export/verilog-export';
import type { VerilogImport, VerilogImportOptions } from '../../../core/verilog/types';
import type { Circuit } from '../../../shared/circuit/types';
import { DESIGNS_DIR, type Design } from './designs';
import { iverilogMissing, originalInstance, runIcarus, type Bench } from './icarus';
import { importDesign, testHost } from './import-host';
import { importVerilog } from '../../../core/verilog/import/import-verilog';
import { labelsOf, signalPin } from './ours';
import { stimulusOf, type Stimulus } from './stimulus';

/** One design through the whole chain; every step's failure is kept for the test that needs it. */
export interface DesignCase {
  readonly design: Design;
  readonly stimulus: Stimulus;
  /** The import, or why it failed (a thrown error is an importer crash). */
  readonly imported:
    { readonly ok: true; readonly data: VerilogImport } | { readonly ok: false; readonly error: string };
  /** Icarus on the original source, per observation. */
  readonly icarus: readonly string[] | undefined;
  /** Icarus on the imported circuit exported again (round trip), or why there is none. */
  readonly roundTrip:
    { readonly ok: true; readonly lines: readonly string[] } | { readonly ok: false; readonly error: string };
  readonly exportedSource: string | undefined;
  /** The export imported again (with the same options), or why there is none. */
  readonly reimported:
    { readonly ok: true; readonly data: VerilogImport } | { readonly ok: false; readonly error: string };
  readonly milliseconds: number;
}

export interface Suite {
  readonly cases: readonly DesignCase[];
  /** Why Icarus could not run the original designs (iverilog missing, a compile error). */
  readonly icarusError: string | undefined;
}

/**
 * The instance of the exported module in the testbench. Bus ports that kept their Verilog names
 * are connected by those names, as the original testbench connects them (the export keeps names and
 * widths); any other port through its parts' labels, bit by bit.
 */
function exportedInstance(design: Design, imported: VerilogImport, module: VerilogModule): string {
  const byLabel = new Map(imported.circuit.components.map((c) => [c.label, c]));
  const ports = imported.report.ports;
  const portOf = (label: string, direction: 'input' | 'output') => {
    const part = byLabel.get(label);
    if (!part) throw new Error(`the circuit has no part labelled ${label}`);
    const port =
      direction === 'input'
        ? module.inputs.find((i) => i.component === part.id)?.port
        : module.outputs.find((o) => o.component === part.id && o.pin === signalPin(part.type))?.port;
    if (port === undefined) throw new Error(`the export has no port for ${label}`);
    return port;
  };
  const connect = (name: string, width: number, direction: 'input' | 'output', scalar = false) => {
    const reported = ports.find((p) => p.name === name);
    if (reported?.bus) {
      return reported.labels.map((label, chunk) => {
        const port = portOf(label, direction);
        if (reported.labels.length === 1 && !design.oddLabels.includes(name) && port !== name)
          throw new Error(`the export names the port "${name}" ${port}`);
        const lo = chunk * 32;
        const hi = Math.min(width, lo + 32) - 1;
        return `.${port}(${reported.labels.length === 1 ? name : `${name}[${hi}:${lo}]`})`;
      });
    }
    return labelsOf(ports, name, width).map(
      (label, bit) => `.${portOf(label, direction)}(${scalar ? name : `${name}[${bit}]`})`,
    );
  };
  const connections = [
    ...(design.clock === undefined ? [] : connect(design.clock, 1, 'input', true)),
    ...design.inputs.flatMap((p) => connect(p.name, p.width, 'input')),
    ...design.outputs.flatMap((p) => connect(p.name, p.width, 'output')),
  ];
  return `${module.moduleName} dut(${connections.join(', ')});`;
}

/** The import's circuit exported with the subcircuits it places (one module per definition). */
function exportImport(imported: VerilogImport, moduleName: string) {
  const definitions = new Map(imported.subcircuits.map((s) => [s.id, s]));
  return exportHierarchy(imported.circuit, moduleName, (id) => definitions.get(id));
}

const moduleNameOf = (design: Design) => `roundtrip_${design.top}`;

/**
 * Imports every design (Yosys in-process, ELK), runs Icarus once on all the original sources and
 * once on all the exports of the imported circuits, with the same stimulus. Our simulator runs in
 * the tests themselves (per engine), from `imported`.
 */
export async function runSuite(designs: readonly Design[], options: VerilogImportOptions = {}): Promise<Suite> {
  const cases: {
    design: Design;
    stimulus: Stimulus;
    imported: DesignCase['imported'];
    milliseconds: number;
    exported?: { module: VerilogModule; circuit: Circuit; instance: string };
    exportError?: string;
    reimported?: DesignCase['reimported'];
  }[] = [];
  for (const design of designs) {
    const started = performance.now();
    let imported: DesignCase['imported'];
    try {
      const result = await importDesign(design, options);
      imported = result.success
        ? { ok: true, data: result.data }
        : { ok: false, error: `${result.code}: ${result.error} (${result.hint})` };
    } catch (error) {
      imported = {
        ok: false,
        error: `the importer threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      };
    }
    const entry: (typeof cases)[number] = {
      design,
      stimulus: stimulusOf(design),
      imported,
      milliseconds: performance.now() - started,
    };
    if (imported.ok) {
      try {
        const exported = exportImport(imported.data, moduleNameOf(design));
        if (!exported.success) throw new Error(`${exported.code}: ${exported.error}`);
        entry.exported = {
          module: exported.data,
          circuit: imported.data.circuit,
          instance: exportedInstance(design, imported.data, exported.data),
        };
        const again = await importVerilog(
          exported.data.source,
          { ...options, fileName: `${moduleNameOf(design)}.v`, top: moduleNameOf(design) },
          testHost,
        );
        entry.reimported = again.success
          ? { ok: true, data: again.data }
          : { ok: false, error: `${again.code}: ${again.error} (${again.hint})` };
      } catch (error) {
        entry.exportError = error instanceof Error ? error.message : String(error);
      }
    } else {
      entry.exportError = `no import: ${imported.error}`;
    }
    cases.push(entry);
  }

  const missing = iverilogMissing();
  const original = missing
    ? ({ ok: false, error: missing } as const)
    : runIcarus(
        designs.map((d) => join(DESIGNS_DIR, d.file)),
        [],
        cases.map((c): Bench => ({ design: c.design, stimulus: c.stimulus, instance: originalInstance(c.design) })),
      );
  const withExport = cases.filter((c) => c.exported !== undefined);
  const roundTrip = missing
    ? ({ ok: false, error: missing } as const)
    : runIcarus(
        [],
        withExport.map((c) => c.exported!.module.source),
        withExport.map((c): Bench => ({ design: c.design, stimulus: c.stimulus, instance: c.exported!.instance })),
      );
  return {
    icarusError: original.ok ? undefined : original.error,
    cases: cases.map((c) => {
      const k = withExport.indexOf(c);
      return {
        design: c.design,
        stimulus: c.stimulus,
        imported: c.imported,
        milliseconds: c.milliseconds,
        icarus: original.ok ? original.lines[cases.indexOf(c)] : undefined,
        exportedSource: c.exported?.module.source,
        reimported: c.reimported ?? { ok: false, error: c.exportError ?? 'not exported' },
        roundTrip:
          k < 0
            ? { ok: false, error: c.exportError ?? 'not exported' }
            : roundTrip.ok
              ? { ok: true, lines: roundTrip.lines[k]! }
              : { ok: false, error: roundTrip.error },
      };
    }),
  };
}
