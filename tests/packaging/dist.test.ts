import { describe, expect, it } from 'vitest';
import { explainFailure } from '../../scripts/dist.mjs';

const head = [
  '  • electron-builder  version=26.17.0 os=6.18.44',
  '  • loaded configuration  file=/p/build/electron-builder.yml',
  '  • rebuilding native modules of better-sqlite3 for Electron 45.4.1 (linux-x64)',
];
const stack = [
  '    at ClientRequest.<anonymous> (/p/node_modules/got/dist/source/core/index.js:970:111)',
  '    at emitErrorEvent (node:_http_client:101:11)',
];

describe('explainFailure', () => {
  it('says in one sentence that the Electron runtime could not be downloaded', () => {
    const log = [
      ...head,
      '  • packaging       platform=linux arch=x64 electron=45.4.1 appOutDir=dist/linux-unpacked',
      '  ⨯ getaddrinfo ENOTFOUND github.com  failedTask=build stackTrace=RequestError: getaddrinfo ENOTFOUND github.com',
      ...stack,
    ].join('\n');
    const sentence = explainFailure(log, '45.4.1');
    expect(sentence).toMatch(/^the Electron 45\.4\.1 runtime that installers are built from could not be downloaded/);
    expect(sentence).toContain('electron-v45.4.1-<platform>-<arch>.zip');
    expect(sentence).not.toContain('at ClientRequest');
    expect(sentence.split('\n')).toHaveLength(1);
  });

  it('blames the native rebuild when the download failed while rebuilding', () => {
    const log = [...head, '  ⨯ connect ETIMEDOUT 1.2.3.4:443  failedTask=build', ...stack].join('\n');
    expect(explainFailure(log, '45.4.1')).toMatch(/^better-sqlite3 could not be rebuilt for Electron 45\.4\.1/);
  });

  it('names the packaging tool that could not be downloaded', () => {
    const log = [
      ...head,
      '  • packaging       platform=linux arch=x64 electron=45.4.1',
      '  • building        target=AppImage arch=x64 file=dist/CircuitForge-0.1.0.AppImage',
      '  ⨯ getaddrinfo EAI_AGAIN github.com',
    ].join('\n');
    expect(explainFailure(log, '45.4.1')).toMatch(
      /^a tool electron-builder needs \(building\) could not be downloaded/,
    );
  });

  it('reports any other failure with its message and without the stack', () => {
    const log = [
      ...head,
      '  ⨯ Cannot find module "./build/after-pack.mjs"  failedTask=build stackTrace=Error: Cannot find',
      ...stack,
    ].join('\n');
    expect(explainFailure(log, '45.4.1')).toBe(
      'electron-builder failed: Cannot find module "./build/after-pack.mjs" (full log: dist/electron-builder.log).',
    );
  });
});
