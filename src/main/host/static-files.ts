import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** A file to send, or nothing. */
export interface StaticFile {
  readonly body: Buffer;
  readonly contentType: string;
}

/**
 * Reads a file of the built renderer for a URL path. Paths that leave the folder (`..`, encoded or
 * not), hidden files and folders give undefined. `/` is index.html.
 */
export async function readStaticFile(root: string, urlPath: string): Promise<StaticFile | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split(/[\\/]/).some((part) => part.startsWith('.'))) return undefined;
  const relative = decoded === '/' || decoded === '' ? 'index.html' : decoded.replace(/^\/+/, '');
  const rootDir = resolve(root);
  const path = resolve(rootDir, relative);
  if (!path.startsWith(rootDir + sep)) return undefined;
  try {
    const info = await stat(path);
    if (!info.isFile()) return undefined;
    return { body: await readFile(path), contentType: MIME[extname(path).toLowerCase()] ?? 'application/octet-stream' };
  } catch {
    return undefined;
  }
}

/** Puts the access token into index.html, where the renderer's HTTP transport reads it. */
export function injectToken(html: string, token: string): string {
  const meta = `<meta name="circuitforge-token" content="${token.replace(/[^A-Za-z0-9_-]/g, '')}">`;
  return html.replace('</head>', `  ${meta}\n  </head>`);
}
