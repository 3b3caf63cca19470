import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../../core/simulation/test-support/simulate';
import { firstMismatch } from './compare';
import type { Design } from './designs';
import type { VerilogImportOptions } from '../../../core/verilog/types';
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
      it(`${design.file}: its ports become ${mode.bits ? 'switches, clocks and LEDs' : 'input and output ports'} as documented, listed in the report`, () => {
        const c = caseOf(design);
        if (!c.imported.ok) throw new Error(`${design.file}: the import failed: ${c.imported.error}`);
        checkMapping(design, c.imported.data, mode);
      });
      if (design.warning.length > 0)
        it(`${design.file}: the import warns (${design.warning.map((w) => w.source).join(' ')})`, () => {
          const c = caseOf(design);
          if (!c.imported.ok) throw new Error(`${design.file}: the import failed: ${c.imported.error}`);
          const warnings = c.imported.data.report.warnings;
          expect(
            warnings.some((w) => design.warning.every((pattern) => pattern.test(w))),
            `${design.file}: no warning matches; the warnings: ${JSON.stringify(warnings)}`,
          ).toBe(true);
        });
    }
  });
}
