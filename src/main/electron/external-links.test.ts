import { describe, expect, it } from 'vitest';
import {
  checkExternalUrl,
  EXTERNAL_LINK_HOSTS,
  frameNavigationVerdict,
  navigationVerdict,
  windowOpenVerdict,
} from './external-links';
import { PROVIDER_PRESETS } from '../../shared/assistant/presets';

const HOSTS = ['example.com'];

describe('checkExternalUrl', () => {
  it('opens an https link to an allowed host, normalised', () => {
    expect(checkExternalUrl('https://example.com/docs?a=1#b', HOSTS)).toEqual({
      success: true,
      data: 'https://example.com/docs?a=1#b',
    });
    expect(checkExternalUrl('HTTPS://EXAMPLE.COM/Docs', HOSTS)).toEqual({
      success: true,
      data: 'https://example.com/Docs',
    });
  });

  it.each([
    ['file:///etc/passwd', 'file:'],
    ['javascript:alert(1)', 'javascript:'],
    ['smb://example.com/share', 'smb:'],
    ['ms-msdt:/id PCWDiagnostic', 'ms-msdt:'],
    ['http://example.com/', 'http:'],
    ['data:text/html,<script>alert(1)</script>', 'data:'],
    ['circuitforge://app/index.html', 'circuitforge:'],
  ])('refuses %s (scheme %s)', (url, scheme) => {
    const result = checkExternalUrl(url, HOSTS);
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.code).toBe('FORBIDDEN');
      expect(result.error).toContain(scheme);
    }
  });

  it.each([
    'https://example.com.attacker.com/',
    'https://attacker.com/example.com',
    'https://example.com@attacker.com/',
    'https://attacker.com?https://example.com',
    'https://www.example.com/',
    'https://example.com./',
    'https://exаmple.com/', // Cyrillic "а"
    'https://example.co/',
    'https://example.com:8443/',
    'https://user:pass@example.com/',
    'https://example.com\n.attacker.com/',
    '//example.com/',
    'example.com',
    '',
  ])('refuses the look-alike or malformed %j', (url) => {
    expect(checkExternalUrl(url, HOSTS).success).toBe(false);
  });

  it('says what is allowed in its hint', () => {
    const result = checkExternalUrl('https://attacker.com/', HOSTS);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.hint).toContain('example.com');
  });

  it('lets every provider preset’s setup link out (the settings dialog shows them)', () => {
    for (const preset of Object.values(PROVIDER_PRESETS)) {
      expect(checkExternalUrl(preset.setupUrl), preset.id).toEqual({
        success: true,
        data: new URL(preset.setupUrl).href,
      });
    }
  });

  it('uses an allow-list of exact host names by default', () => {
    for (const host of EXTERNAL_LINK_HOSTS) {
      expect(host).toMatch(/^[a-z0-9.-]+$/);
      expect(checkExternalUrl(`https://${host}/x`).success).toBe(true);
      expect(checkExternalUrl(`https://${host}.attacker.com/x`).success).toBe(false);
    }
  });
});

describe('navigationVerdict', () => {
  const appOrigins = ['circuitforge://app'];

  it('lets the app navigate within its own origin (a reload)', () => {
    expect(navigationVerdict('circuitforge://app/index.html', appOrigins)).toEqual({ action: 'allow' });
  });

  it('lets DevTools load its own pages', () => {
    expect(navigationVerdict('devtools://devtools/bundled/devtools_app.html', appOrigins)).toEqual({ action: 'allow' });
    expect(navigationVerdict('devtools://evil/x', appOrigins)).toEqual({ action: 'deny' });
  });

  it('blocks any other page, and opens an allowed https link outside instead', () => {
    expect(navigationVerdict('https://example.com/a', appOrigins, HOSTS)).toEqual({
      action: 'deny',
      openExternal: 'https://example.com/a',
    });
    expect(navigationVerdict('https://attacker.com/', appOrigins, HOSTS)).toEqual({ action: 'deny' });
    expect(navigationVerdict('file:///etc/passwd', appOrigins, HOSTS)).toEqual({ action: 'deny' });
    expect(navigationVerdict('circuitforge://evil/index.html', appOrigins, HOSTS)).toEqual({ action: 'deny' });
  });
});

describe('windowOpenVerdict', () => {
  it('never opens a window, even for the app’s own pages', () => {
    expect(windowOpenVerdict('circuitforge://app/index.html', HOSTS)).toEqual({ action: 'deny' });
    expect(windowOpenVerdict('https://example.com/', HOSTS)).toEqual({
      action: 'deny',
      openExternal: 'https://example.com/',
    });
    expect(windowOpenVerdict('javascript:alert(1)', HOSTS)).toEqual({ action: 'deny' });
  });
});

describe('frameNavigationVerdict', () => {
  const appOrigins = ['circuitforge://app'];

  it("lets a subframe load the lesson reader's inline page, never the main frame", () => {
    expect(frameNavigationVerdict('about:srcdoc', false, appOrigins)).toEqual({ action: 'allow' });
    expect(frameNavigationVerdict('about:srcdoc', true, appOrigins)).toEqual({ action: 'deny' });
  });

  it('judges a subframe going anywhere else as the main frame', () => {
    expect(frameNavigationVerdict('about:blank', false, appOrigins)).toEqual({ action: 'deny' });
    expect(frameNavigationVerdict('https://attacker.com/', false, appOrigins, HOSTS)).toEqual({ action: 'deny' });
    expect(frameNavigationVerdict('https://example.com/a', false, appOrigins, HOSTS)).toEqual({
      action: 'deny',
      openExternal: 'https://example.com/a',
    });
    expect(frameNavigationVerdict('circuitforge://app/index.html', true, appOrigins)).toEqual({ action: 'allow' });
  });
});
