import { describe, expect, it } from 'vitest';
import { DocumentService } from '../../core/documents/document-service';
import { MemoryDocumentStore } from '../../core/documents/memory-document-store';
import { EventBus } from '../../core/events';
import { verilogHandlers } from '../../core/verilog/handlers';
import { importVerilog } from '../../core/verilog/import/import-verilog';
import type { VerilogImporter } from '../../core/verilog/types';
import { designsOf, loadDesigns } from './test-support/designs';
import { importDesign, testHost } from './test-support/import-host';

/**
 * Designs the import refuses: the code of the failure, a message naming the line or the construct
 * (see each design's `@refuse` and `@message`), and nothing else happening: a failure comes back,
 * no circuit is opened.
 */
const refused = designsOf('refused');
const byTop = new Map(loadDesigns().map((d) => [d.top, d]));
/** The 32 × 32 multiplier takes Yosys about ten seconds before the size check. */
const SLOW = 90_000;

describe('Verilog import: refusals', () => {
  /** A design with a `@known-issue` is expected to fail (`it.fails`) until the import is fixed. */
  for (const design of refused) {
    const code = design.refuse!.code;
    const known = design.knownIssue === undefined ? '' : ` [known issue: ${design.knownIssue}]`;
    (design.knownIssue === undefined ? it : it.fails)(
      `${design.file} is refused with ${code}, the message naming the line or construct${known}`,
      async () => {
        const started = performance.now();
        const result = await importDesign(design);
        if (result.success)
          throw new Error(`${design.file} was imported (${result.data.report.parts} parts), not refused`);
        expect(result.code, result.error).toBe(code);
        for (const pattern of design.refuse!.message) expect(result.error).toMatch(pattern);
        expect(result.hint.trim()).not.toBe('');
        // The user's words: no Yosys internals such as cell types or temporary file names.
        expect(result.error).not.toMatch(
          /\$_[A-Z]|\$(?:print|check|tribuf|aldffe?|mem_v2|dlatch|adlatch|sr)\b|design\.v\b|\.ys\b|\.json\b/,
        );
        expect(performance.now() - started).toBeLessThan(SLOW);
      },
      SLOW,
    );
  }

  it('following the hint for $display (`ifndef SYNTHESIS) makes the design import', async () => {
    const design = byTop.get('refuse_display')!;
    const source = design.source.replace(/^(\s*)(\$display\(.*)$/m, '`ifndef SYNTHESIS\n$1$2\n`endif');
    expect(source).toContain('`ifndef SYNTHESIS');
    const result = await importVerilog(source, { fileName: design.file }, testHost);
    if (!result.success) throw new Error(`${result.code}: ${result.error}`);
    expect(result.data.report.flipFlops).toBe(1);
  });

  it('a design over maxGates is refused as DESIGN_TOO_LARGE, saying how many gates it has and the limit', async () => {
    const result = await importDesign(byTop.get('cla_adder4')!, { maxGates: 5 });
    if (result.success) throw new Error(`imported with ${result.data.report.gates} gates despite maxGates 5`);
    expect(result.code).toBe('DESIGN_TOO_LARGE');
    expect(result.error).toMatch(/\b5\b/);
    expect(result.error).toMatch(/\d{2,}/);
  });

  it('a top module that is not in the source is refused, naming it', async () => {
    const result = await importDesign(byTop.get('comparator4')!, { top: 'no_such_module' });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error).toMatch(/no_such_module/);
  });

  it('the message names the file it was given', async () => {
    const design = byTop.get('refuse_syntax')!;
    const result = await importVerilog(design.source, { fileName: 'lab3.v' }, testHost);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error).toMatch(/lab3\.v/);
  });

  it('a refused import changes nothing: verilog:import fails and no circuit is opened; an accepted one opens one', async () => {
    const documents = new DocumentService(new MemoryDocumentStore(), new EventBus());
    const importer: VerilogImporter = {
      run: (source, options) => importVerilog(source, options, testHost),
      close: () => Promise.resolve(),
    };
    const handlers = verilogHandlers(documents, importer);
    const context = { host: 'browser' } as const;
    const before = documents.list();
    for (const name of ['refuse_syntax', 'refuse_display', 'refuse_tristate']) {
      const design = byTop.get(name)!;
      const result = await handlers['verilog:import']({ source: design.source, fileName: design.file }, context);
      expect(result.success, name).toBe(false);
      if (!result.success) expect(result.code).toBe(design.refuse!.code);
    }
    expect(documents.list()).toEqual(before);

    const accepted = byTop.get('comparator4')!;
    const opened = await handlers['verilog:import']({ source: accepted.source, fileName: accepted.file }, context);
    if (!opened.success) throw new Error(`${opened.code}: ${opened.error}`);
    const after = documents.list();
    if (!after.success || !before.success) throw new Error('list failed');
    expect(after.data.length).toBe(before.data.length + 1);
    expect(after.data.find((m) => m.id === opened.data.circuit.meta.id)?.name).toBe('comparator4');
  });
});
