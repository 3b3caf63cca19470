import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../../core/simulation/test-support/simulate';
import { firstMismatch } from './compare';
import type { Design } from './designs';
import type { VerilogImportOptions } from '../../../core/verilog/types';
import type { Circuit } from '../../../shared/circuit/types';
import { verilogName } from '../../../core/verilog/export/verilog-names';
import { formatInterface, interfaceOf } from '../../../shared/components/subcircuit-interface';
import { checkMapping, type PortMode } from './mapping';
import { runOurs } from './ours';
import { runSuite, type DesignCase, type Suite } from './suite';

/** Yosys and ELK take a second or two per small design, the two Icarus runs a few seconds. */
const SUITE_TIMEOUT = 240_000;
const SHOWN_EXPORT = 6000;

/** Our simulator, both engines, against Icarus on the source; throws the first difference. */
export function checkOurs(c: DesignCase): void {
  const { design } = c;
  if (!c.imported.ok) throw new Error(`${design.file}: the import failed: ${c.imported.error}`);
  const { report } = c.imported.data;
  for (const engine of ENGINES) {
    let run;
    try {
      run = runOurs(c.imported.data, design, c.stimulus, report.ports, engine);
    } catch (error) {
      throw new Error(`${design.file}, ${engine} engine: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    const mismatch = firstMismatch(design, c.stimulus, run.lines, c.icarus!, {
      got: `ours (${engine} engine)`,
      want: 'Icarus',
    });
    if (mismatch !== undefined) throw new Error(mismatch);
    expect(run.diagnostics, `${design.file}, ${engine} engine: diagnostics`).toEqual([]);
  }
}

/** Icarus on the export of the imported circuit against Icarus on the source. */
function checkRoundTrip(c: DesignCase): void {
  if (!c.roundTrip.ok) throw new Error(`${c.design.file}: ${c.roundTrip.error}`);
  const mismatch = firstMismatch(c.design, c.stimulus, c.roundTrip.lines, c.icarus!, {
    got: 'Icarus on the export',
    want: 'Icarus on the source',
  });
  if (mismatch === undefined) return;
  const source = c.exportedSource ?? '';
  const shown = source.length > SHOWN_EXPORT ? `${source.slice(0, SHOWN_EXPORT)}\n…` : source;
  throw new Error(`${mismatch}\nThe export:\n${shown}`);
}

/**
 * The export imported again is the same design: the same ports (names, widths, directions, clocks),
 * the same modules kept (names, interfaces) and instances, the same flip-flops and latches, and the
 * same behaviour in our simulator on the design's stimulus. Not the same gates: ABC maps the logic
 * again and may join or split a few (a trip adds or removes up to 5 of 480 gates in the suite).
 */
function checkReimport(c: DesignCase): void {
  const file = c.design.file;
  if (!c.imported.ok) throw new Error(`${file}: the import failed: ${c.imported.error}`);
  if (!c.reimported.ok) throw new Error(`${file}: the export did not import again: ${c.reimported.error}`);
  const first = c.imported.data;
  const again = c.reimported.data;
  // A port whose name is no label (`_en`) comes back under its label, which the export names it by.
  const odd = first.report.ports.map((p) => c.design.oddLabels.includes(p.name));
  const ports = (i: typeof first) => i.report.ports.map((p, n) => ({ ...p, name: odd[n] ? '' : p.name }));
  expect(ports(again), `${file}: ports`).toEqual(ports(first));
  // A module's name comes back as the export wrote it ("pa_add W=8" as pa_add_W_8).
  const modules = (i: typeof first) =>
    i.subcircuits.map((s) => `${verilogName(s.name)}: ${interfaceOfCircuit(s.circuit)}`).sort();
  expect(modules(again), `${file}: modules kept`).toEqual(modules(first));
  const instances = (i: typeof first) =>
    i.circuit.components
      .filter((p) => p.type === 'SUBCIRCUIT')
      .map((p) => `${p.label} ${String(p.properties.ports)}`)
      .sort();
  expect(instances(again), `${file}: instances`).toEqual(instances(first));
  expect(again.report.flipFlops, `${file}: flip-flops and latches`).toBe(first.report.flipFlops);
  // Driven through the design's port names (a port named by its label comes back in the same place).
  const named = (i: typeof first) => i.report.ports.map((p, n) => ({ ...p, name: first.report.ports[n]!.name }));
  const ours = (i: typeof first) => runOurs(i, c.design, c.stimulus, named(i), 'fast').lines;
  expect(ours(again), `${file}: behaviour`).toEqual(ours(first));
}

/** The interface a circuit offers as a subcircuit, as its instances' text. */
function interfaceOfCircuit(circuit: Circuit): string {
  return formatInterface(interfaceOf(circuit.components));
}

/**
 * The tests of a set of designs: each imported, simulated by both our engines and by Icarus on the
 * original source with the same stimulus, bit for bit from the step the design is in a known state
 * on; its imported circuit, exported again, simulated by Icarus the same way (round trip); and its
 * ports mapped to parts as documented (mapping.ts). `options` are the import's: by default ports are
 * one part each and modules are kept as subcircuits. A design with a `@known-issue` is expected to
 * fail the first two (`it.fails`).
 */
export function describeDesigns(title: string, designs: readonly Design[], options: VerilogImportOptions = {}): void {
  const mode: PortMode = options.bits ? { bits: true, outputs: options.outputs ?? 'led' } : { bits: false };
  describe(title, () => {
    let suite: Suite;
    beforeAll(async () => {
      suite = await runSuite(designs, options);
    }, SUITE_TIMEOUT);

    const caseOf = (design: Design): DesignCase => {
      if (suite.icarusError !== undefined) throw new Error(suite.icarusError);
      return suite.cases.find((c) => c.design === design)!;
    };
    for (const design of designs) {
      const test = design.knownIssue === undefined ? it : it.fails;
      const known = design.knownIssue === undefined ? '' : ` [known issue: ${design.knownIssue}]`;
      test(`${design.file}: imports, and our simulator (both engines) matches Icarus bit for bit${known}`, () =>
        checkOurs(caseOf(design)));
      test(`${design.file}: exported again, it behaves in Icarus as the source does (round trip)${known}`, () =>
        checkRoundTrip(caseOf(design)));
      if (!mode.bits)
        it(`${design.file}: its export imports again as the same design (ports, modules, storage, behaviour)`, () =>
          checkReimport(caseOf(design)));
      it(`${design.file}: its ports become ${mode.bits ? 'switches, clocks and LEDs' : 'input and output ports'} as documented, listed in the report`, () => {
        const c = caseOf(design);
        if (!c.imported.ok) throw new Error(`${design.file}: the import failed: ${c.imported.error}`);
        checkMapping(design, c.imported.data, mode);
      });
      if (design.warning.length > 0)
        it(`${design.file}: the import warns (${design.warning.map((w) => w.source).join(' ')})`, () => {
          const c = caseOf(design);
          if (!c.imported.ok) throw new Error(`${design.file}: the import failed: ${c.imported.error}`);
          const warnings = [...c.imported.data.report.warnings, ...c.imported.data.report.notes];
          expect(
            warnings.some((w) => design.warning.every((pattern) => pattern.test(w))),
            `${design.file}: no warning matches; the warnings: ${JSON.stringify(warnings)}`,
          ).toBe(true);
        });
    }
  });
}
