import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dispatch } from '../core/rpc/dispatch';
import { lessonPageFileName } from '../core/lessons/page/handlers';
import type { ChannelOutput } from '../shared/contract';
import { STARTER_CIRCUITS, STARTER_LESSONS } from '../shared/lessons/starter';
import { readPageLibrary } from '../core/lessons/page/page-data';
import { libraryOf } from '../core/lessons/page/page-library';
import { compile } from '../core/simulation/simulation';
import { createAppServices } from './app-services';

const dir = mkdtempSync(join(tmpdir(), 'cf-lesson-page-channel-'));
const runtimePath = join(dir, 'lesson-page.js');
writeFileSync(runtimePath, 'window.RUNTIME_MARK = 1;');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const lesson = STARTER_LESSONS.find((l) => l.id === 'starter-gates')!;
const circuits = STARTER_CIRCUITS.map((c) => ({ id: c.id, name: c.name, circuit: c.circuit }));

describe('lessons:exportPage', () => {
  it('answers the lesson as one HTML page carrying the runtime and the named circuit', async () => {
    const services = createAppServices({ host: 'browser', lessonPageRuntime: runtimePath });
    try {
      const answer = await dispatch(services.handlers, 'lessons:exportPage', { lesson, circuits }, { host: 'browser' });
      expect(answer.success).toBe(true);
      if (!answer.success) return;
      const page = answer.data as ChannelOutput<'lessons:exportPage'>;
      expect(page.fileName).toBe('Gates-and-truth-tables.html');
      expect(page.html.startsWith('<!doctype html>')).toBe(true);
      expect(page.html).toContain('<script>window.RUNTIME_MARK = 1;</script>');
      expect(page.html).toContain('Five gates side by side');
    } finally {
      await services.close();
    }
  });

  it("carries the definitions of the subcircuits a circuit places, read from the app's library", async () => {
    const services = createAppServices({ host: 'browser', lessonPageRuntime: runtimePath });
    try {
      // The 4-bit adder example brings its full-adder and half-adder circuits into the library.
      const opened = await dispatch(services.handlers, 'examples:open', { id: 'adder-4bit' }, { host: 'browser' });
      if (!opened.success) throw new Error(opened.error);
      const { meta, circuit } = opened.data as ChannelOutput<'examples:open'>;
      const adders = {
        id: 'adders',
        title: 'Adders',
        markdown: `# Adders\n\n\`\`\`circuit\nref: ${meta.id}\n\`\`\`\n`,
        exercises: [],
      };
      const answer = await dispatch(
        services.handlers,
        'lessons:exportPage',
        { lesson: adders, circuits: [{ id: meta.id, name: meta.name, circuit }] },
        { host: 'browser' },
      );
      if (!answer.success) throw new Error(answer.error);
      const { html } = answer.data as ChannelOutput<'lessons:exportPage'>;
      const json = /<script type="application\/json" class="cf-subcircuit-library">(.*?)<\/script>/s.exec(html)?.[1];
      const read = readPageLibrary(json ?? '');
      if ('problem' in read) throw new Error(read.problem);
      expect(read.definitions.map((d) => d.name)).toEqual(['Half adder (subcircuit)', 'Full adder (subcircuit)']);
      const sim = compile(circuit, { library: libraryOf(read.definitions) });
      if (!sim.success) throw new Error(sim.error);
      expect(sim.data.diagnostics().filter((d) => d.severity === 'error')).toEqual([]);
    } finally {
      await services.close();
    }
  });

  it('says in words when the runtime was not built, or not given', async () => {
    for (const [path, words] of [
      [join(dir, 'missing.js'), /its script is missing \(.*missing\.js\)/],
      [undefined, /started without the lesson page script/],
    ] as const) {
      const services = createAppServices({ host: 'browser', ...(path ? { lessonPageRuntime: path } : {}) });
      try {
        const answer = await dispatch(
          services.handlers,
          'lessons:exportPage',
          { lesson, circuits },
          { host: 'browser' },
        );
        expect(answer.success).toBe(false);
        if (answer.success) continue;
        expect(answer.code).toBe('FILE_ACCESS_FAILED');
        expect(answer.error).toMatch(words);
        expect(answer.hint).toMatch(/npm run build/);
      } finally {
        await services.close();
      }
    }
  });

  it('refuses a lesson that is not one, naming the field', async () => {
    const services = createAppServices({ host: 'browser', lessonPageRuntime: runtimePath });
    try {
      const answer = await dispatch(
        services.handlers,
        'lessons:exportPage',
        { lesson: { ...lesson, title: '' }, circuits },
        { host: 'browser' },
      );
      expect(answer.success).toBe(false);
      if (!answer.success) expect(answer.code).toBe('INVALID_INPUT');
    } finally {
      await services.close();
    }
  });

  it('names the file after the title', () => {
    expect(lessonPageFileName('Adders: half & full!')).toBe('Adders-half-full.html');
    expect(lessonPageFileName('Über Zähler')).toBe('Uber-Zahler.html');
    expect(lessonPageFileName('???')).toBe('lesson.html');
  });
});
