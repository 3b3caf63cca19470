import type { StateCreator } from 'zustand';
import {
  exerciseOrigin,
  type CourseSummary,
  type ExerciseCheckResult,
  type LessonMeta,
  type ReaderCircuit,
  type ReaderLesson,
} from '../../../shared/contract';
import type { Progress } from '../../../shared/lessons/types';
import { call } from '../platform/api';
import type { AppState } from './app-store';
import type { Theme } from './ui-slice';

/** Where the Lessons panel is: the courses, one course's lessons, or one lesson. */
export type LessonsPlace =
  | { readonly kind: 'courses' }
  | { readonly kind: 'course'; readonly courseId: string }
  | { readonly kind: 'lesson'; readonly courseId: string; readonly lessonId: string };

/** Something that could not be done, in the student's words. */
export interface LessonsProblem {
  readonly message: string;
  readonly hint?: string;
}

/** The lesson being read: its reader view, and its page (the exported page, shown in a frame) per theme. */
export interface LessonReading {
  readonly courseId: string;
  readonly lessonId: string;
  readonly lesson: ReaderLesson | undefined;
  readonly page:
    { readonly html: string; readonly theme: Theme; readonly circuits: readonly ReaderCircuit[] } | undefined;
  readonly problem: LessonsProblem | undefined;
}

/** An exercise as the student works on it: hints shown, the last check, what is under way. */
export interface ExerciseWork {
  readonly hintsShown: number;
  readonly busy: 'starting' | 'checking' | undefined;
  readonly check: ExerciseCheckResult | undefined;
  readonly problem: LessonsProblem | undefined;
}

const IDLE_WORK: ExerciseWork = { hintsShown: 0, busy: undefined, check: undefined, problem: undefined };

/** The key of an exercise's work: its course, lesson and id (as its working copy's origin). */
export const workKey = exerciseOrigin;

/**
 * The Lessons panel (issue #26, the reader): courses, the lesson read, its page, the student's
 * progress per course and their work on each exercise (hints shown, the last check). Everything is
 * read through the lesson channels; working copies are circuits of the library found by their origin.
 */
export interface LessonsSlice {
  lessonsOpen: boolean;
  toggleLessons: () => void;
  setLessonsOpen: (open: boolean) => void;
  lessonsPlace: LessonsPlace;
  /** The courses, once read (undefined while reading). */
  courses: readonly CourseSummary[] | undefined;
  coursesProblem: LessonsProblem | undefined;
  /** Every lesson's title and exercise count (the lists' progress). */
  lessonMetas: readonly LessonMeta[];
  /** The progress read for each course. */
  lessonProgress: Readonly<Record<string, Progress>>;
  lessonReading: LessonReading | undefined;
  exerciseWork: Readonly<Record<string, ExerciseWork>>;
  /** Reads the courses again (the panel opens on the list). */
  loadCourses: () => Promise<void>;
  showCourses: () => void;
  /** Shows a course's lessons with the progress in it. */
  openCourse: (courseId: string) => Promise<void>;
  /** Reads a lesson (recorded as opened in its course) and its page in the theme on screen. */
  openLesson: (courseId: string, lessonId: string) => Promise<void>;
  /** The page again in another theme (the theme changed). */
  loadLessonPage: (theme: Theme) => Promise<void>;
  /** A copy of the lesson's live circuit, opened on the canvas. */
  openLessonCircuit: (block: number) => Promise<void>;
  /** Opens the working copy of an exercise (made from its start the first time, or again when `startOver`). */
  startExercise: (exerciseId: string, startOver?: boolean) => Promise<void>;
  /** Checks the working copy and records the attempt; a failing visible row is shown on the waveform. */
  checkExercise: (exerciseId: string) => Promise<void>;
  /** Shows the next hint. */
  revealHint: (exerciseId: string) => void;
  /** The working copy of an exercise in the circuit list, if there is one (the most recently changed). */
  workingCopyOf: (courseId: string, lessonId: string, exerciseId: string) => string | undefined;
}

