import type { ChangeSource, HistoryState } from '../../shared/contract/document-channels';
import type { AuthoredLesson, LessonMeta, ReaderLesson } from '../../shared/contract/lesson-channels';
import { fail, ok, type Result } from '../../shared/errors';
import { createId } from '../../shared/ids';
import type { LessonOperation } from '../../shared/lessons/operations';
import { MAX_COURSE_LESSONS, type Lesson } from '../../shared/lessons/types';
import { applyLessonOperations } from './apply-operations';
import { guard, noCourse, noLesson, notSaved } from './lesson-failures';
import { DamagedRowError, type LessonStore, type LoadedLesson } from './lesson-store';
import { readerLesson } from './reader-view';

/** What a new lesson starts from. */
export interface NewLesson {
  readonly title: string;
  readonly markdown?: string;
  /** The course it goes to the end of. */
  readonly courseId?: string;
}

const OPERATION_LABELS: Record<LessonOperation['op'], string> = {
  setTitle: 'Rename lesson',
  setMarkdown: 'Edit text',
  replaceSection: 'Edit section',
  addExercise: 'Add exercise',
  updateExercise: 'Edit exercise',
  removeExercise: 'Remove exercise',
  moveExercise: 'Move exercise',
  addHint: 'Add hint',
  removeHint: 'Remove hint',
  setTestHidden: 'Show or hide test',
};

/** The history label of a change without one: what its operation does, or how many there are. */
export function labelOf(operations: readonly LessonOperation[]): string {
  const kinds = new Set(operations.map((o) => o.op));
  const [only] = kinds;
  return kinds.size === 1 && only !== undefined ? OPERATION_LABELS[only] : `Edit lesson (${operations.length} changes)`;
}

/**
 * The lessons and their history. Every edit is a list of lesson operations applied all or nothing
 * and stored as ONE change with its inverse; undo and redo apply the stored inverse or forward
 * operations to the stored content. Nothing is cached: every call reads the store, so what is
 * answered is what is saved. A failed write leaves the lesson as it was.
 */
export class LessonService {
  /** Changes applied per lesson since the app started (the history's `revision`). */
  private readonly revisions = new Map<string, number>();

