import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fuses from '@electron/fuses';
import { describe, expect, it } from 'vitest';
import afterPack, { packagedBinary } from '../../build/after-pack.mjs';
import { FUSE_SETTINGS, fuseConfig, fuseDrift } from '../../build/fuses.mjs';

const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
/** Electron's fuse wire as it ships: RunAsNode, NODE_OPTIONS, --inspect and file:// privileges on. */
const SHIPPED = '10110001';

/** A file with Electron's fuse sentinel and wire, as in the real binary. */
function fakeElectron(dir: string, name: string, wire = SHIPPED): string {
  const path = join(dir, name);
  const bytes = [1, wire.length, ...[...wire].map((c) => c.charCodeAt(0))];
  writeFileSync(
    path,
    Buffer.concat([Buffer.alloc(100, 7), Buffer.from(SENTINEL), Buffer.from(bytes), Buffer.alloc(100, 7)]),
  );
  return path;
}

const linuxContext = (appOutDir: string) => ({
  appOutDir,
  electronPlatformName: 'linux',
  arch: 1,
  packager: { executableName: 'circuitforge', appInfo: { productFilename: 'CircuitForge' } },
});

describe('FUSE_SETTINGS', () => {
  it('closes every way to run other code through the app and turns the asar checks on', () => {
    expect(FUSE_SETTINGS).toMatchObject({
      RunAsNode: false,
      EnableNodeOptionsEnvironmentVariable: false,
      EnableNodeCliInspectArguments: false,
      EnableEmbeddedAsarIntegrityValidation: true,
      OnlyLoadAppFromAsar: true,
      GrantFileProtocolExtraPrivileges: false,
    });
  });

  it('sets every fuse @electron/fuses knows, so none is left as Electron ships it', () => {
    const known = Object.keys(fuses.FuseV1Options).filter((key) => Number.isNaN(Number(key)));
    expect(Object.keys(FUSE_SETTINGS).sort()).toEqual(known.sort());
  });
});

describe('fuseConfig', () => {
  it('maps each setting to its fuse index for wire version 1', () => {
    const config = fuseConfig({ resetAdHocDarwinSignature: true }) as unknown as Record<string, unknown>;
    expect(config.version).toBe(fuses.FuseVersion.V1);
    expect(config.resetAdHocDarwinSignature).toBe(true);
    expect(config[fuses.FuseV1Options.RunAsNode]).toBe(false);
    expect(config[fuses.FuseV1Options.OnlyLoadAppFromAsar]).toBe(true);
  });
});

describe('the afterPack hook', () => {
  it('flips the fuses of the packaged binary and reads them back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'circuitforge-fuses-'));
    const binary = fakeElectron(dir, 'circuitforge');
    // As shipped, every fuse but the V8 snapshot one differs from our settings.
    expect(fuseDrift(await fuses.getCurrentFuseWire(binary))).toHaveLength(7);
    await afterPack(linuxContext(dir));
    const wire = await fuses.getCurrentFuseWire(binary);
    expect(fuseDrift(wire)).toEqual([]);
    expect(wire[fuses.FuseV1Options.RunAsNode]).toBe(0x30);
    expect(wire[fuses.FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(0x31);
  });

  it('fails the build when the binary has no fuse wire', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'circuitforge-fuses-'));
    writeFileSync(join(dir, 'circuitforge'), 'not electron');
    await expect(afterPack(linuxContext(dir))).rejects.toThrow(/sentinel/);
  });

  it('names the fuses that are wrong', () => {
    expect(fuseDrift({ version: '1', 0: 0x31, 1: 0x31, 2: 0x30, 3: 0x30, 4: 0x31, 5: 0x31, 6: 0x30, 7: 0x30 })).toEqual(
      ['RunAsNode should be off'],
    );
    expect(fuseDrift({ version: '1' })).toHaveLength(Object.keys(FUSE_SETTINGS).length);
  });

  it('finds the Electron binary of each platform', () => {
    const context = (electronPlatformName: string) => ({ ...linuxContext('/out'), electronPlatformName });
    expect(packagedBinary(context('linux'))).toBe('/out/circuitforge');
    expect(packagedBinary(context('win32'))).toBe('/out/CircuitForge.exe');
    expect(packagedBinary(context('darwin'))).toBe('/out/CircuitForge.app');
  });
});
