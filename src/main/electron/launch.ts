/**
 * Launch-time decisions as plain functions: which file a command line asks to open (on the first
 * launch, and when a second launch hands its arguments to the running one), and a quit that waits
 * for the app's services to close.
 */
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

/**
 * The circuit file a command line names, as an absolute path, or undefined. `args` are the
 * arguments after the executable (and, unpackaged, after the app folder): flags are skipped —
 * Chromium adds its own to a second instance's argv — and only a `.json` file counts.
 */
export function fileArgument(args: readonly string[], cwd: string): string | undefined {
  const file = args.find((arg) => !arg.startsWith('-') && arg.toLowerCase().endsWith('.json'));
  if (file === undefined) return undefined;
  return isAbsolute(file) ? file : resolve(cwd, file);
}

/** The arguments of a command line after the executable (packaged) or the app folder (unpackaged). */
export function userArguments(argv: readonly string[], isPackaged: boolean): string[] {
  return argv.slice(isPackaged ? 1 : 2);
}

const SecondInstanceDataSchema = z.object({ file: z.string().min(1).max(4096) });

/**
 * The file a second launch asks the running app to open: from the data it sent with
 * `requestSingleInstanceLock` when that is well-formed, else from its command line.
 */
export function secondInstanceFile(
  additionalData: unknown,
  argv: readonly string[],
  workingDirectory: string,
  isPackaged: boolean,
): string | undefined {
  const data = SecondInstanceDataSchema.safeParse(additionalData);
  if (data.success && isAbsolute(data.data.file)) return data.data.file;
  return fileArgument(userArguments(argv, isPackaged), workingDirectory);
}

/** How long a quit waits for the services to close before it goes anyway. */
export const CLOSE_TIMEOUT_MS = 5_000;

/**
 * The handler of `will-quit`: the first time, it holds the quit, closes the services (the database)
 * and then quits again; that second `will-quit` passes. A close that fails or hangs is logged and
 * the app quits all the same.
 */
export function createQuitGuard(options: {
  close: () => Promise<void>;
  quit: () => void;
  log?: (message: string, error?: unknown) => void;
  timeoutMs?: number;
}): (event: { preventDefault(): void }) => void {
  const log = options.log ?? ((message, error) => console.error(message, error));
  let state: 'running' | 'closing' | 'closed' = 'running';
  return (event) => {
    if (state === 'closed') return;
    event.preventDefault();
    if (state === 'closing') return;
    state = 'closing';
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`the services did not close in ${options.timeoutMs ?? CLOSE_TIMEOUT_MS} ms`)),
        options.timeoutMs ?? CLOSE_TIMEOUT_MS,
      );
    });
    void Promise.race([options.close(), timeout])
      .catch((error: unknown) => log('[INTERNAL] closing the app services failed', error))
      .finally(() => {
        clearTimeout(timer);
        state = 'closed';
        options.quit();
      });
  };
}
