/** A stored secret: its ciphertext and the cipher that sealed it. */
export interface SealedSecret {
  readonly name: string;
  readonly cipher: string;
  readonly data: Uint8Array;
  readonly updatedAt: number;
}

/**
 * Where settings and sealed secrets live (SQLite in the app, memory in tests). Values are JSON text;
 * the settings service checks them against their schemas. Each method is one transaction.
 */
export interface SettingsStore {
  /** Every stored setting, as JSON text by key. */
  readSettings(): Map<string, string>;
  writeSetting(key: string, json: string): void;
  deleteSetting(key: string): void;
  listSecrets(): Omit<SealedSecret, 'data'>[];
  readSecret(name: string): SealedSecret | undefined;
  writeSecret(secret: SealedSecret): void;
  deleteSecret(name: string): boolean;
}
