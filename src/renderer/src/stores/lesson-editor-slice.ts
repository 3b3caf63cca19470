import type { StateCreator } from 'zustand';
import type {
  AuthoredLesson,
  ChannelInput,
  ChannelOutput,
  CourseSummary,
  LessonMeta,
  LessonPreview,
} from '../../../shared/contract';
import { fail, ok, type Result } from '../../../shared/errors';
import type { LessonOperation } from '../../../shared/lessons/operations';
import { call } from '../platform/api';
import type { AppState } from './app-store';

/** How long typing pauses before the text is saved as one change. */
export const AUTHORING_SAVE_MS = 800;
/** How long typing pauses before the preview is made again (the pipeline takes a while on long text). */
export const AUTHORING_PREVIEW_MS = 250;

/** What the author is writing: the title and the text as they are in the editor now. */
export interface AuthoringDraft {
  readonly title: string;
  readonly markdown: string;
}

/** Whether the editor's text is stored: all of it, a change waiting for typing to pause, one being saved, or refused. */
export type AuthoringSaveState = 'saved' | 'pending' | 'saving' | 'failed';

/** What the author gives of a new exercise: its solution is a library circuit with its own tests. */
export type AuthoringExercise = Omit<ChannelInput<'lesson:addExercise'>, 'lessonId'>;

export interface AuthoringError {
  readonly message: string;
  readonly hint?: string;
}

/**
 * The lesson editor (authoring): which lesson is open, the text being written, whether it is saved,
 * and its live preview. Every save is ONE undoable change of the lesson's history (`lesson:update`
 * with `setMarkdown` and/or `setTitle`): typing is gathered until it pauses ({@link AUTHORING_SAVE_MS})
 * or until something needs the text stored (undo, another lesson, an export). Saves run one at a time;
 * undo and redo wait for them, then replace the text with the history's.
 */
export interface LessonEditorSlice {
  authoringOpen: boolean;
  setAuthoringOpen: (open: boolean) => void;
  toggleAuthoring: () => void;
  authoringLessons: LessonMeta[];
  authoringCourses: CourseSummary[];
  /** The course the editor works in: its lessons are listed, new lessons join it, Export course exports it. */
  authoringCourseId: string | undefined;
  /** The open lesson as last saved (or read) and its history state. */
  authoringLesson: AuthoredLesson | undefined;
  authoringDraft: AuthoringDraft | undefined;
  authoringSave: AuthoringSaveState;
  /** The last refusal (a save, an undo, a file), in words. */
  authoringError: AuthoringError | undefined;
  /** The preview of the draft's text (`of`: the text it was made from). */
  authoringPreview: (LessonPreview & { readonly of: string }) | undefined;
  /** Undo or redo under way: the text is read-only meanwhile. */
  authoringBusy: boolean;
  /** Reads the lesson and course lists (and the open lesson's course's lessons). */
  loadAuthoring: () => Promise<void>;
  chooseAuthoringCourse: (courseId: string | undefined) => void;
  /** Saves the open lesson's text, then opens another. */
  openAuthoringLesson: (lessonId: string) => Promise<Result<AuthoredLesson>>;
  /** Creates a lesson (in the chosen course, at its end) and opens it. */
  createAuthoringLesson: (title: string) => Promise<Result<AuthoredLesson>>;
  editAuthoringText: (markdown: string) => void;
  editAuthoringTitle: (title: string) => void;
  /** Saves what is not saved yet (after the save under way); false when a save was refused. */
  flushAuthoring: () => Promise<boolean>;
  undoAuthoring: () => Promise<void>;
  redoAuthoring: () => Promise<void>;
  /**
   * Adds an exercise solved by a circuit (`lesson:addExercise`), its block at the end of the text,
   * as ONE change after the text not yet saved: the editor then shows the text with the block. A
   * refusal is answered, not shown in the editor's error line (the form shows it).
   */
  addAuthoringExercise: (exercise: AuthoringExercise) => Promise<Result<AuthoredLesson>>;
  /** The saved lesson as one HTML page whose circuits stay live (`lessons:exportPage`). */
  exportAuthoringPage: () => Promise<Result<ChannelOutput<'lessons:exportPage'>>>;
  /** The chosen course as a course file's text (`course:export`). */
  exportAuthoringCourse: () => Promise<Result<ChannelOutput<'course:export'>>>;
  /** Stores a course file's course (`course:import`), chooses it and opens its first lesson. */
  importAuthoringCourse: (content: string) => Promise<Result<CourseSummary>>;
}

