import { fail, ok, type Result } from '../../shared/errors';
import type { LessonOperation } from '../../shared/lessons/operations';
import { LessonSchema, type Lesson } from '../../shared/lessons/types';
import { applyLessonOperations } from './apply-operations';

/** What one assistant turn did to the lessons: lessons it created (whole), and each edited lesson's operations. */
export interface LessonChanges {
  readonly created: readonly Lesson[];
  /** Per lesson that existed before the turn, its operations in order: one undoable change each. */
  readonly edited: ReadonlyMap<string, readonly LessonOperation[]>;
}

/**
 * The lessons as one turn of the assistant sees and edits them: the saved lessons underneath, and
 * the turn's own changes on top, kept apart until the turn ends, when they land as one undoable
 * change per lesson (or not at all when the turn is stopped). Nothing here touches storage.
 */
export class LessonDraft {
  private readonly created = new Map<string, Lesson>();
  private readonly edited = new Map<string, { lesson: Lesson; ops: LessonOperation[] }>();

  /** `saved` reads a lesson as stored (undefined when there is none); `ids` lists the stored ones. */
  constructor(
    private readonly saved: (id: string) => Lesson | undefined,
    private readonly ids: () => readonly string[],
  ) {}

  /** The lesson as the turn has it now. */
  read(id: string): Lesson | undefined {
    return this.created.get(id) ?? this.edited.get(id)?.lesson ?? this.saved(id);
  }

  /** Every lesson's id, the turn's new ones last. */
  list(): string[] {
    const stored = this.ids().filter((id) => !this.created.has(id));
    return [...stored, ...this.created.keys()];
  }

  /** Adds a new lesson (its id must be free). */
  create(lesson: Lesson): Result<Lesson> {
    const parsed = LessonSchema.safeParse(lesson);
    if (!parsed.success)
      return fail('INVALID_INPUT', `The lesson is not valid: ${parsed.error.issues[0]!.message}.`, 'Correct it.');
    if (this.read(lesson.id))
      return fail('INVALID_INPUT', `A lesson ${lesson.id} already exists.`, 'Choose another id.');
    this.created.set(lesson.id, parsed.data);
    return ok(parsed.data);
  }

  /** Applies operations to a lesson, all or nothing. */
  apply(id: string, ops: readonly LessonOperation[]): Result<Lesson> {
    const lesson = this.read(id);
    if (!lesson) return fail('NOT_FOUND', `There is no lesson ${id}.`, 'Use the id of an existing lesson.');
    const applied = applyLessonOperations(lesson, ops);
    if (!applied.success) return applied;
    const next = applied.data.lesson;
    if (this.created.has(id)) this.created.set(id, next);
    else {
      const before = this.edited.get(id)?.ops ?? [];
      this.edited.set(id, { lesson: next, ops: [...before, ...ops] });
    }
    return ok(next);
  }

  /** True when the turn changed any lesson. */
  get changed(): boolean {
    return this.created.size > 0 || this.edited.size > 0;
  }

  /** What the turn did, to be saved when it ends. */
  changes(): LessonChanges {
    return {
      created: [...this.created.values()],
      edited: new Map([...this.edited].map(([id, e]) => [id, e.ops])),
    };
  }
}
