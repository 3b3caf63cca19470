/** An entry of {@link asarFilesOf}: text or bytes packed, bytes left unpacked, or a link. */
type Entry = string | Uint8Array | { readonly unpacked: Uint8Array } | { readonly link: string };

/**
 * An asar archive in electron-builder's format (a Chromium pickle holding the JSON header, then
 * the packed files' bytes), made by hand so tests need no archiver. Unpacked entries are only
 * listed: their bytes go beside the archive, in `<archive>.unpacked`, which the caller writes.
 */
export function asarFilesOf(entries: Readonly<Record<string, Entry>>): Buffer {
  const root: Record<string, unknown> = {};
  const data: Buffer[] = [];
  let offset = 0;
  for (const [path, entry] of Object.entries(entries)) {
    const parts = path.split('/');
    let node = root;
    for (const part of parts.slice(0, -1)) {
      const next = (node[part] ??= { files: {} }) as { files: Record<string, unknown> };
      node = next.files;
    }
    const name = parts.at(-1)!;
    if (typeof entry === 'object' && 'link' in entry) node[name] = { link: entry.link };
    else if (typeof entry === 'object' && 'unpacked' in entry)
      node[name] = { size: entry.unpacked.length, unpacked: true };
    else {
      const bytes = Buffer.from(entry);
      node[name] = { size: bytes.length, offset: String(offset) };
      data.push(bytes);
      offset += bytes.length;
    }
  }
  const json = Buffer.from(JSON.stringify({ files: root }));
  const padded = Math.ceil(json.length / 4) * 4;
  const header = Buffer.alloc(16 + padded);
  header.writeUInt32LE(4, 0);
  header.writeUInt32LE(8 + padded, 4);
  header.writeUInt32LE(4 + padded, 8);
  header.writeUInt32LE(json.length, 12);
  json.copy(header, 16);
  return Buffer.concat([header, ...data]);
}
