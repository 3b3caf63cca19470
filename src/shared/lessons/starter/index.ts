import type { CourseBundle, CourseCircuit } from '../course-file';
import type { Course, Lesson } from '../types';
import type { StarterLesson } from './build';
import { GATES } from './01-gates';
import { BOOLEAN_ALGEBRA } from './02-boolean-algebra';
import { ADDERS } from './03-adders';
import { MUX_DECODERS } from './04-mux-decoders';
import { LATCHES } from './05-latches';
import { FLIP_FLOPS } from './06-flip-flops';
import { REGISTERS } from './07-registers';
import { COUNTERS } from './08-counters';
import { STATE_MACHINES } from './09-state-machines';
import { BUSES } from './10-buses';
import { MEMORY } from './11-memory';
import { CPU } from './12-cpu';

/** The starter course's lessons with their circuits, in reading order. */
const PARTS: readonly StarterLesson[] = [
  GATES,
  BOOLEAN_ALGEBRA,
  ADDERS,
  MUX_DECODERS,
  LATCHES,
  FLIP_FLOPS,
  REGISTERS,
  COUNTERS,
  STATE_MACHINES,
  BUSES,
  MEMORY,
  CPU,
];

/** The lessons of the starter course, in reading order. */
export const STARTER_LESSONS: readonly Lesson[] = PARTS.map((p) => p.lesson);

/** The circuits the starter lessons' `ref:` blocks name, by the ids they name. */
export const STARTER_CIRCUITS: readonly CourseCircuit[] = PARTS.flatMap((p) => p.circuits);

/** The course shipped with the app: from gates to a small CPU. */
export const STARTER_COURSE: Course = {
  id: 'starter',
  title: 'From gates to a CPU',
  lessons: STARTER_LESSONS.map((l) => l.id),
};

/** The whole course as a course file holds it: the course, its lessons in order, their circuits. */
export const STARTER_BUNDLE: CourseBundle = {
  course: STARTER_COURSE,
  lessons: STARTER_LESSONS,
  circuits: STARTER_CIRCUITS,
};
