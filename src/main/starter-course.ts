import type { CourseService } from '../core/lessons/course-service';
import type { SettingsStore } from '../core/settings/settings-store';
import { fail, ok, type Result } from '../shared/errors';
import { serializeCourseFile } from '../shared/lessons/course-file';
import { STARTER_BUNDLE, STARTER_COURSE } from '../shared/lessons/starter';

/**
 * The settings row that records the starter course was installed (or found already there). It is
 * not one of the user's settings (`SETTING_KEYS`): the settings service never reads it.
 */
export const STARTER_INSTALLED_KEY = 'lessons.starterInstalled';

/** What happened to the starter course on this start. */
export type StarterOutcome = 'installed' | 'present' | 'installed-before';

/**
 * Puts the starter course ("From gates to a CPU") into the library once: on the first start of a
 * database that lacks it, it is imported from `STARTER_BUNDLE` as a course file would be (its lessons,
 * and the circuits its `ref:` blocks name added to the circuit list). The row
 * {@link STARTER_INSTALLED_KEY} then records it, so a student who deletes the course is not given it
 * back on every start. A failed import records nothing (the next start tries again) and says why.
 */
export function installStarterCourse(
  courses: CourseService,
  settings: Pick<SettingsStore, 'readSettings' | 'writeSetting'>,
  now: () => Date = () => new Date(),
): Result<StarterOutcome> {
  if (settings.readSettings().has(STARTER_INSTALLED_KEY)) return ok('installed-before');
  const listed = courses.list();
  if (!listed.success) return listed;
  const record = (courseId: string) =>
    settings.writeSetting(STARTER_INSTALLED_KEY, JSON.stringify({ courseId, at: now().toISOString() }));
  if (listed.data.some((course) => course.id === STARTER_COURSE.id)) {
    record(STARTER_COURSE.id);
    return ok('present');
  }
  const imported = courses.importFile(serializeCourseFile(STARTER_BUNDLE, now()));
  if (!imported.success) {
    return fail(
      imported.code,
      `The starter course "${STARTER_COURSE.title}" could not be added to your lessons: ${imported.error}`,
      `${imported.hint} It will be tried again the next time CircuitForge starts.`,
    );
  }
  record(imported.data.id);
  return ok('installed');
}
