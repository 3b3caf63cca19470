import type { Result } from '../../../shared/errors';
import { ok } from '../../../shared/errors';
import type { HandlerMap } from '../../rpc/dispatch';
import type { SubcircuitLibrary } from '../../simulation/hierarchy/flatten';
import { lessonPageHtml } from './page-html';

/** Reads the page's script (the built lesson-page runtime); a failure says where it was looked for. */
export type LessonPageRuntime = () => Promise<Result<string>>;

/** A file name for a lesson's page: its title's letters and digits joined by dashes. */
export function lessonPageFileName(title: string): string {
  const stem = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${stem === '' ? 'lesson' : stem}.html`;
}

/**
 * The handler of `lessons:exportPage`: the lesson and its circuits in, one HTML page out. The
 * definitions of the subcircuits the circuits place come from the request's circuits and then from
 * `library` (the circuit library), each once, so the page simulates them.
 */
export function lessonPageHandlers(
  runtime: LessonPageRuntime,
  library?: SubcircuitLibrary,
): Pick<HandlerMap, 'lessons:exportPage'> {
  return {
    'lessons:exportPage': async ({ lesson, circuits, theme }) => {
      const script = await runtime();
      if (!script.success) return script;
      const byId = Object.fromEntries(circuits.map((c) => [c.id, { name: c.name, circuit: c.circuit }]));
      const html = lessonPageHtml({
        lesson,
        circuits: byId,
        runtime: script.data,
        theme: theme ?? 'auto',
        ...(library ? { library } : {}),
      });
      return ok({ html, fileName: lessonPageFileName(lesson.title) });
    },
  };
}
