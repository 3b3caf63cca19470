import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_NAME, APP_VERSION } from './app-meta';

describe('app metadata', () => {
  it('matches package.json', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      productName: string;
      version: string;
    };
    expect(APP_NAME).toBe(pkg.productName);
    expect(APP_VERSION).toBe(pkg.version);
  });
});
