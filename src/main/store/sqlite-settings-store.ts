import type Database from 'better-sqlite3';
import type { SealedSecret, SettingsStore } from '../../core/settings/settings-store';

/** Settings and sealed secrets in the `settings` and `secrets` tables. Secrets are stored only as ciphertext. */
export class SqliteSettingsStore implements SettingsStore {
  private readonly sql;

  constructor(
    db: Database.Database,
    private readonly now: () => number = Date.now,
  ) {
    this.sql = {
      settings: db.prepare<[], { key: string; value: string }>('SELECT key, value FROM settings'),
      writeSetting: db.prepare(
        `INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
      ),
      deleteSetting: db.prepare('DELETE FROM settings WHERE key = ?'),
      secrets: db.prepare<[], Omit<SealedSecret, 'data'>>(
        'SELECT name, cipher, updated_at AS updatedAt FROM secrets ORDER BY name',
      ),
      secret: db.prepare<[string], { name: string; cipher: string; data: Buffer; updatedAt: number }>(
        'SELECT name, cipher, data, updated_at AS updatedAt FROM secrets WHERE name = ?',
      ),
      writeSecret: db.prepare(
        `INSERT INTO secrets (name, cipher, data, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (name) DO UPDATE SET cipher = excluded.cipher, data = excluded.data, updated_at = excluded.updated_at`,
      ),
      deleteSecret: db.prepare('DELETE FROM secrets WHERE name = ?'),
    };
  }

  readSettings(): Map<string, string> {
    return new Map(this.sql.settings.all().map((row) => [row.key, row.value]));
  }

  writeSetting(key: string, json: string): void {
    this.sql.writeSetting.run(key, json, this.now());
  }

  deleteSetting(key: string): void {
    this.sql.deleteSetting.run(key);
  }

  listSecrets(): Omit<SealedSecret, 'data'>[] {
    return this.sql.secrets.all();
  }

  readSecret(name: string): SealedSecret | undefined {
    const row = this.sql.secret.get(name);
    return row && { ...row, data: new Uint8Array(row.data) };
  }

  writeSecret(secret: SealedSecret): void {
    this.sql.writeSecret.run(secret.name, secret.cipher, Buffer.from(secret.data), secret.updatedAt);
  }

  deleteSecret(name: string): boolean {
    return this.sql.deleteSecret.run(name).changes > 0;
  }
}
