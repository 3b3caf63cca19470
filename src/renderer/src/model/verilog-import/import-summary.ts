import type { VerilogReport } from '../../../../shared/contract/verilog-channels';

const count = (n: number, one: string, many: string): string => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** What an import made, in one line: "Imported counter.v: 23 gates, 4 flip-flops (Yosys: 27 cells)". */
export function importSummary(fileName: string, report: VerilogReport): string {
  const made = [count(report.gates, 'gate', 'gates')];
  if (report.flipFlops > 0) made.push(count(report.flipFlops, 'flip-flop', 'flip-flops'));
  return `Imported ${fileName}: ${made.join(', ')} (Yosys: ${count(report.yosysCells, 'cell', 'cells')}).`;
}

/**
 * The module and its parts and wires, under the summary: "Module counter · 41 parts · 58 wires",
 * then the modules kept as subcircuits ("· 2 subcircuits: adder W=8, inv"), then the report's notes,
 * a line each.
 */
export function importDetail(report: VerilogReport): string {
  const detail = `Module ${report.top} · ${count(report.parts, 'part', 'parts')} · ${count(report.wires, 'wire', 'wires')}`;
  const kept = report.subcircuits;
  const names = kept.length > 4 ? `${kept.slice(0, 4).join(', ')}…` : kept.join(', ');
  const modules =
    kept.length === 0 ? detail : `${detail} · ${count(kept.length, 'subcircuit', 'subcircuits')}: ${names}`;
  // Notes need no action: a sentence each after the figures.
  return [modules, ...report.notes].join('\n');
}

/** The import's warnings as one notice, one per line; undefined when there are none. */
export function importWarnings(fileName: string, report: VerilogReport): string | undefined {
  if (report.warnings.length === 0) return undefined;
  const heading = report.warnings.length === 1 ? `${fileName}: note` : `${fileName}: ${report.warnings.length} notes`;
  return [heading, ...report.warnings.map((w) => `• ${w}`)].join('\n');
}
