import { join } from 'node:path';

/**
 * Where the browser host keeps its data when neither --data-dir nor CIRCUITFORGE_DATA_DIR says:
 * the usual per-user application-data folder of each OS, under the user's home. It is not the
 * desktop app's folder (Electron's userData): each keeps its own database and its own way of
 * protecting secrets, and the two can run at the same time.
 */
export function defaultDataDir(platform: NodeJS.Platform, env: NodeJS.ProcessEnv, home: string): string {
  if (platform === 'win32') return join(env.LOCALAPPDATA || join(home, 'AppData', 'Local'), 'CircuitForge Host');
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'CircuitForge Host');
  // Linux and the other Unixes: the XDG base directory for user data.
  const dataHome = env.XDG_DATA_HOME?.startsWith('/') ? env.XDG_DATA_HOME : join(home, '.local', 'share');
  return join(dataHome, 'circuitforge-host');
}

/**
 * The desktop app's data folder (Electron's userData for the product name "CircuitForge"), unless
 * CIRCUITFORGE_DATA_DIR moved it: where `circuitforge mcp` looks first for a running app.
 */
export function desktopDataDir(platform: NodeJS.Platform, env: NodeJS.ProcessEnv, home: string): string {
  if (platform === 'win32') return join(env.APPDATA || join(home, 'AppData', 'Roaming'), 'CircuitForge');
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'CircuitForge');
  const configHome = env.XDG_CONFIG_HOME?.startsWith('/') ? env.XDG_CONFIG_HOME : join(home, '.config');
  return join(configHome, 'CircuitForge');
}
