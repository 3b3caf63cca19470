import { describe, expect, it } from 'vitest';
import { dispatch } from '../core/rpc/dispatch';
import type { CourseSummary } from '../shared/contract';
import type { Result } from '../shared/errors';
import { STARTER_CIRCUITS, STARTER_COURSE, STARTER_LESSONS } from '../shared/lessons/starter';
import { createAppServices, type AppServices } from './app-services';
import { STARTER_INSTALLED_KEY, installStarterCourse } from './starter-course';
import { temporaryFolder } from './store/test-support/harness';

const context = { host: 'browser' } as const;

async function data<T>(services: AppServices, channel: string, payload: unknown = {}): Promise<T> {
  const result = (await dispatch(services.handlers, channel, payload, context)) as Result<T>;
  if (!result.success) throw new Error(`${channel}: ${result.error}`);
  return result.data;
}

describe('the starter course in the library', () => {
  it('is installed on the first start of a fresh database: its lessons in order, its circuits in the list', async () => {
    const folder = temporaryFolder();
    const services = createAppServices({ host: 'browser', dataDir: folder.dir, starterCourse: true });
    try {
      const courses = await data<CourseSummary[]>(services, 'course:list');
      expect(courses.map((c) => c.id)).toEqual([STARTER_COURSE.id]);
      expect(courses[0]!.lessons.map((l) => l.id)).toEqual(STARTER_LESSONS.map((l) => l.id));
      const circuits = await data<{ name: string; id: string }[]>(services, 'circuit:list');
      expect(circuits.map((c) => c.name).sort()).toEqual(STARTER_CIRCUITS.map((c) => c.name).sort());
      // The lessons' ref: blocks name circuits the library has.
      const ids = new Set(circuits.map((c) => c.id));
      const lesson = await data<{ markdown: string }>(services, 'lesson:read', { lessonId: 'starter-gates' });
      const refs = [...lesson.markdown.matchAll(/^ref: (\S+)$/gm)].map((m) => m[1]!);
      expect(refs.length).toBeGreaterThan(0);
      for (const ref of refs) expect(ids.has(ref)).toBe(true);
    } finally {
      await services.close();
      folder.remove();
    }
  });

  it('is installed once: deleted by the student, it is not given back on the next start', async () => {
    const folder = temporaryFolder();
    try {
      const first = createAppServices({ host: 'browser', dataDir: folder.dir, starterCourse: true });
      const circuits = (await data<unknown[]>(first, 'circuit:list')).length;
      await data(first, 'course:delete', { courseId: STARTER_COURSE.id });
      await first.close();
      const second = createAppServices({ host: 'browser', dataDir: folder.dir, starterCourse: true });
      expect(await data<CourseSummary[]>(second, 'course:list')).toEqual([]);
      // Nor are its circuits added again.
      expect(await data<unknown[]>(second, 'circuit:list')).toHaveLength(circuits);
      await second.close();
    } finally {
      folder.remove();
    }
  });

  it('is installed into an existing database that lacks it, keeping what was there', async () => {
    const folder = temporaryFolder();
    try {
      const before = createAppServices({ host: 'browser', dataDir: folder.dir });
      await data(before, 'circuit:create', { name: 'My adder' });
      await data(before, 'course:create', { title: 'My course' });
      await before.close();
      const after = createAppServices({ host: 'browser', dataDir: folder.dir, starterCourse: true });
      const courses = await data<CourseSummary[]>(after, 'course:list');
      expect(courses.map((c) => c.title).sort()).toEqual(['From gates to a CPU', 'My course']);
      expect((await data<{ name: string }[]>(after, 'circuit:list')).map((c) => c.name)).toContain('My adder');
      await after.close();
    } finally {
      folder.remove();
    }
  });

  it('records a course already there without importing it again, and a failed import not at all', () => {
    const services = createAppServices({ host: 'browser', starterCourse: true });
    try {
      const rows = new Map<string, string>();
      const store = { readSettings: () => rows, writeSetting: (k: string, v: string) => void rows.set(k, v) };
      expect(installStarterCourse(services.courses, store)).toEqual({ success: true, data: 'present' });
      expect(JSON.parse(rows.get(STARTER_INSTALLED_KEY)!)).toMatchObject({ courseId: STARTER_COURSE.id });
      expect(installStarterCourse(services.courses, store)).toEqual({ success: true, data: 'installed-before' });

      const empty = new Map<string, string>();
      const failing = {
        ...services.courses,
        list: () => ({ success: true as const, data: [] }),
        importFile: () => ({
          success: false as const,
          code: 'STORAGE_FAILED' as const,
          error: 'The disk is full.',
          hint: 'Free some space.',
        }),
      } as unknown as typeof services.courses;
      const refused = installStarterCourse(failing, {
        readSettings: () => empty,
        writeSetting: (k, v) => void empty.set(k, v),
      });
      expect(refused.success === false && refused.error).toBe(
        'The starter course "From gates to a CPU" could not be added to your lessons: The disk is full.',
      );
      expect(empty.size).toBe(0);
    } finally {
      void services.close();
    }
  });
});
