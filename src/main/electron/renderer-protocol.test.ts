import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../content-security-policy';
import { answerAppRequest } from './renderer-protocol';

let root: string;
let rendererDir: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'circuitforge-protocol-'));
  rendererDir = join(root, 'renderer');
  mkdirSync(join(rendererDir, 'assets'), { recursive: true });
  mkdirSync(join(rendererDir, '.hidden'));
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>CircuitForge</title>');
  writeFileSync(join(rendererDir, 'assets', 'index.js'), 'console.log(1)');
  writeFileSync(join(rendererDir, '.hidden', 'secret.txt'), 'hidden');
  writeFileSync(join(rendererDir, '.env'), 'KEY=1');
  writeFileSync(join(root, 'outside.txt'), 'outside the renderer folder');
});

const text = (body: Uint8Array | null) => new TextDecoder().decode(body ?? new Uint8Array());

describe('answerAppRequest', () => {
  it('serves the built renderer with the strict CSP', async () => {
    const answer = await answerAppRequest(rendererDir, 'circuitforge://app/index.html', 'GET');
    expect(answer.status).toBe(200);
    expect(text(answer.body)).toContain('<title>CircuitForge</title>');
    expect(answer.headers['Content-Type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['Content-Security-Policy']).toBe(contentSecurityPolicy('electron'));
    expect(answer.headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('serves index.html for the root and scripts with their type', async () => {
    expect(text((await answerAppRequest(rendererDir, 'circuitforge://app/', 'GET')).body)).toContain('CircuitForge');
    const script = await answerAppRequest(rendererDir, 'circuitforge://app/assets/index.js?v=1', 'GET');
    expect(script.headers['Content-Type']).toBe('text/javascript; charset=utf-8');
  });

  it('answers HEAD without a body', async () => {
    const answer = await answerAppRequest(rendererDir, 'circuitforge://app/index.html', 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.body).toBeNull();
  });

  it.each([
    'circuitforge://app/../outside.txt',
    'circuitforge://app/%2e%2e/outside.txt',
    'circuitforge://app/..%2foutside.txt',
    'circuitforge://app/..%5coutside.txt',
    'circuitforge://app/assets/..%2f..%2foutside.txt',
    'circuitforge://app/%252e%252e/outside.txt',
    'circuitforge://app/.env',
    'circuitforge://app/.hidden/secret.txt',
    'circuitforge://app/assets',
    'circuitforge://app/missing.js',
    'circuitforge://app/index.html%00.js',
    'circuitforge://app/%E0%A4%A',
    'circuitforge://other/index.html',
    'circuitforge://app.evil/index.html',
    'circuitforge://user@app/index.html',
    'circuitforge://app:8080/index.html',
    'file:///etc/passwd',
    'not a url',
  ])('refuses %s with 404 and never reads outside the folder', async (url) => {
    const answer = await answerAppRequest(rendererDir, url, 'GET');
    expect(answer.status).toBe(404);
    expect(text(answer.body)).not.toContain('outside the renderer folder');
    expect(text(answer.body)).not.toContain('KEY=1');
    expect(answer.headers['Content-Security-Policy']).toBe(contentSecurityPolicy('electron'));
  });

  it.each(['POST', 'PUT', 'DELETE'])('refuses %s with 405', async (method) => {
    expect((await answerAppRequest(rendererDir, 'circuitforge://app/index.html', method)).status).toBe(405);
  });
});
