import { readFile } from 'node:fs/promises';
import { basename, extname, resolve } from 'node:path';
import { parseTest } from '../../core/testcases/parser';
import { fileFailure } from '../../main/electron/circuit-files';
import { fail, ok, type Result } from '../../shared/errors';
import { call } from '../call';
import type { Workspace } from '../command';

/** A named test in Digital's test-case language. */
export interface NamedTest {
  readonly name: string;
  readonly source: string;
}

/** Files `--tests` reads as a reference circuit (its tests are run), not as a test text. */
const CIRCUIT_FILES = new Set(['.json', '.circ', '.dig', '.v', '.sv']);

/**
 * The tests `--tests` names: a test text (its name the file's, without extension), or, like
 * Digital's `-tests reference.dig`, the tests a reference circuit carries. Refused in words: the
 * file cannot be read, the text does not parse (line and column), the reference has no tests.
 */
export async function readTests(workspace: Workspace, cwd: string, file: string): Promise<Result<NamedTest[]>> {
  const path = resolve(cwd, file);
  const name = basename(path);
  if (CIRCUIT_FILES.has(extname(path).toLowerCase())) return referenceTests(workspace, file, name);
  let source: string;
  try {
    source = await readFile(path, 'utf8');
  } catch (error) {
    return fileFailure('read', path, error);
  }
  const parsed = parseTest(source);
  if (!parsed.success) return fail('TEST_SYNTAX', `The tests in “${name}” do not parse: ${parsed.error}`, parsed.hint);
  return ok([{ name: basename(path, extname(path)) || name, source }]);
}

async function referenceTests(workspace: Workspace, file: string, name: string): Promise<Result<NamedTest[]>> {
  const opened = await workspace.open(file);
  if (!opened.success) return opened;
  const listed = await call(workspace.services, 'tests:list', { circuitId: opened.data.id });
  await workspace.discard(opened.data.id);
  if (!listed.success) return listed;
  if (listed.data.tests.length === 0)
    return fail(
      'NOT_FOUND',
      `The reference “${name}” has no tests.`,
      'Give a circuit that carries test cases, or a test text.',
    );
  return ok(listed.data.tests.map((t) => ({ name: t.name, source: t.source })));
}
