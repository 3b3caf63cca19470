import { chmodSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SecretCipher } from '../../core/settings/secret-cipher';
import { KEY_FILE, keyFileCipher } from './key-file-cipher';
import { temporaryFolder } from './test-support/harness';

async function seal(cipher: SecretCipher, plainText: string): Promise<Uint8Array> {
  const sealed = await cipher.encrypt(plainText);
  if (!sealed.success) throw new Error(sealed.error);
  return sealed.data;
}

async function open(cipher: SecretCipher, data: Uint8Array): Promise<string> {
  const opened = await cipher.decrypt(data);
  if (!opened.success) throw new Error(opened.error);
  return opened.data.plainText;
}

describe('keyFileCipher', () => {
  let folder: ReturnType<typeof temporaryFolder>;
  beforeEach(() => {
    folder = temporaryFolder();
  });
  afterEach(() => folder.remove());

  it('reports itself as an available, secure key-file store', async () => {
    expect(await keyFileCipher(folder.dir).status()).toEqual({ backend: 'key-file', available: true, secure: true });
  });

  it('seals and opens a secret, with a new IV every time, and no plain text in the sealed bytes', async () => {
    const cipher = keyFileCipher(folder.dir);
    const a = await seal(cipher, 'sk-test-1234567890');
    const b = await seal(cipher, 'sk-test-1234567890');
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
    expect(Buffer.from(a).includes('sk-test')).toBe(false);
    expect(await cipher.decrypt(a)).toEqual({
      success: true,
      data: { plainText: 'sk-test-1234567890', reEncrypt: false },
    });
    expect(await open(keyFileCipher(folder.dir), b)).toBe('sk-test-1234567890');
  });

  it.skipIf(process.platform === 'win32')('creates the key file readable and writable by the user only', async () => {
    await seal(keyFileCipher(folder.dir), 'x');
    expect(statSync(join(folder.dir, KEY_FILE)).mode & 0o777).toBe(0o600);
  });

  it.skipIf(process.platform === 'win32')(
    'takes group and other permissions off a key file that has them',
    async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const sealed = await seal(keyFileCipher(folder.dir), 'x');
      chmodSync(join(folder.dir, KEY_FILE), 0o644);
      expect(await open(keyFileCipher(folder.dir), sealed)).toBe('x');
      expect(statSync(join(folder.dir, KEY_FILE)).mode & 0o777).toBe(0o600);
      expect(log).toHaveBeenCalledWith(expect.stringContaining('was readable by others (mode 644)'));
      log.mockRestore();
    },
  );

  it('refuses data that was tampered with or sealed with another key, as SECRET_UNREADABLE', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cipher = keyFileCipher(folder.dir);
    const sealed = await seal(cipher, 'secret');
    const tampered = Uint8Array.from(sealed);
    tampered[tampered.length - 1]! ^= 1;
    expect(await cipher.decrypt(tampered)).toMatchObject({ success: false, code: 'SECRET_UNREADABLE' });
    expect(await cipher.decrypt(Uint8Array.of(1, 2, 3))).toMatchObject({ success: false, code: 'SECRET_UNREADABLE' });
    const other = temporaryFolder();
    try {
      expect(await keyFileCipher(other.dir).decrypt(sealed)).toMatchObject({
        success: false,
        code: 'SECRET_UNREADABLE',
      });
    } finally {
      other.remove();
    }
    log.mockRestore();
  });

  it('sets a key file that is not a key aside (kept) and makes a new one', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    writeFileSync(join(folder.dir, KEY_FILE), 'not a key');
    const cipher = keyFileCipher(folder.dir);
    expect(await open(cipher, await seal(cipher, 'fresh'))).toBe('fresh');
    const names = readdirSync(folder.dir).sort();
    expect(names).toHaveLength(2);
    expect(names[0]).toBe(KEY_FILE);
    expect(names[1]).toMatch(/^secret\.key\.invalid-/);
    log.mockRestore();
  });

  it('says the secret storage is unavailable when the key file cannot be written', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const missing = join(folder.dir, 'no', 'such', 'folder');
    expect(await keyFileCipher(missing).encrypt('x')).toMatchObject({
      success: false,
      code: 'SECRET_STORAGE_UNAVAILABLE',
    });
    log.mockRestore();
  });
});