export const createLessonsSlice: StateCreator<AppState, [], [], LessonsSlice> = (set, get) => {
  const work = (key: string): ExerciseWork => get().exerciseWork[key] ?? IDLE_WORK;
  const setWork = (key: string, patch: Partial<ExerciseWork>) =>
    set((s) => ({ exerciseWork: { ...s.exerciseWork, [key]: { ...(s.exerciseWork[key] ?? IDLE_WORK), ...patch } } }));
  const reading = () => {
    const now = get().lessonReading;
    return now && get().lessonsPlace.kind === 'lesson' ? now : undefined;
  };
  /** Still reading the same lesson (an answer for another one is dropped). */
  const stillOn = (courseId: string, lessonId: string) => {
    const place = get().lessonsPlace;
    return place.kind === 'lesson' && place.courseId === courseId && place.lessonId === lessonId;
  };
  const keepProgress = (courseId: string, progress: Progress) =>
    set((s) => ({ lessonProgress: { ...s.lessonProgress, [courseId]: progress } }));
  const readProgress = async (courseId: string) => {
    const progress = await call('progress:get', { courseId });
    if (progress.success) keepProgress(courseId, progress.data);
  };

  return {
    lessonsOpen: false,
    toggleLessons() {
      const open = !get().lessonsOpen;
      set({ lessonsOpen: open });
      if (open && get().courses === undefined) void get().loadCourses();
    },
    setLessonsOpen(open) {
      set({ lessonsOpen: open });
      if (open && get().courses === undefined) void get().loadCourses();
    },
    lessonsPlace: { kind: 'courses' },
    courses: undefined,
    coursesProblem: undefined,
    lessonMetas: [],
    lessonProgress: {},
    lessonReading: undefined,
    exerciseWork: {},

    async loadCourses() {
      const [listed, metas] = await Promise.all([call('course:list', {}), call('lesson:list', {})]);
      if (!listed.success || !metas.success) {
        const failed = listed.success ? metas : listed;
        if (!failed.success) set({ coursesProblem: { message: failed.error, hint: failed.hint } });
        return;
      }
      set({ courses: listed.data, lessonMetas: metas.data, coursesProblem: undefined });
      await Promise.all(listed.data.map((course) => readProgress(course.id)));
    },
    showCourses() {
      set({ lessonsPlace: { kind: 'courses' } });
      void get().loadCourses();
    },
    async openCourse(courseId) {
      set({ lessonsPlace: { kind: 'course', courseId } });
      if (get().courses === undefined) await get().loadCourses();
      await readProgress(courseId);
    },
    async openLesson(courseId, lessonId) {
      set({
        lessonsPlace: { kind: 'lesson', courseId, lessonId },
        lessonReading: { courseId, lessonId, lesson: undefined, page: undefined, problem: undefined },
      });
      const read = await call('lesson:read', { lessonId, courseId });
      if (!stillOn(courseId, lessonId)) return;
      if (!read.success) {
        set({
          lessonReading: {
            courseId,
            lessonId,
            lesson: undefined,
            page: undefined,
            problem: { message: read.error, hint: read.hint },
          },
        });
        return;
      }
      set({ lessonReading: { courseId, lessonId, lesson: read.data, page: undefined, problem: undefined } });
      // Opening recorded it as the course's last opened lesson.
      await Promise.all([get().loadLessonPage(get().theme), readProgress(courseId)]);
    },
    async loadLessonPage(theme) {
      const now = reading();
      if (!now?.lesson) return;
      const { courseId, lessonId } = now;
      const page = await call('lesson:readerPage', { lessonId, theme });
      const after = reading();
      if (!after || !stillOn(courseId, lessonId)) return;
      set({
        lessonReading: page.success
          ? { ...after, page: { html: page.data.html, theme, circuits: page.data.circuits }, problem: undefined }
          : { ...after, problem: { message: page.error, hint: page.hint } },
      });
    },
    async openLessonCircuit(block) {
      const now = reading();
      if (!now) return;
      const opened = await call('lesson:openCircuit', { lessonId: now.lessonId, block });
      if (!opened.success) {
        get().pushNotice({ level: 'error', message: opened.error, hint: opened.hint });
        return;
      }
      await get().openImportedCircuit(opened.data);
    },
    async startExercise(exerciseId, startOver) {
      const now = reading();
      if (!now) return;
      const key = workKey(now.courseId, now.lessonId, exerciseId);
      if (work(key).busy) return;
      setWork(key, { busy: 'starting', problem: undefined, ...(startOver ? { check: undefined } : {}) });
      const started = await call('exercise:start', {
        courseId: now.courseId,
        lessonId: now.lessonId,
        exerciseId,
        ...(startOver ? { startOver } : {}),
      });
      setWork(key, { busy: undefined });
      if (!started.success) {
        setWork(key, { problem: { message: started.error, hint: started.hint } });
        return;
      }
      await get().openImportedCircuit(started.data.open);
    },
    async checkExercise(exerciseId) {
      const now = reading();
      if (!now) return;
      const { courseId, lessonId } = now;
      const key = workKey(courseId, lessonId, exerciseId);
      if (work(key).busy) return;
      const circuitId = get().workingCopyOf(courseId, lessonId, exerciseId);
      if (circuitId === undefined) {
        setWork(key, { problem: { message: 'Start the exercise first: Check tests your working copy of it.' } });
        return;
      }
      setWork(key, { busy: 'checking', problem: undefined });
      const checked = await call('exercise:check', { courseId, lessonId, exerciseId, circuitId });
      if (!checked.success) {
        setWork(key, { busy: undefined, problem: { message: checked.error, hint: checked.hint } });
        return;
      }
      setWork(key, { busy: undefined, check: checked.data.check });
      keepProgress(courseId, checked.data.progress);
      await showFailingRow(get, exerciseId, checked.data.check, circuitId);
    },
    revealHint(exerciseId) {
      const now = reading();
      const exercise = now?.lesson?.exercises.find((e) => e.id === exerciseId);
      if (!now || !exercise) return;
      const key = workKey(now.courseId, now.lessonId, exerciseId);
      setWork(key, { hintsShown: Math.min(exercise.hints.length, work(key).hintsShown + 1) });
    },
    workingCopyOf(courseId, lessonId, exerciseId) {
      const origin = exerciseOrigin(courseId, lessonId, exerciseId);
      return [...get().circuits].filter((c) => c.origin === origin).sort((a, b) => b.updatedAt - a.updatedAt)[0]?.id;
    },
  };
};

/**
 * Shows a failing visible test's run on the Waveform panel, the failing row under the cursor, when
 * the working copy is the circuit on the canvas (the waveform runs the open circuit). A hidden
 * test's rows never reach the reader, so it is never shown.
 */
async function showFailingRow(
  get: () => AppState,
  exerciseId: string,
  check: ExerciseCheckResult,
  circuitId: string,
): Promise<void> {
  const { failure } = check;
  const exercise = get().lessonReading?.lesson?.exercises.find((e) => e.id === exerciseId);
  const test = exercise?.tests.find((t) => t.id === failure?.testId);
  if (!failure || !test || test.hidden || test.source === undefined) return;
  if (get().replica?.circuitId !== circuitId) return;
  get().setWaveformOpen(true);
  await get().showTestWaves(
    { name: test.name, source: test.source },
    failure.row,
    `${exercise?.title ?? 'Exercise'}: ${test.name}, its first failing row under the cursor`,
  );
}
