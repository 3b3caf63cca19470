import { describe, expect, it } from 'vitest';
import { decodeChannelsArgument } from '../../shared/bridge';
import { CHANNEL_NAMES } from '../../shared/contract';
import {
  APP_ENTRY_URL,
  APP_ORIGIN,
  APP_SCHEME_PRIVILEGES,
  devServerOrigin,
  isAllowedRequest,
  isAppDownload,
  isTrustedSender,
  mainWindowOptions,
  originOf,
  secureWebPreferences,
} from './window-config';

describe('secureWebPreferences', () => {
  const prefs = secureWebPreferences('/app/out/preload/index.cjs', { devTools: false });

  it('turns on every isolation option of Electron’s security checklist', () => {
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      devTools: false,
    });
  });

  it('loads the given preload and nothing else', () => {
    expect(prefs.preload).toBe('/app/out/preload/index.cjs');
  });

  it('hands the preload exactly the contract’s channel names', () => {
    expect(decodeChannelsArgument(prefs.additionalArguments)).toEqual(CHANNEL_NAMES);
  });

  it('enables no experimental Blink feature', () => {
    expect(prefs).not.toHaveProperty('enableBlinkFeatures');
  });

  it('enables DevTools only when asked (development builds)', () => {
    expect(secureWebPreferences('/p', { devTools: true }).devTools).toBe(true);
  });
});

describe('the app scheme', () => {
  it('is secure and standard but may not bypass the CSP or register service workers', () => {
    expect(APP_SCHEME_PRIVILEGES).toMatchObject({ standard: true, secure: true, bypassCSP: false });
    expect(APP_SCHEME_PRIVILEGES.allowServiceWorkers).toBe(false);
    expect(APP_SCHEME_PRIVILEGES.corsEnabled).toBe(false);
  });

  it('serves the entry page at the app origin', () => {
    expect(originOf(APP_ENTRY_URL)).toBe(APP_ORIGIN);
  });
});

describe('mainWindowOptions', () => {
  it('starts hidden (shown when ready) and keeps the minimum size', () => {
    const options = mainWindowOptions({ width: 1000, height: 700 }, undefined);
    expect(options).toMatchObject({ show: false, minWidth: 900, minHeight: 600, width: 1000, height: 700 });
    expect(options).not.toHaveProperty('icon');
    expect(mainWindowOptions({ width: 1000, height: 700 }, '/icon.png').icon).toBe('/icon.png');
  });
});

describe('originOf', () => {
  it.each([
    ['circuitforge://app/index.html', 'circuitforge://app'],
    ['circuitforge://APP/assets/x.js', 'circuitforge://app'],
    ['circuitforge://other/index.html', 'circuitforge://other'],
    ['blob:circuitforge://app/5f0c', 'circuitforge://app'],
    ['http://localhost:5173/index.html', 'http://localhost:5173'],
    ['https://example.com/a', 'https://example.com'],
  ])('%s has origin %s', (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });

  it.each(['circuitforge://user@app/x', 'circuitforge://app:80/x', 'not a url', 'about:blank', 'data:text/html,hi'])(
    '%s has no origin a check could trust',
    (url) => {
      expect(originOf(url)).toBeUndefined();
    },
  );
});

describe('isTrustedSender', () => {
  const top = (url: string) => ({ url, parent: null });

  it('trusts the app’s own top-level page', () => {
    expect(isTrustedSender(top('circuitforge://app/index.html'))).toBe(true);
  });

  it('refuses a sub-frame, even one at the app origin', () => {
    expect(
      isTrustedSender({ url: 'circuitforge://app/index.html', parent: top('circuitforge://app/index.html') }),
    ).toBe(false);
  });

  it.each([
    'https://example.com/',
    'circuitforge://evil/index.html',
    'circuitforge://app.evil/index.html',
    'circuitforge://user@app/index.html',
    'file:///home/me/index.html',
    'http://localhost:5173/',
    'about:blank',
    '',
  ])('refuses a sender at %j', (url) => {
    expect(isTrustedSender(top(url))).toBe(false);
  });

  it('refuses a frame that is gone or destroyed', () => {
    expect(isTrustedSender(null)).toBe(false);
    expect(isTrustedSender(undefined)).toBe(false);
    const destroyed = {
      get url(): string {
        throw new Error('Render frame was disposed before WebFrameMain could be accessed');
      },
      parent: null,
    };
    expect(isTrustedSender(destroyed)).toBe(false);
  });

  it('trusts the dev server only when one is given, and only its exact origin', () => {
    expect(isTrustedSender(top('http://localhost:5173/'), 'http://localhost:5173')).toBe(true);
    expect(isTrustedSender(top('http://localhost:5174/'), 'http://localhost:5173')).toBe(false);
  });
});

describe('devServerOrigin', () => {
  it('accepts electron-vite’s loopback dev server while developing', () => {
    expect(devServerOrigin('http://localhost:5173/', false)).toBe('http://localhost:5173');
    expect(devServerOrigin('http://127.0.0.1:5173', false)).toBe('http://127.0.0.1:5173');
  });

  it('is ignored by a packaged app', () => {
    expect(devServerOrigin('http://localhost:5173/', true)).toBeUndefined();
  });

  it.each(['https://localhost:5173', 'http://example.com:5173', 'http://localhost.example.com', 'file:///x', 'junk'])(
    'refuses %s',
    (url) => {
      expect(devServerOrigin(url, false)).toBeUndefined();
    },
  );
});

describe('isAllowedRequest', () => {
  it('lets the app load its own files, data: and blob: URLs and DevTools', () => {
    expect(isAllowedRequest('circuitforge://app/assets/index.js')).toBe(true);
    expect(isAllowedRequest('data:image/png;base64,AAAA')).toBe(true);
    expect(isAllowedRequest('blob:circuitforge://app/5f0c')).toBe(true);
    expect(isAllowedRequest('devtools://devtools/bundled/inspector.html')).toBe(true);
  });

  it.each([
    'https://example.com/',
    'http://127.0.0.1:8080/',
    'ws://localhost:5173/',
    'file:///etc/passwd',
    'circuitforge://other/x',
    'blob:https://example.com/5f0c',
    'ftp://example.com/',
  ])('cancels %s', (url) => {
    expect(isAllowedRequest(url)).toBe(false);
  });

  it('allows the dev server and its hot-reload socket only while developing', () => {
    expect(isAllowedRequest('http://localhost:5173/src/main.tsx', 'http://localhost:5173')).toBe(true);
    expect(isAllowedRequest('ws://localhost:5173/', 'http://localhost:5173')).toBe(true);
    expect(isAllowedRequest('ws://localhost:9999/', 'http://localhost:5173')).toBe(false);
  });
});

describe('isAppDownload', () => {
  it('lets through only the files the page makes itself (exports), from its own origin', () => {
    expect(isAppDownload(`blob:${APP_ORIGIN}/1f0c2a9e-8d3b-4f6e-9a51-0c3d2b7e6f41`)).toBe(true);
    expect(isAppDownload('blob:http://localhost:5173/abc', 'http://localhost:5173')).toBe(true);
    expect(isAppDownload('blob:http://localhost:5173/abc')).toBe(false);
    expect(isAppDownload('blob:https://evil.example/abc')).toBe(false);
    expect(isAppDownload('https://evil.example/payload.exe')).toBe(false);
    expect(isAppDownload(`${APP_ORIGIN}/index.html`)).toBe(false);
    expect(isAppDownload('data:text/plain,hi')).toBe(false);
    expect(isAppDownload('not a url')).toBe(false);
  });
});
