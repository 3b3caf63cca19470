import type { SealedSecret, SettingsStore } from './settings-store';

/** A {@link SettingsStore} in memory: for tests, and the reference the SQLite store must match. */
export class MemorySettingsStore implements SettingsStore {
  private readonly settings = new Map<string, string>();
  private readonly secrets = new Map<string, SealedSecret>();

  readSettings(): Map<string, string> {
    return new Map(this.settings);
  }

  writeSetting(key: string, json: string): void {
    this.settings.set(key, json);
  }

  deleteSetting(key: string): void {
    this.settings.delete(key);
  }

  listSecrets(): Omit<SealedSecret, 'data'>[] {
    return [...this.secrets.values()]
      .map(({ data: _data, ...rest }) => rest)
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  readSecret(name: string): SealedSecret | undefined {
    const secret = this.secrets.get(name);
    return secret && { ...secret, data: secret.data.slice() };
  }

  writeSecret(secret: SealedSecret): void {
    this.secrets.set(secret.name, { ...secret, data: secret.data.slice() });
  }

  deleteSecret(name: string): boolean {
    return this.secrets.delete(name);
  }
}
