import { beforeAll, describe, expect, it } from 'vitest';
import { importVerilog } from '../../core/verilog/import/import-verilog';
import type { VerilogImport, VerilogImportOptions } from '../../core/verilog/types';
import { loadDesigns, type Design } from './test-support/designs';
import { importDesign, testHost } from './test-support/import-host';
import { checkMapping } from './test-support/mapping';
import { checkOurs } from './test-support/simulation-tests';
import { runSuite, type Suite } from './test-support/suite';

/**
 * How Verilog ports become parts bit by bit ("One part per bit"), beyond what every design's own
 * mapping test checks (test-support/mapping.ts: NAME / NAMEi labels, the clock alone a CLOCK, LEDs
 * with resistor and ground, the report's counts): clashing, ranged and awkward names; the probes
 * option; the top option; progress. Bus ports and kept modules: import-buses.test.ts.
 */
const designs = new Map(loadDesigns().map((d) => [d.top, d]));
const design = (top: string): Design => designs.get(top)!;

async function imported(top: string, options: VerilogImportOptions = {}): Promise<VerilogImport> {
  const result = await importDesign(design(top), options);
  if (!result.success) throw new Error(`${top}: ${result.code}: ${result.error}`);
  return result.data;
}

/** One part per bit, as the dialog's "One part per bit" asks. */
const BITS = { bits: true } as const;

describe('Verilog import: ports, labels and options', () => {
  const results = new Map<string, VerilogImport>();
  let probes: Suite;
  beforeAll(async () => {
    for (const top of ['port_clash', 'port_ranges', 'odd_names']) results.set(top, await imported(top, BITS));
    probes = await runSuite([design('ripple_adder4'), design('counter_sync_reset')], { ...BITS, outputs: 'probe' });
  }, 120_000);

  const labelsOf = (top: string) => new Map(results.get(top)!.report.ports.map((p) => [p.name, p.labels]));

  it('labels that clash (a[0] and a0 are both "A0") stay unique: the later port gets "_2"', () => {
    const ports = labelsOf('port_clash');
    expect(ports.get('a')).toEqual(['A0', 'A1']);
    expect(ports.get('a0')).toEqual(['A0_2']);
    checkMapping(design('port_clash'), results.get('port_clash')!, { bits: true, outputs: 'led' });
  });

  it('a range like [7:4] labels by Verilog index; in [0:3] bit 0 is the least significant, asc[3]', () => {
    const ports = labelsOf('port_ranges');
    expect(ports.get('hi')).toEqual(['HI4', 'HI5', 'HI6', 'HI7']);
    expect(ports.get('asc')).toEqual(['ASC3', 'ASC2', 'ASC1', 'ASC0']);
    expect(ports.get('y')).toEqual(['Y0', 'Y1', 'Y2', 'Y3']);
    expect(ports.get('z')).toEqual(['Z1', 'Z0']);
  });

  it('awkward names become valid labels; ports keep theirs over the parts (R1, GND1…); an unused input is a warning', () => {
    const { report } = results.get('odd_names')!;
    const ports = labelsOf('odd_names');
    expect(ports.get('_en')).toEqual(['EN']);
    const long = ports.get('a_port_name_that_is_longer_than_any_label')!;
    expect(long).toHaveLength(2);
    for (const label of long) expect(label).toMatch(/^A_PORT_NAME_THAT_IS_LONGER_TH/);
    for (const name of ['r1', 'gnd1', 'u1', 'g1']) expect(ports.get(name)).toEqual([name.toUpperCase()]);
    expect(report.warnings.join('\n')).toMatch(/"unused"/);
  });

  it('a port name longer than a label is cut before its bit index, so each label still ends with it', () => {
    const long = labelsOf('odd_names').get('a_port_name_that_is_longer_than_any_label')!;
    long.forEach((label, bit) => expect(label).toMatch(new RegExp(`^A_PORT_NAME_THAT_IS_LONGER_T\\w*[^0-9]${bit}$`)));
  });

  it.each(['ripple_adder4.v', 'counter_sync_reset.v'])(
    "%s with outputs: 'probe': probes with the same labels, no LEDs, resistors or grounds; same behaviour as Icarus",
    (file) => {
      if (probes.icarusError !== undefined) throw new Error(probes.icarusError);
      const c = probes.cases.find((k) => k.design.file === file)!;
      if (!c.imported.ok) throw new Error(c.imported.error);
      checkMapping(c.design, c.imported.data, { bits: true, outputs: 'probe' });
      checkOurs(c);
    },
  );

  it('the top option picks another module of the source', async () => {
    const { report, name } = await imported('ripple_adder4', { top: 'rca_full_adder', ...BITS });
    expect(report.top).toBe('rca_full_adder');
    expect(name).toBe('rca_full_adder');
    expect(report.ports.map((p) => [p.name, p.direction, p.labels, p.clock])).toEqual([
      ['x', 'input', ['X'], false],
      ['y', 'input', ['Y'], false],
      ['c', 'input', ['C'], false],
      ['s', 'output', ['S'], false],
      ['co', 'output', ['CO'], false],
    ]);
  });

  it('progress goes from 0 to 1 without going back, in stages with names', async () => {
    const seen: { stage: string; fraction: number }[] = [];
    const result = await importVerilog(
      design('comparator4').source,
      {},
      { ...testHost, progress: (stage, fraction) => seen.push({ stage, fraction }) },
    );
    expect(result.success).toBe(true);
    expect(seen.length).toBeGreaterThan(2);
    expect(
      seen.every(({ fraction }, i) => fraction >= 0 && fraction <= 1 && (i === 0 || fraction >= seen[i - 1]!.fraction)),
    ).toBe(true);
    expect(seen.at(-1)!.fraction).toBe(1);
    expect(seen.every(({ stage }) => stage.trim() !== '')).toBe(true);
  });
});
