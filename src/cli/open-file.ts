import { basename, extname, resolve } from 'node:path';
import type { AppServices } from '../main/app-services';
import { openCircuitFiles, readCircuitFile } from '../main/electron/circuit-files';
import type { ForeignReportData } from '../shared/contract';
import { ok, type Result } from '../shared/errors';
import { call } from './call';
import type { OpenedCircuit } from './command';

const VERILOG = new Set(['.v', '.sv']);

/**
 * Opens a circuit file into the headless app as the desktop app does: read from disk, then the
 * app's own `circuit:import` (a Digital file with the other .dig and .hex files of its folder,
 * src/main/electron/circuit-files.ts), or `verilog:import` for Verilog. Every failure is one
 * sentence naming the file, with what to do.
 */
export async function openCircuitFile(
  services: AppServices,
  cwd: string,
  file: string,
): Promise<Result<OpenedCircuit>> {
  const path = resolve(cwd, file);
  const name = basename(path);
  if (VERILOG.has(extname(path).toLowerCase())) return openVerilog(services, path);
  let report: ForeignReportData | undefined;
  const importFile = async (input: {
    content: string;
    fileName: string;
    companions?: readonly { fileName: string; content: string }[];
  }) => {
    const answer = await call(services, 'circuit:import', {
      content: input.content,
      fileName: input.fileName,
      ...(input.companions ? { companions: [...input.companions] } : {}),
    });
    if (answer.success) report = answer.data.report;
    return answer;
  };
  const [opened] = await openCircuitFiles({ importFile }, [path]);
  if (!opened) return { success: false, code: 'INTERNAL', error: `“${name}” was not opened.`, hint: 'Try again.' };
  if (!opened.success) return opened;
  return ok({ id: opened.data.meta.id, name: opened.data.meta.name, warnings: report ? foreignWarnings(report) : [] });
}

async function openVerilog(services: AppServices, path: string): Promise<Result<OpenedCircuit>> {
  const text = await readCircuitFile(path);
  if (!text.success) return text;
  const name = basename(path);
  const answer = await call(services, 'verilog:import', { source: text.data, fileName: name });
  if (!answer.success) return { ...answer, error: `“${name}”: ${answer.error}` };
  const { meta } = answer.data.circuit;
  return ok({ id: meta.id, name: meta.name, warnings: answer.data.report.warnings });
}

/** What a Logisim or Digital import could not carry over as it was, in words. */
export function foreignWarnings(report: ForeignReportData): string[] {
  const placeholders = report.unsupported.map(
    (u) =>
      `${u.count} ${u.name} part${u.count === 1 ? ' became a placeholder' : 's became placeholders'}` +
      (u.where.length > 0 ? ` (in ${u.where.join(', ')})` : '') +
      ': CircuitForge has no such part.',
  );
  return [...placeholders, ...report.warnings];
}
