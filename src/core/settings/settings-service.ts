import type { SecretStatus } from '../../shared/contract';
import { fail, ok, type Failure, type Result } from '../../shared/errors';
import { SETTINGS, SETTING_KEYS, type SettingKey, type SettingValues } from '../../shared/settings';
import type { EventBus } from '../events';
import { guardStorage } from '../storage-guard';
import type { SecretCipher } from './secret-cipher';
import type { SettingsStore } from './settings-store';

/**
 * Settings and secrets. Settings are JSON values checked against their schema both when written and
 * when read back (a value an older or newer build wrote that no longer fits reads as the default).
 * Secrets are sealed by the host's {@link SecretCipher} before they are stored, and their plain text
 * only ever leaves through {@link readSecret}, which the main process calls, never a channel.
 */
export class SettingsService {
  constructor(
    private readonly store: SettingsStore,
    private readonly events: EventBus,
    private readonly cipher?: SecretCipher,
    private readonly now: () => number = Date.now,
  ) {}

  /** Every setting's value, stored or default. */
  values(): SettingValues {
    const stored = this.store.readSettings();
    const values: Partial<Record<SettingKey, SettingValues[SettingKey]>> = {};
    for (const key of SETTING_KEYS) values[key] = this.decode(key, stored.get(key));
    return values as SettingValues;
  }

  get<K extends SettingKey>(key: K): SettingValues[K] {
    return this.values()[key];
  }

  set(key: string, value: unknown): Result<{ key: SettingKey; value: SettingValues[SettingKey] }> {
    if (!isSettingKey(key)) return unknownSetting(key);
    const parsed = SETTINGS[key].schema.safeParse(value);
    if (!parsed.success) {
      return fail(
        'INVALID_INPUT',
        `Invalid value for the setting "${key}": ${parsed.error.issues[0]!.message}.`,
        `${SETTINGS[key].description} Default: ${JSON.stringify(SETTINGS[key].default)}.`,
      );
    }
    const checked = parsed.data;
    return guardStorage(`set ${key}`, () => {
      this.store.writeSetting(key, JSON.stringify(checked));
      this.events.emit('settings.changed', { key, value: checked });
      return ok({ key, value: checked });
    });
  }

  reset(key: string): Result<{ key: SettingKey; value: SettingValues[SettingKey] }> {
    if (!isSettingKey(key)) return unknownSetting(key);
    return guardStorage(`reset ${key}`, () => {
      this.store.deleteSetting(key);
      this.events.emit('settings.changed', { key, value: SETTINGS[key].default });
      return ok({ key, value: SETTINGS[key].default });
    });
  }

  /** Which secrets are stored, and whether (and how safely) this host can store secrets. */
  async secrets(): Promise<{ available: boolean; secure: boolean; backend: string; secrets: SecretStatus[] }> {
    const status = this.cipher ? await this.cipher.status() : { available: false, secure: false, backend: 'none' };
    return {
      ...status,
      secrets: this.store.listSecrets().map((s) => ({ name: s.name, hasValue: true, updatedAt: s.updatedAt })),
    };
  }

  async setSecret(name: string, value: string): Promise<Result<SecretStatus>> {
    const cipher = this.cipher;
    if (!cipher) return noCipher();
    const status = await cipher.status();
    if (!status.available) return noCipher();
    const sealed = await cipher.encrypt(value);
    if (!sealed.success) return sealed;
    const updatedAt = this.now();
    return guardStorage(`save ${name}`, () => {
      this.store.writeSecret({ name, cipher: status.backend, data: sealed.data, updatedAt });
      return ok({ name, hasValue: true, updatedAt });
    });
  }

  deleteSecret(name: string): Result<SecretStatus> {
    return guardStorage(`forget ${name}`, () => {
      this.store.deleteSecret(name);
      return ok({ name, hasValue: false });
    });
  }

  /** The plain text of a secret, for the main process only (e.g. an API client). Undefined when not set. */
  async readSecret(name: string): Promise<Result<string | undefined>> {
    const sealed = this.store.readSecret(name);
    if (!sealed) return ok(undefined);
    const cipher = this.cipher;
    if (!cipher) return noCipher();
    const { backend } = await cipher.status();
    if (sealed.cipher !== backend) {
      return fail(
        'SECRET_UNREADABLE',
        `The stored secret "${name}" was sealed with ${sealed.cipher}; this app uses ${backend}, so it cannot be read here.`,
        'Enter it again in Settings; the old copy will be replaced.',
      );
    }
    const opened = await cipher.decrypt(sealed.data);
    if (!opened.success) return opened;
    if (opened.data.reEncrypt) await this.reseal(name, opened.data.plainText);
    return ok(opened.data.plainText);
  }

  /** The secret store rotated its key: seal the value again. Failing that, the old copy still opens. */
  private async reseal(name: string, plainText: string): Promise<void> {
    const resealed = await this.setSecret(name, plainText);
    if (!resealed.success) console.error(`[${resealed.code}] could not re-encrypt ${name}: ${resealed.error}`);
  }

  private decode(key: SettingKey, json: string | undefined): SettingValues[SettingKey] {
    if (json === undefined) return SETTINGS[key].default;
    try {
      const parsed = SETTINGS[key].schema.safeParse(JSON.parse(json));
      if (parsed.success) return parsed.data;
    } catch {
      // Falls through to the default below, logged.
    }
    console.error(
      `[INVALID_INPUT] stored setting ${key} = ${json.slice(0, 100)} does not fit its schema; using the default`,
    );
    return SETTINGS[key].default;
  }
}

function isSettingKey(key: string): key is SettingKey {
  return Object.prototype.hasOwnProperty.call(SETTINGS, key);
}

function unknownSetting(key: string): Failure {
  return fail('INVALID_INPUT', `There is no setting "${key}".`, `Settings are: ${SETTING_KEYS.join(', ')}.`);
}

function noCipher(): Failure {
  return fail(
    'SECRET_STORAGE_UNAVAILABLE',
    'API keys cannot be saved here: this system offers no safe place to keep them.',
    'On Linux, install and unlock a keyring (GNOME Keyring or KWallet); meanwhile use the browser host, or set the key in the environment.',
  );
}
