import type { ForeignReportData } from '../../../../shared/contract';

const PROGRAMS = { logisim: 'Logisim', digital: 'Digital' } as const;

/** How many of a thing, in words: "1 part", "3 parts". */
const count = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/**
 * What an import of a Logisim or Digital file carried over, as a notice: all of it (information),
 * or which parts became placeholders, how many and where, and what came over differently (a
 * warning the user reads before trusting the simulation).
 */
export function reportNotice(
  name: string,
  report: ForeignReportData,
): { level: 'info' | 'warning'; message: string; hint?: string } {
  const program = PROGRAMS[report.format];
  const circuits = report.circuits > 1 ? ` in ${count(report.circuits, 'circuit')}` : '';
  if (report.unsupported.length === 0 && report.warnings.length === 0) {
    return {
      level: 'info',
      message: `“${name}” opened from ${program}: all ${count(report.components, 'part')}${circuits} carried over.`,
    };
  }
  const lacking = report.unsupported
    .map((u) => `${u.count} × ${u.name}${u.where.length > 0 ? ` (${u.where.join(', ')})` : ''}`)
    .join('; ');
  const message =
    report.unsupported.length > 0
      ? `“${name}” opened from ${program}: ${report.supported.toLocaleString('en-US')} of ${count(report.components, 'part')}${circuits} carried over; CircuitForge lacks ${lacking}, shown as placeholders that drive nothing.`
      : `“${name}” opened from ${program}: all ${count(report.components, 'part')}${circuits} carried over.`;
  const shown = report.warnings.slice(0, 4);
  const more = report.warnings.length > shown.length ? ` (and ${report.warnings.length - shown.length} more)` : '';
  const hint = [
    ...(report.unsupported.length > 0 ? ['Replace each placeholder with parts that do the same.'] : []),
    ...shown,
  ].join(' ');
  return { level: 'warning', message, ...(hint ? { hint: hint + more } : {}) };
}
