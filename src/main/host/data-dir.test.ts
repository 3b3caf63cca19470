import { describe, expect, it } from 'vitest';
import { defaultDataDir } from './data-dir';

describe('defaultDataDir', () => {
  it('uses the XDG data home on Linux, else ~/.local/share', () => {
    expect(defaultDataDir('linux', { XDG_DATA_HOME: '/data/u' }, '/home/u')).toBe('/data/u/circuitforge-host');
    expect(defaultDataDir('linux', {}, '/home/u')).toBe('/home/u/.local/share/circuitforge-host');
  });

  it('ignores a relative XDG_DATA_HOME, as the XDG specification says', () => {
    expect(defaultDataDir('linux', { XDG_DATA_HOME: 'relative' }, '/home/u')).toBe(
      '/home/u/.local/share/circuitforge-host',
    );
  });

  it('uses Application Support on macOS', () => {
    expect(defaultDataDir('darwin', {}, '/Users/u')).toBe('/Users/u/Library/Application Support/CircuitForge Host');
  });

  it('uses the local application data folder on Windows', () => {
    const dir = defaultDataDir('win32', { LOCALAPPDATA: 'C:\\Users\\u\\AppData\\Local' }, 'C:\\Users\\u');
    expect(dir.replaceAll('\\', '/')).toBe('C:/Users/u/AppData/Local/CircuitForge Host');
  });
});
