import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy';

/** The policy as a map of directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('is exactly the strict policy of the desktop window', () => {
    expect(contentSecurityPolicy('electron')).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; " +
        "connect-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; object-src 'none'",
    );
  });

  it.each(['electron', 'browser'] as const)('never allows inline script, eval or remote code (%s host)', (host) => {
    const policy = directives(contentSecurityPolicy(host));
    expect(policy.get('default-src')).toEqual(["'none'"]);
    for (const [name, sources] of policy) {
      for (const bad of ["'unsafe-inline'", "'unsafe-eval'", "'wasm-unsafe-eval'", '*', 'http:', 'https:', 'blob:']) {
        expect(sources, `${name} allows ${bad}`).not.toContain(bad);
      }
    }
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('lets only the browser host connect, to itself', () => {
    expect(directives(contentSecurityPolicy('electron')).get('connect-src')).toEqual(["'none'"]);
    expect(directives(contentSecurityPolicy('browser')).get('connect-src')).toEqual(["'self'"]);
  });
});
