import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Replaces `path` with `data` so that a crash or power cut leaves either the old file or the new
 * one, never a truncated mix: write a temporary file beside it, flush it to disk, rename it over
 * the target, then flush the folder so the rename itself is durable. Editors that truncate in place
 * lose the file when they die mid-write (draw.io desktop #228, #501).
 * Throws the file system's error (the caller turns it into a message); the temporary file never
 * stays behind.
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const dir = dirname(path);
  const temp = join(dir, `.${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const file = await open(temp, 'wx', 0o644);
    try {
      await file.writeFile(data);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncFolder(dir);
}

/** Flushes a folder's entries (the rename). Windows cannot open a folder for that, and needs not. */
async function syncFolder(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  const folder = await open(dir, 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}
