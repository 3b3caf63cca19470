import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CliIo, RegisterCommand } from '../command';
import { runCli } from '../program';

/** The folder of the command line's golden files. */
export const FIXTURES = join(import.meta.dirname, '../../../tests/fixtures/cli');

/** What one command line wrote and answered. */
export interface CliRun {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/**
 * Runs a command line in this process with string streams, relative paths read from `cwd`, with
 * the environment and the commands given (default: none, and every command).
 */
export async function run(
  argv: readonly string[],
  cwd: string = FIXTURES,
  options: { env?: Record<string, string | undefined>; commands?: readonly RegisterCommand[] } = {},
): Promise<CliRun> {
  let out = '';
  let err = '';
  const io: CliIo = {
    out: (text) => {
      out += text;
    },
    err: (text) => {
      err += text;
    },
    cwd,
    env: options.env ?? {},
  };
  const code = await runCli(argv, io, options.commands);
  return { code, out, err };
}

/**
 * The expected text stored as tests/fixtures/cli/expected/<name> (written there instead when
 * CIRCUITFORGE_UPDATE_GOLDEN=1, to be reviewed in the diff).
 */
export function golden(name: string, actual: string): string {
  const path = join(FIXTURES, 'expected', name);
  if (process.env.CIRCUITFORGE_UPDATE_GOLDEN === '1') writeFileSync(path, actual);
  return readFileSync(path, 'utf8');
}
