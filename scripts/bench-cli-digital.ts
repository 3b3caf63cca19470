// The optional comparison of `npm run bench:cli` with Digital's own command line (hneemann/Digital,
// built by ../shared/tools/digital/build.sh; found through $DIGITAL_HOME, else
// ${TMPDIR:-/tmp}/digital-cli). Digital tests one file per run (`CLI test file.dig`), so grading a
// folder is one JVM per file. Both grade the same Digital half adders; their verdicts must agree.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Submission } from '../src/cli/test-support/submissions';

/** Digital.jar, when it was built. */
export function digitalJar(): string | undefined {
  const home = process.env.DIGITAL_HOME ?? join(process.env.TMPDIR ?? tmpdir(), 'digital-cli');
  const jar = join(home, 'Digital.jar');
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  return existsSync(jar) && java.status === 0 ? jar : undefined;
}

/** Grades each file with Digital's CLI, one run each: seconds in all, and the files whose verdict differs from ours. */
export function gradeWithDigital(
  jar: string,
  folder: string,
  submissions: readonly Submission[],
): { seconds: number; disagreements: string[] } {
  const disagreements: string[] = [];
  const started = performance.now();
  for (const s of submissions) {
    const answer = spawnSync('java', ['-Djava.awt.headless=true', '-cp', jar, 'CLI', 'test', join(folder, s.file)], {
      encoding: 'utf8',
    });
    // Digital exits with the number of failed tests; 0 when all passed.
    const passed = answer.status === 0 && /: passed$/m.test(answer.stdout);
    if (passed !== s.passes) disagreements.push(`${s.file}: Digital says ${passed ? 'passed' : 'failed'}`);
  }
  return { seconds: (performance.now() - started) / 1000, disagreements };
}
