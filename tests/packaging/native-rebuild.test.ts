import { describe, expect, it } from 'vitest';
import { rebuildTarget } from '../../build/before-pack.mjs';
import { nativeRebuildOptions } from '../../build/native-rebuild.mjs';

describe('nativeRebuildOptions', () => {
  it('fences the rebuild to the staged app, so the project’s node_modules keep their Node build', () => {
    const options = nativeRebuildOptions({
      appDir: '/project/.cache/desktop-app',
      electronVersion: '45.4.1',
      platform: 'linux',
      arch: 'x64',
    });
    // @electron/rebuild walks up from buildPath to projectRootPath and rebuilds every node_modules on the way.
    expect(options.buildPath).toBe('/project/.cache/desktop-app');
    expect(options.projectRootPath).toBe(options.buildPath);
    expect(options).toMatchObject({ electronVersion: '45.4.1', platform: 'linux', arch: 'x64', force: true });
    expect(options.types).toEqual(['prod', 'optional']);
  });
});

describe('rebuildTarget', () => {
  const context = (electronPlatformName: string, arch: number) => ({
    electronPlatformName,
    arch,
    packager: { info: { appDir: '/stage', framework: { version: '45.4.1' } } },
  });

  it('rebuilds for the platform and arch being packed, with the packaged Electron’s version', () => {
    expect(rebuildTarget(context('linux', 1))).toEqual({
      appDir: '/stage',
      electronVersion: '45.4.1',
      platform: 'linux',
      arch: 'x64',
    });
    expect(rebuildTarget(context('darwin', 3)).arch).toBe('arm64');
    expect(rebuildTarget(context('mas', 3)).platform).toBe('darwin');
    expect(rebuildTarget(context('win32', 0)).arch).toBe('ia32');
  });

  it('refuses a universal or unknown arch (native modules are built per arch)', () => {
    expect(() => rebuildTarget(context('darwin', 4))).toThrow(/universal|arch/);
    expect(() => rebuildTarget(context('linux', 9))).toThrow(/arch 9/);
  });
});
