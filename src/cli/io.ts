import type { CliIo } from './command';

/** The process's own streams, folder and environment. */
export function processIo(): CliIo {
  return {
    out: (text) => void process.stdout.write(text),
    err: (text) => void process.stderr.write(text),
    cwd: process.cwd(),
    env: process.env,
  };
}
