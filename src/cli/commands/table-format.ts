import type { ChannelOutput } from '../../shared/contract';
import { valueText } from '../../core/tools/sim-io';

export type TruthTableData = ChannelOutput<'sim:truthTable'>;
export const TABLE_FORMATS = ['table', 'csv', 'json'] as const;
export type TableFormat = (typeof TABLE_FORMATS)[number];

/** The table in columns, inputs | outputs; a wide known value as a number. */
export function tableText(table: TruthTableData): string {
  const header = [...table.inputs, '|', ...table.outputs];
  const rows = table.rows.map((r) => [...r.inputs.map(valueText), '|', ...r.outputs.map(valueText)]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join(' ')
      .trimEnd();
  return [line(header), ...rows.map(line)].map((l) => `${l}\n`).join('');
}

/** Comma-separated, a header row first; a wide known value as a number. */
export function tableCsv(table: TruthTableData): string {
  const cell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  const header = [...table.inputs, ...table.outputs].map(cell).join(',');
  const rows = table.rows.map((r) => [...r.inputs, ...r.outputs].map(valueText).join(','));
  return [header, ...rows].map((l) => `${l}\n`).join('');
}

/** The channel's answer as JSON: values as bit strings, most significant bit first. */
export function tableJson(table: TruthTableData): string {
  return `${JSON.stringify(table, null, 2)}\n`;
}

export function formatTable(table: TruthTableData, format: TableFormat): string {
  return format === 'csv' ? tableCsv(table) : format === 'json' ? tableJson(table) : tableText(table);
}
