import { describe, expect, it } from 'vitest';
import { ProgressSchema } from '../../shared/lessons/types';
import { emptyProgress, recordCheck, recordOpened } from './progress';

describe('progress', () => {
  it('counts attempts, keeps a pass, and remembers when a lesson was opened', () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 4, minute));
    let progress = emptyProgress('course_gates');
    progress = recordOpened(progress, 'l1', at(0));
    progress = recordCheck(progress, 'l1', 'e1', false, at(1));
    progress = recordCheck(progress, 'l1', 'e1', true, at(2));
    progress = recordCheck(progress, 'l1', 'e1', false, at(3));
    expect(progress).toEqual({
      courseId: 'course_gates',
      exercises: { 'l1/e1': { passed: true, attempts: 3, lastChecked: '2026-11-27T04:03:00.000Z' } },
      lessons: { l1: { lastOpened: '2026-11-27T04:00:00.000Z' } },
    });
    expect(ProgressSchema.safeParse(progress).success).toBe(true);
  });
});
