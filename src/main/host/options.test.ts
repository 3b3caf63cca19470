import { describe, expect, it } from 'vitest';
import { parseHostOptions } from './options';

describe('browser host options', () => {
  it('reads flags and the environment, flags first', () => {
    const options = parseHostOptions(['--port', '5199', '--data-dir=/tmp/x'], {
      CIRCUITFORGE_PORT: '7000',
      CIRCUITFORGE_TOKEN: 'abcdefghijklmnop',
    });
    expect(options).toEqual({ port: 5199, token: 'abcdefghijklmnop', dataDir: '/tmp/x', starterCourse: true });
    expect(parseHostOptions([], { CIRCUITFORGE_PORT: '7000', CIRCUITFORGE_DATA_DIR: '/d' })).toMatchObject({
      port: 7000,
      dataDir: '/d',
    });
  });

  it('puts the starter course in unless CIRCUITFORGE_STARTER_COURSE is "off"', () => {
    expect(parseHostOptions([], {})).toMatchObject({ starterCourse: true });
    expect(parseHostOptions([], { CIRCUITFORGE_STARTER_COURSE: 'on' })).toMatchObject({ starterCourse: true });
    expect(parseHostOptions([], { CIRCUITFORGE_STARTER_COURSE: 'off' })).toMatchObject({ starterCourse: false });
  });

  it('makes a fresh random token per run when none is given', () => {
    const a = parseHostOptions([], {});
    const b = parseHostOptions([], {});
    expect(typeof a === 'object' && a.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(typeof a === 'object' && typeof b === 'object' && a.token !== b.token).toBe(true);
  });

  it.each([
    [['--port', 'x'], {}, 'Port'],
    [['--port', '70000'], {}, 'Port'],
    [['--bogus', '1'], {}, 'Unknown option --bogus'],
    [['stray'], {}, 'Unexpected argument'],
    [['--port'], {}, 'needs a value'],
    [[], { CIRCUITFORGE_TOKEN: 'short' }, 'token must be'],
    [[], { CIRCUITFORGE_TOKEN: 'has spaces in it, sixteen+' }, 'token must be'],
    [[], { CIRCUITFORGE_STARTER_COURSE: 'no' }, 'CIRCUITFORGE_STARTER_COURSE is "no"'],
  ] as const)('refuses %j %j with a sentence', (argv, env, message) => {
    const result = parseHostOptions(argv, env);
    expect(typeof result).toBe('string');
    expect(result).toContain(message);
  });
});
