import { chmodSync, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAppServices, DATABASE_FILE } from '../app-services';
import { openDatabase } from './database';
import { keyFileCipher } from './key-file-cipher';
import { temporaryFolder } from './test-support/harness';

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe.skipIf(process.platform === 'win32')('file modes of the data folder', () => {
  let folder: ReturnType<typeof temporaryFolder>;
  beforeEach(() => {
    folder = temporaryFolder();
  });
  afterEach(() => folder.remove());

  it('creates the data folder 0700 and the database, its WAL and shared memory 0600', async () => {
    const dataDir = join(folder.dir, 'fresh', 'data');
    const services = createAppServices({ host: 'browser', dataDir, cipher: keyFileCipher(dataDir) });
    try {
      expect(services.documents.create('Private').success).toBe(true);
      expect((await services.settings.setSecret('openai.apiKey', 'sk-sentinel')).success).toBe(true);
      expect(modeOf(dataDir)).toBe(0o700);
      const files = [DATABASE_FILE, `${DATABASE_FILE}-wal`, 'secret.key'];
      for (const name of files) expect([name, modeOf(join(dataDir, name)).toString(8)]).toEqual([name, '600']);
    } finally {
      await services.close();
    }
  });

  it('narrows a data folder and database an earlier build left readable by everyone', () => {
    const dataDir = join(folder.dir, 'old');
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    const file = join(dataDir, DATABASE_FILE);
    openDatabase(file).db.close();
    chmodSync(file, 0o644);
    writeFileSync(`${file}-journal`, '');
    chmodSync(`${file}-journal`, 0o644);
    chmodSync(dataDir, 0o755);
    const { db } = openDatabase(file);
    db.close();
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(file)).toBe(0o600);
    expect(existsSync(`${file}-journal`) ? modeOf(`${file}-journal`) : 0o600).toBe(0o600);
  });

  it('leaves the mode of an existing folder that is not a data folder yet, and makes the files private', () => {
    const chosen = join(folder.dir, 'shared-folder');
    mkdirSync(chosen);
    chmodSync(chosen, 0o755);
    const file = join(chosen, DATABASE_FILE);
    openDatabase(file).db.close();
    expect(modeOf(chosen)).toBe(0o755);
    expect(modeOf(file)).toBe(0o600);
  });
});
