import { chmodSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEY_FILE, keyFileCipher } from './key-file-cipher';
import { temporaryFolder } from './test-support/harness';

describe('keyFileCipher', () => {
  let folder: ReturnType<typeof temporaryFolder>;
  beforeEach(() => {
    folder = temporaryFolder();
  });
  afterEach(() => folder.remove());

  it('seals and opens a secret, with a new IV every time, and no plain text in the sealed bytes', async () => {
    const cipher = keyFileCipher(folder.dir);
    const a = await cipher.encrypt('sk-test-1234567890');
    const b = await cipher.encrypt('sk-test-1234567890');
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
    expect(Buffer.from(a).includes('sk-test')).toBe(false);
    expect(await cipher.decrypt(a)).toBe('sk-test-1234567890');
    expect(await keyFileCipher(folder.dir).decrypt(b)).toBe('sk-test-1234567890');
  });

  it.skipIf(process.platform === 'win32')('creates the key file readable and writable by the user only', async () => {
    await keyFileCipher(folder.dir).encrypt('x');
    expect(statSync(join(folder.dir, KEY_FILE)).mode & 0o777).toBe(0o600);
  });

  it.skipIf(process.platform === 'win32')(
    'takes group and other permissions off a key file that has them',
    async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const sealed = await keyFileCipher(folder.dir).encrypt('x');
      chmodSync(join(folder.dir, KEY_FILE), 0o644);
      expect(await keyFileCipher(folder.dir).decrypt(sealed)).toBe('x');
      expect(statSync(join(folder.dir, KEY_FILE)).mode & 0o777).toBe(0o600);
      expect(log).toHaveBeenCalledWith(expect.stringContaining('was readable by others (mode 644)'));
      log.mockRestore();
    },
  );

  it('refuses data that was tampered with or sealed with another key', async () => {
    const cipher = keyFileCipher(folder.dir);
    const sealed = await cipher.encrypt('secret');
    const tampered = Uint8Array.from(sealed);
    tampered[tampered.length - 1]! ^= 1;
    await expect(cipher.decrypt(tampered)).rejects.toThrow();
    await expect(cipher.decrypt(Uint8Array.of(1, 2, 3))).rejects.toThrow('not a sealed secret');
    const other = temporaryFolder();
    try {
      await expect(keyFileCipher(other.dir).decrypt(sealed)).rejects.toThrow();
    } finally {
      other.remove();
    }
  });

  it('sets a key file that is not a key aside (kept) and makes a new one', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    writeFileSync(join(folder.dir, KEY_FILE), 'not a key');
    const cipher = keyFileCipher(folder.dir);
    expect(await cipher.decrypt(await cipher.encrypt('fresh'))).toBe('fresh');
    const names = readdirSync(folder.dir).sort();
    expect(names).toHaveLength(2);
    expect(names[0]).toBe(KEY_FILE);
    expect(names[1]).toMatch(/^secret\.key\.invalid-/);
    log.mockRestore();
  });
});
