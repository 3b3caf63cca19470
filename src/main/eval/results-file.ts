import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ComparableResultsSchema, type ComparableResults, type ResultsFile } from '../../core/eval/run-result';
import { fail, ok, type Result } from '../../shared/errors';

/** A name safe in a file name: "openai/gpt-oss-120b" → "openai_gpt-oss-120b". */
export function fileSafe(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^_+|_+$/g, '') || 'unnamed';
}

/** "2026-06-01T12-30-05" (local time would sort badly across zones; this is UTC). */
export function fileTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace(/:/g, '-');
}

/** `eval/results/<provider>-<model>-<time>.json`. */
export function defaultResultsPath(evalDir: string, provider: string, model: string, at: Date): string {
  return join(evalDir, 'results', `${fileSafe(provider)}-${fileSafe(model)}-${fileTime(at)}.json`);
}

/** Writes the results file (plain JSON: it is not committed, and may be large). */
export function writeResults(file: string, results: ResultsFile): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}

/** Reads a results file for `--compare`. */
export function readResults(file: string): Result<ComparableResults> {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return fail(
      'FILE_ACCESS_FAILED',
      `Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`,
      'Give two results files written by `npm run eval` (eval/results/).',
    );
  }
  const parsed = ComparableResultsSchema.safeParse(json);
  if (parsed.success) return ok(parsed.data);
  const first = parsed.error.issues[0];
  const where = first && first.path.length > 0 ? ` at ${first.path.map(String).join('.')}` : '';
  return fail(
    'INVALID_FILE',
    `${file} is not a results file of \`npm run eval\`${where}: ${first?.message ?? 'unknown problem'}.`,
    'Give two results files written by `npm run eval` (eval/results/).',
  );
}
