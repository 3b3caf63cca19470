import { readFileSync } from 'node:fs';
import { inlineScript } from '../core/lessons/page/page-html';
import { lessonPageStylesheet, type PageTheme } from '../core/lessons/page/page-style';
import { cspHash } from '../core/lessons/page/sha256';

/**
 * The sources a lesson page runs from, as CSP hash expressions ('sha256-…'): its inline script and
 * its inline style in each theme. The lesson reader shows the page in a sandboxed `srcdoc` frame,
 * which inherits the window's policy, so the window's policy allows exactly these (and the page's
 * own policy still applies on top).
 */
export interface LessonFrameSources {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

const THEMES: readonly PageTheme[] = ['auto', 'light', 'dark'];

/** The hashes for the built runtime at `runtimePath`; undefined when it is missing (no page can run then). */
export function lessonFrameSources(runtimePath: string | undefined): LessonFrameSources | undefined {
  if (runtimePath === undefined) return undefined;
  let runtime: string;
  try {
    runtime = readFileSync(runtimePath, 'utf8');
  } catch {
    return undefined;
  }
  return {
    scripts: [cspHash(inlineScript(runtime))],
    styles: THEMES.map((theme) => cspHash(lessonPageStylesheet(theme))),
  };
}
