import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../../core/simulation/test-support/simulate';
import { firstMismatch } from './compare';
import type { Design } from './designs';
import { runOurs } from './ours';
import { runSuite, type DesignCase, type Suite } from './suite';

/** Yosys takes about a second per design, the Icarus runs a second or two. */
const SUITE_TIMEOUT = 180_000;

/**
 * The tests of a set of designs: each imported, simulated by both our engines and by Icarus on the
 * original source with the same stimulus, bit for bit from the step the design is in a known state
 * on; and its imported circuit, exported again, simulated by Icarus the same way (round trip).
 */
export function describeDesigns(title: string, designs: readonly Design[]): void {
  describe(title, () => {
    let suite: Suite;
    beforeAll(async () => {
      suite = await runSuite(designs);
    }, SUITE_TIMEOUT);

    const caseOf = (design: Design): DesignCase => suite.cases.find((c) => c.design === design)!;
    const cases = designs.map((d) => [d.file, d] as const);

    it.each(cases)('%s: imports, and our simulator (both engines) matches Icarus bit for bit', (file, design) => {
      if (suite.icarusError !== undefined) throw new Error(suite.icarusError);
      const c = caseOf(design);
      if (!c.imported.ok) throw new Error(`${file}: the import failed: ${c.imported.error}`);
      const { circuit, report } = c.imported.data;
      for (const engine of ENGINES) {
        let run;
        try {
          run = runOurs(circuit, design, c.stimulus, report.ports, engine);
        } catch (error) {
          throw new Error(`${file}, ${engine} engine: ${error instanceof Error ? error.message : String(error)}`);
        }
        const mismatch = firstMismatch(design, c.stimulus, run.lines, c.icarus!, {
          got: `ours (${engine} engine)`,
          want: 'Icarus',
        });
        if (mismatch !== undefined) throw new Error(mismatch);
        expect(run.diagnostics, `${file}, ${engine} engine: diagnostics`).toEqual([]);
      }
    });

    it.each(cases)('%s: exported again, it behaves in Icarus as the source does (round trip)', (file, design) => {
      if (suite.icarusError !== undefined) throw new Error(suite.icarusError);
      const c = caseOf(design);
      if (!c.roundTrip.ok) throw new Error(`${file}: ${c.roundTrip.error}`);
      const mismatch = firstMismatch(design, c.stimulus, c.roundTrip.lines, c.icarus!, {
        got: 'Icarus on the export',
        want: 'Icarus on the source',
      });
      if (mismatch !== undefined) throw new Error(`${mismatch}\nThe export:\n${c.exportedSource ?? ''}`);
    });
  });
}