  constructor(
    private readonly store: LessonStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  list(): Result<LessonMeta[]> {
    return guard('list the lessons', () => ok(this.store.listLessons()));
  }

  /** The lesson for its author: references included. */
  get(id: string): Result<AuthoredLesson> {
    return guard('open the lesson', () => {
      const loaded = this.store.loadLesson(id);
      return loaded
        ? ok({ lesson: loaded.lesson, history: this.historyState(id, loaded.position, loaded.length) })
        : noLesson(id);
    });
  }

  /** The lesson for a student (no references, no hidden tests' rows); with a course, recorded as opened. */
  read(id: string, courseId?: string): Result<ReaderLesson> {
    return guard('open the lesson', () => {
      const loaded = this.store.loadLesson(id);
      if (!loaded) return noLesson(id);
      if (courseId !== undefined) {
        const course = this.store.getCourse(courseId);
        if (!course) return noCourse(courseId);
        if (!course.course.lessons.includes(id)) {
          return fail(
            'NOT_FOUND',
            `The course "${course.course.title}" has no lesson ${id}.`,
            'Open the lesson from the course it belongs to.',
          );
        }
        try {
          this.store.saveLessonOpened(courseId, id, this.now().toISOString());
        } catch (error) {
          // Reading goes on: only the "last opened" mark is missing.
          console.error('[STORAGE_FAILED] record the lesson as opened', error);
        }
      }
      return ok(readerLesson(loaded.lesson));
    });
  }

  create(spec: NewLesson): Result<AuthoredLesson> {
    return guard('create the lesson', () => {
      if (spec.courseId !== undefined) {
        const course = this.store.getCourse(spec.courseId);
        if (!course) return noCourse(spec.courseId);
        if (course.course.lessons.length >= MAX_COURSE_LESSONS) {
          return fail(
            'INVALID_INPUT',
            `The course "${course.course.title}" already has ${MAX_COURSE_LESSONS} lessons, the most a course holds.`,
            'Start a second course for the lessons that follow.',
          );
        }
      }
      const lesson: Lesson = {
        id: createId('lesson'),
        title: spec.title,
        markdown: spec.markdown ?? '',
        exercises: [],
      };
      try {
        this.store.createLesson(lesson, spec.courseId);
      } catch (error) {
        return notSaved(`Create lesson ${spec.title}`, error);
      }
      return this.get(lesson.id);
    });
  }

  /** Applies operations as one change, all or nothing. */
  update(
    id: string,
    operations: readonly LessonOperation[],
    label = labelOf(operations),
    source: ChangeSource = 'user',
  ): Result<AuthoredLesson> {
    return guard('change the lesson', () => {
      const loaded = this.store.loadLesson(id);
      if (!loaded) return noLesson(id);
      const applied = applyLessonOperations(loaded.lesson, operations);
      if (!applied.success) return applied;
      const change = {
        label,
        source,
        createdAt: this.now().getTime(),
        forward: operations,
        inverse: applied.data.inverse,
      };
      try {
        this.store.appendLessonChange(id, change, applied.data.lesson);
      } catch (error) {
        return notSaved(label, error);
      }
      return ok(this.afterChange(applied.data.lesson, id, loaded.position + 1, loaded.position + 1));
    });
  }

  delete(id: string): Result<{ deleted: string }> {
    return guard('delete the lesson', () => {
      if (!this.store.deleteLesson(id)) return noLesson(id);
      this.revisions.delete(id);
      return ok({ deleted: id });
    });
  }

  undo(id: string): Result<AuthoredLesson> {
    return guard('undo', () => {
      const loaded = this.store.loadLesson(id);
      if (!loaded) return noLesson(id);
      if (loaded.position === 0) return fail('NOTHING_TO_UNDO', 'There is nothing to undo.', 'Make a change first.');
      return this.walk(loaded, loaded.position, 'undo');
    });
  }

  redo(id: string): Result<AuthoredLesson> {
    return guard('redo', () => {
      const loaded = this.store.loadLesson(id);
      if (!loaded) return noLesson(id);
      if (loaded.position >= loaded.length)
        return fail('NOTHING_TO_REDO', 'There is nothing to redo.', 'Undo a change first.');
      return this.walk(loaded, loaded.position + 1, 'redo');
    });
  }

  /** Applies the inverse (undo) or forward (redo) operations of change `index` to the stored content. */
  private walk(loaded: LoadedLesson, index: number, cause: 'undo' | 'redo'): Result<AuthoredLesson> {
    const id = loaded.meta.id;
    const change = this.store.getLessonChange(id, index);
    if (!change)
      throw new DamagedRowError(`the history of the lesson "${loaded.meta.title}"`, `change ${index} is missing`);
    const applied = applyLessonOperations(loaded.lesson, cause === 'undo' ? change.inverse : change.forward);
    if (!applied.success) {
      throw new DamagedRowError(
        `the history of the lesson "${loaded.meta.title}"`,
        `change ${index} no longer applies (${applied.error})`,
      );
    }
    const position = cause === 'undo' ? index - 1 : index;
    try {
      this.store.moveLessonTo(id, position, applied.data.lesson);
    } catch (error) {
      return notSaved(cause === 'undo' ? `Undo ${change.label}` : `Redo ${change.label}`, error);
    }
    return ok(this.afterChange(applied.data.lesson, id, position, loaded.length));
  }

  /** The answer after a change, an undo or a redo: one more revision. */
  private afterChange(lesson: Lesson, id: string, position: number, length: number): AuthoredLesson {
    this.revisions.set(id, (this.revisions.get(id) ?? 0) + 1);
    return { lesson, history: this.historyState(id, position, length) };
  }

  private historyState(id: string, position: number, length: number): HistoryState {
    const undo = position > 0 ? this.store.getLessonChangeLabel(id, position) : undefined;
    const redo = position < length ? this.store.getLessonChangeLabel(id, position + 1) : undefined;
    return {
      revision: this.revisions.get(id) ?? 0,
      position,
      length,
      canUndo: position > 0,
      canRedo: position < length,
      ...(undo !== undefined ? { undoLabel: undo } : {}),
      ...(redo !== undefined ? { redoLabel: redo } : {}),
    };
  }
}
