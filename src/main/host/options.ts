import { randomBytes } from 'node:crypto';

/** What the browser host was asked to do, from the command line and the environment. */
export interface HostOptions {
  readonly port: number;
  readonly token: string;
  readonly rendererDir?: string;
  readonly dataDir?: string;
  /**
   * Whether the starter course is put into a library that never had it (CIRCUITFORGE_STARTER_COURSE,
   * "on" by default; the end-to-end tests turn it "off" so their libraries start empty).
   */
  readonly starterCourse: boolean;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,256}$/;

/**
 * Reads `--port N`, `--data-dir DIR`, `--renderer-dir DIR`, and the environment variables
 * CIRCUITFORGE_PORT, CIRCUITFORGE_TOKEN, CIRCUITFORGE_DATA_DIR (flags win) and
 * CIRCUITFORGE_STARTER_COURSE ("on" or "off"). Without a token, a
 * random one is made for this run. Returns an error sentence for bad values.
 */
export function parseHostOptions(argv: readonly string[], env: NodeJS.ProcessEnv): HostOptions | string {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) return `Unexpected argument "${arg}".`;
    const eq = arg.indexOf('=');
    if (eq > 0) flags.set(arg.slice(2, eq), arg.slice(eq + 1));
    else {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) return `${arg} needs a value.`;
      flags.set(arg.slice(2), value);
      i++;
    }
  }
  for (const name of flags.keys()) {
    if (!['port', 'data-dir', 'renderer-dir', 'token'].includes(name)) return `Unknown option --${name}.`;
  }
  const portText = flags.get('port') ?? env.CIRCUITFORGE_PORT ?? '0';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) return `Port "${portText}" is not a number from 0 to 65535.`;
  const token = flags.get('token') ?? env.CIRCUITFORGE_TOKEN ?? randomBytes(24).toString('base64url');
  if (!TOKEN_PATTERN.test(token)) return 'The token must be 16 to 256 characters of A-Z, a-z, 0-9, "_" and "-".';
  const rendererDir = flags.get('renderer-dir');
  const dataDir = flags.get('data-dir') ?? env.CIRCUITFORGE_DATA_DIR;
  const starter = env.CIRCUITFORGE_STARTER_COURSE ?? 'on';
  if (starter !== 'on' && starter !== 'off')
    return `CIRCUITFORGE_STARTER_COURSE is "${starter}": it is "on" (the default) or "off".`;
  return {
    port,
    token,
    starterCourse: starter === 'on',
    ...(rendererDir !== undefined ? { rendererDir } : {}),
    ...(dataDir !== undefined ? { dataDir } : {}),
  };
}
