import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import type { SecretCipher } from '../../core/settings/secret-cipher';
import { fail, ok } from '../../shared/errors';

/** The key file's name in the data folder. */
export const KEY_FILE = 'secret.key';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const FORMAT = 1;
/** Bound into every ciphertext, so data sealed for another purpose does not decrypt as a secret. */
const AAD = Buffer.from('circuitforge secret v1');

/**
 * The browser host's secret cipher: AES-256-GCM with a random key kept in `secret.key` in the data
 * folder, created with mode 0600 (read and write for the user only; group and other bits found on
 * it are removed). This protects secrets in a copied or shared database file; it cannot protect them
 * from someone who can read the user's files. The desktop app uses the OS keychain instead.
 *
 * Sealed format: 1 byte format version, 12 bytes IV, 16 bytes GCM tag, then the ciphertext.
 */
export function keyFileCipher(dataDir: string): SecretCipher {
  const path = join(dataDir, KEY_FILE);
  let key: Buffer | undefined;
  const load = () => (key ??= readOrCreateKey(path));
  return {
    status: () => Promise.resolve({ backend: 'key-file', available: true, secure: true }),
    encrypt(plainText) {
      return Promise.resolve().then(() => {
        let keyBytes: Buffer;
        try {
          keyBytes = load();
        } catch (error) {
          console.error(`[SECRET_STORAGE_UNAVAILABLE] ${path}`, error);
          return fail(
            'SECRET_STORAGE_UNAVAILABLE',
            `The API key could not be encrypted: the key file ${path} cannot be read or written.`,
            'Check that the data folder is writable, then try again.',
          );
        }
        const iv = randomBytes(IV_BYTES);
        const cipher = createCipheriv('aes-256-gcm', keyBytes, iv).setAAD(AAD);
        const body = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]);
        return ok(new Uint8Array(Buffer.concat([Buffer.of(FORMAT), iv, cipher.getAuthTag(), body])));
      });
    },
    decrypt(sealed) {
      return Promise.resolve().then(() => {
        try {
          const data = Buffer.from(sealed);
          if (data.length < 1 + IV_BYTES + TAG_BYTES || data[0] !== FORMAT) throw new Error('not a sealed secret');
          const iv = data.subarray(1, 1 + IV_BYTES);
          const tag = data.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
          const decipher = createDecipheriv('aes-256-gcm', load(), iv).setAAD(AAD).setAuthTag(tag);
          const plain = Buffer.concat([decipher.update(data.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
          return ok({ plainText: plain.toString('utf8'), reEncrypt: false });
        } catch (error) {
          console.error(`[SECRET_UNREADABLE] ${path}`, error);
          return fail(
            'SECRET_UNREADABLE',
            "A stored API key cannot be decrypted with this data folder's key file (it was lost or replaced).",
            'Enter it again in Settings; the old copy will be replaced.',
          );
        }
      });
    },
  };
}

function readOrCreateKey(path: string): Buffer {
  if (existsSync(path)) {
    const key = readFileSync(path);
    if (key.length === KEY_BYTES) {
      restrictToUser(path);
      return key;
    }
    // Not a key of ours: keep it, but never use it. Secrets sealed with it must be entered again.
    const aside = `${path}.invalid-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(path, aside);
    console.error(`[SECRET_UNREADABLE] ${path} held ${key.length} bytes, not a key; moved to ${aside}`);
  }
  const key = randomBytes(KEY_BYTES);
  // "wx": never overwrite a key another start may have written meanwhile; 0600 from the first byte.
  const fd = openSync(path, 'wx', 0o600);
  try {
    writeSync(fd, key);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return key;
}

/** Removes group and other permissions (POSIX). Windows keeps per-user folders private by ACL instead. */
function restrictToUser(path: string): void {
  if (process.platform === 'win32') return;
  const mode = statSync(path).mode & 0o777;
  if ((mode & 0o077) !== 0) {
    chmodSync(path, 0o600);
    console.error(`[SECURE_STORAGE] ${path} was readable by others (mode ${mode.toString(8)}); it is now 0600`);
  }
}
