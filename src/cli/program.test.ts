import { describe, expect, it } from 'vitest';
import { APP_VERSION } from '../main/app-meta';
import { COMMANDS } from './commands';
import { run } from './test-support/run';

/** Every command, in the order --help lists them. */
const NAMES = [
  'validate',
  'simulate',
  'truth-table',
  'test',
  'export-verilog',
  'import',
  'convert',
  'image',
  'ask',
  'mcp',
];

describe('circuitforge: the program', () => {
  it('lists every command in --help, and prints its version', async () => {
    const help = await run(['--help']);
    expect(help.code).toBe(0);
    for (const name of NAMES) expect(help.out).toContain(`  ${name} `);
    expect(COMMANDS).toHaveLength(NAMES.length);
    expect(await run(['--version'])).toEqual({ code: 0, out: `${APP_VERSION}\n`, err: '' });
  });

  it('has --help on every command', async () => {
    for (const name of NAMES) {
      const help = await run([name, '--help']);
      expect(help.code, name).toBe(0);
      expect(help.out, name).toMatch(new RegExp(`^Usage: circuitforge ${name} `));
    }
  });

  it('refuses an unknown command or option with a clear message, exit 2', async () => {
    const command = await run(['grade', 'x.json']);
    expect(command).toEqual({
      code: 2,
      out: '',
      err: "Error: unknown command 'grade'\nRun “circuitforge --help” for the commands, or “circuitforge <command> --help” for one.\n",
    });
    const option = await run(['validate', '--strict', 'half-adder.json']);
    expect(option.code).toBe(2);
    expect(option.err).toMatch(/^Error: unknown option '--strict'\n/);
    const missing = await run(['simulate']);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/^Error: missing required argument 'file'\n/);
  });

  it('shows the help on stderr without a command, exit 2', async () => {
    const answer = await run([]);
    expect(answer.code).toBe(2);
    expect(answer.err).toMatch(/^Usage: circuitforge \[options\] \[command\]/);
  });
});
