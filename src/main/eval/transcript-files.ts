import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { TranscriptSchema, type Transcript } from '../../core/eval/transcript';
import { fail, ok, type Result } from '../../shared/errors';

/** A transcript file as loaded. `name` is the file name without `.json`. */
export interface LoadedTranscript {
  readonly name: string;
  readonly file: string;
  readonly transcript: Transcript;
}

/** Reads every `<dir>/*.json` transcript, sorted by name; every problem of every file is reported with its place. */
export function loadTranscripts(dir: string): Result<LoadedTranscript[]> {
  if (!existsSync(dir)) {
    return fail(
      'FILE_ACCESS_FAILED',
      `There is no transcript folder at ${dir}.`,
      'Make the transcripts with `npm run eval:transcripts`, or name the folder with --transcripts.',
    );
  }
  const problems: string[] = [];
  const loaded: LoadedTranscript[] = [];
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const file = join(dir, name);
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push(`${file}: not readable JSON (${error instanceof Error ? error.message : String(error)}).`);
      continue;
    }
    const parsed = TranscriptSchema.safeParse(json);
    if (!parsed.success) {
      for (const issue of parsed.error.issues.slice(0, 10)) {
        const where = issue.path.length > 0 ? issue.path.map(String).join('.') : '(top)';
        problems.push(`${file}: ${where}: ${issue.message}.`);
      }
      continue;
    }
    loaded.push({ name: basename(name, '.json'), file, transcript: parsed.data });
  }
  if (problems.length > 0) {
    return fail(
      'INVALID_FILE',
      `${problems.length} problem(s) in the transcripts:\n${problems.join('\n')}`,
      'Fix the files named; eval/README.md describes the transcript format.',
      { problems },
    );
  }
  return ok(loaded);
}

/**
 * JSON as the project's formatter writes it at `file` (so that committed files pass `npm run
 * format:check`); plain two-space JSON where Prettier is not installed.
 */
export async function formatJson(value: unknown, file: string): Promise<string> {
  const text = `${JSON.stringify(value, null, 2)}\n`;
  try {
    const prettier = await import('prettier');
    const options = (await prettier.resolveConfig(file)) ?? {};
    return await prettier.format(text, { ...options, filepath: file });
  } catch {
    return text;
  }
}

/** Writes a JSON file (its folder made as needed), formatted as the repository's files are. */
export async function writeJsonFile(file: string, value: unknown): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await formatJson(value, file));
}