const errorOf = (result: { error: string; hint?: string }): AuthoringError =>
  result.hint === undefined ? { message: result.error } : { message: result.error, hint: result.hint };

/**
 * The operations that take `saved` to `draft`: none when nothing changed. A blank title is not sent
 * (the field says a lesson needs one); the text is saved all the same.
 */
export function operationsFor(saved: AuthoredLesson['lesson'], draft: AuthoringDraft): LessonOperation[] {
  const ops: LessonOperation[] = [];
  if (draft.title.trim() !== '' && draft.title !== saved.title) ops.push({ op: 'setTitle', title: draft.title });
  if (draft.markdown !== saved.markdown) ops.push({ op: 'setMarkdown', markdown: draft.markdown });
  return ops;
}

/** A label for the change: what the author would call it in a history list. */
function labelFor(ops: readonly LessonOperation[]): string {
  if (ops.length === 2) return 'Edit title and text';
  return ops[0]?.op === 'setTitle' ? 'Rename lesson' : 'Edit text';
}

export const createLessonEditorSlice: StateCreator<AppState, [], [], LessonEditorSlice> = (set, get) => {
  // Per store (a test's store starts clean): the timers, the save under way and the preview under way.
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  let previewTimer: ReturnType<typeof setTimeout> | undefined;
  let saving: Promise<boolean> | undefined;
  let previewing = false;
  /** The error shown is a refused save's (it goes once nothing of that save is left to send). */
  let refused = false;
  /** Bumped when another lesson opens: answers for the one before are dropped. */
  let generation = 0;

  const clearTimers = () => {
    if (saveTimer !== undefined) clearTimeout(saveTimer);
    if (previewTimer !== undefined) clearTimeout(previewTimer);
    saveTimer = undefined;
    previewTimer = undefined;
  };

  const preview = async (): Promise<void> => {
    previewTimer = undefined;
    if (previewing) return; // the one under way asks again when it ends, if the text moved on
    const lesson = get().authoringLesson?.lesson;
    const draft = get().authoringDraft;
    if (!lesson || !draft) return;
    const of = draft.markdown;
    const mine = generation;
    previewing = true;
    const result = await call('lesson:preview', { lessonId: lesson.id, markdown: of });
    previewing = false;
    if (mine !== generation) return void schedulePreview(0);
    if (result.success) set({ authoringPreview: { ...result.data, of } });
    else set({ authoringPreview: { html: '', blocks: [], problems: [{ message: result.error }], of } });
    if (get().authoringDraft?.markdown !== of) schedulePreview(AUTHORING_PREVIEW_MS);
  };

  const schedulePreview = (ms: number) => {
    if (previewTimer !== undefined) clearTimeout(previewTimer);
    previewTimer = setTimeout(() => void preview(), ms);
  };

  /** Sends what is not saved, one save at a time; resolves false when the save was refused. */
  const saveNow = async (): Promise<boolean> => {
    if (saveTimer !== undefined) clearTimeout(saveTimer);
    saveTimer = undefined;
    while (saving) {
      if (!(await saving)) return false;
    }
    const authored = get().authoringLesson;
    const draft = get().authoringDraft;
    if (!authored || !draft) return true;
    const ops = operationsFor(authored.lesson, draft);
    // Nothing left to send (typed back to the saved text, or a blank title): what is stored is what is shown.
    if (ops.length === 0) {
      // A refusal of the save no longer stands: nothing of it is left to save.
      set(refused ? { authoringSave: 'saved', authoringError: undefined } : { authoringSave: 'saved' });
      refused = false;
      return true;
    }
    const mine = generation;
    set({ authoringSave: 'saving' });
    saving = (async () => {
      const result = await call('lesson:update', {
        lessonId: authored.lesson.id,
        operations: ops,
        label: labelFor(ops),
      });
      if (mine !== generation) return result.success;
      if (!result.success) {
        refused = true;
        set({ authoringSave: 'failed', authoringError: errorOf(result) });
        return false;
      }
      refused = false;
      // The draft may have moved on while this was saved: it stays as typed, and is saved next.
      const now = get().authoringDraft ?? draft;
      const left = operationsFor(result.data.lesson, now);
      set({
        authoringLesson: result.data,
        authoringSave: left.length > 0 ? 'pending' : 'saved',
        authoringError: undefined,
      });
      if (ops.some((op) => op.op === 'setTitle')) void get().loadAuthoring();
      if (left.length > 0) scheduleSave();
      return true;
    })();
    try {
      return await saving;
    } finally {
      saving = undefined;
    }
  };

  const scheduleSave = () => {
    if (saveTimer !== undefined) clearTimeout(saveTimer);
    saveTimer = setTimeout(() => void saveNow(), AUTHORING_SAVE_MS);
  };

  /** Shows a lesson as read or saved: its text replaces the draft, and the preview follows. */
  const show = (authored: AuthoredLesson) => {
    refused = false;
    set({
      authoringLesson: authored,
      authoringDraft: { title: authored.lesson.title, markdown: authored.lesson.markdown },
      authoringSave: 'saved',
      authoringError: undefined,
    });
    schedulePreview(0);
  };

  const moveInHistory = async (channel: 'lesson:undo' | 'lesson:redo') => {
    const lessonId = get().authoringLesson?.lesson.id;
    if (!lessonId || get().authoringBusy) return;
    set({ authoringBusy: true });
    try {
      if (!(await saveNow())) return; // a refused save stays in the editor, to mend
      const history = get().authoringLesson?.history;
      if (channel === 'lesson:undo' ? !history?.canUndo : !history?.canRedo) return;
      const result = await call(channel, { lessonId });
      if (get().authoringLesson?.lesson.id !== lessonId) return;
      if (result.success) show(result.data);
      else set({ authoringError: errorOf(result) });
    } finally {
      set({ authoringBusy: false });
    }
  };

  /** A refusal because the text could not be saved first: the save's own words. */
  const notSaved = (what: string) => {
    const error = get().authoringError;
    return fail(
      'STORAGE_FAILED',
      `${what}: ${error?.message ?? 'the text could not be saved.'}`,
      error?.hint ?? 'Mend what the lesson editor says, then try again.',
    );
  };
  const noLesson = () => fail('NOT_FOUND', 'No lesson is open in the lesson editor.', 'Open or create a lesson first.');

  const open = (result: Result<AuthoredLesson>): Result<AuthoredLesson> => {
    if (result.success) {
      generation += 1;
      clearTimers();
      set({ authoringPreview: undefined });
      show(result.data);
    } else set({ authoringError: errorOf(result) });
    return result;
  };

  return {
    authoringOpen: false,
    setAuthoringOpen(openNow) {
      set({ authoringOpen: openNow });
      if (openNow) void get().loadAuthoring();
      else void saveNow();
    },
    toggleAuthoring() {
      get().setAuthoringOpen(!get().authoringOpen);
    },
    authoringLessons: [],
    authoringCourses: [],
    authoringCourseId: undefined,
    authoringLesson: undefined,
    authoringDraft: undefined,
    authoringSave: 'saved',
    authoringError: undefined,
    authoringPreview: undefined,
    authoringBusy: false,

    async loadAuthoring() {
      const [lessons, courses] = await Promise.all([call('lesson:list', {}), call('course:list', {})]);
      if (lessons.success) set({ authoringLessons: lessons.data });
      if (courses.success) {
        const chosen = get().authoringCourseId;
        set({
          authoringCourses: courses.data,
          ...(chosen !== undefined && !courses.data.some((c) => c.id === chosen)
            ? { authoringCourseId: undefined }
            : {}),
        });
      }
      const failed = !lessons.success ? lessons : !courses.success ? courses : undefined;
      if (failed) set({ authoringError: errorOf(failed) });
    },

    chooseAuthoringCourse(courseId) {
      set({ authoringCourseId: courseId });
    },

    async openAuthoringLesson(lessonId) {
      if (!(await saveNow())) return notSaved('The lesson was not opened');
      return open(await call('lesson:get', { lessonId }));
    },

    async createAuthoringLesson(title) {
      if (!(await saveNow())) return notSaved('The new lesson was not created');
      const courseId = get().authoringCourseId;
      const result = open(
        await call('lesson:create', {
          title,
          markdown: `# ${title}\n\n`,
          ...(courseId !== undefined ? { courseId } : {}),
        }),
      );
      if (result.success) await get().loadAuthoring();
      return result;
    },

    editAuthoringText(markdown) {
      const draft = get().authoringDraft;
      if (!draft || get().authoringBusy || draft.markdown === markdown) return;
      set({ authoringDraft: { ...draft, markdown }, authoringSave: 'pending' });
      scheduleSave();
      schedulePreview(AUTHORING_PREVIEW_MS);
    },

    editAuthoringTitle(title) {
      const draft = get().authoringDraft;
      if (!draft || get().authoringBusy || draft.title === title) return;
      set({ authoringDraft: { ...draft, title }, authoringSave: 'pending' });
      scheduleSave();
    },

    flushAuthoring: saveNow,
    undoAuthoring: () => moveInHistory('lesson:undo'),
    redoAuthoring: () => moveInHistory('lesson:redo'),

    async addAuthoringExercise(exercise) {
      const lessonId = get().authoringLesson?.lesson.id;
      if (!lessonId) return noLesson();
      if (get().authoringBusy)
        return fail('INVALID_INPUT', 'The lesson is busy with an undo or redo.', 'Add the exercise again in a moment.');
      set({ authoringBusy: true });
      try {
        if (!(await saveNow())) return notSaved('The exercise was not added');
        const result = await call('lesson:addExercise', { lessonId, ...exercise });
        if (result.success && get().authoringLesson?.lesson.id === lessonId) show(result.data);
        return result;
      } finally {
        set({ authoringBusy: false });
      }
    },

    async exportAuthoringPage() {
      const lessonId = get().authoringLesson?.lesson.id;
      if (!lessonId) return noLesson();
      if (!(await saveNow())) return notSaved('The lesson was not exported');
      const lesson = get().authoringLesson?.lesson;
      if (!lesson) return noLesson();
      const circuits = await call('lesson:pageCircuits', { lessonId: lesson.id });
      if (!circuits.success) return circuits;
      return call('lessons:exportPage', { lesson, circuits: circuits.data });
    },

    async exportAuthoringCourse() {
      const courseId = get().authoringCourseId;
      if (courseId === undefined)
        return fail(
          'NOT_FOUND',
          'No course is chosen in the lesson editor.',
          'Choose the course to export in its Course list.',
        );
      if (!(await saveNow())) return notSaved('The course was not exported');
      return call('course:export', { courseId });
    },

    async importAuthoringCourse(content) {
      const result = await call('course:import', { content });
      if (!result.success) return result;
      set({ authoringCourseId: result.data.id });
      await get().loadAuthoring();
      const first = result.data.lessons[0];
      if (first) await get().openAuthoringLesson(first.id);
      return ok(result.data);
    },
  };
};
