import { FILE_VERSION } from '../../shared/circuit/file-format';
import type { Circuit } from '../../shared/circuit/types';
import { fail, ok, type Result } from '../../shared/errors';

/** What a file holds that an older version cannot: the version that brought it, in words. */
interface Feature {
  readonly version: number;
  readonly what: string;
}

interface FileShape {
  readonly version: number;
  readonly circuit: Circuit;
  readonly subcircuits?: readonly { readonly circuit: Circuit }[];
}

/** The features of a file that need a version above 1 (see src/shared/circuit/file-format.ts). */
export function featuresOf(file: FileShape): Feature[] {
  const circuits = [file.circuit, ...(file.subcircuits ?? []).map((s) => s.circuit)];
  const features: Feature[] = [];
  if (circuits.some((c) => (c.notes?.length ?? 0) > 0 || c.wires.some((w) => w.waypoints !== undefined)))
    features.push({ version: 2, what: 'notes or wires bent by hand' });
  if ((file.subcircuits?.length ?? 0) > 0) features.push({ version: 3, what: 'subcircuits' });
  if (circuits.some((c) => (c.tests?.length ?? 0) > 0)) features.push({ version: 4, what: 'test cases' });
  if (circuits.some((c) => c.powerOn === 'zero'))
    features.push({ version: 5, what: 'nets that start at 0 at power-on' });
  return features;
}

/**
 * A CircuitForge file's text (as the app exports it: the lowest version that holds it) rewritten
 * as version `target`: a newer version is always fine (the file says what it needs), an older one
 * only when the file holds nothing it lacks; refused in words otherwise.
 */
export function atVersion(content: string, target: number): Result<string> {
  if (!Number.isInteger(target) || target < 1 || target > FILE_VERSION)
    return fail(
      'UNSUPPORTED_VERSION',
      `There is no file version ${target}.`,
      `CircuitForge writes versions 1 to ${FILE_VERSION}.`,
    );
  const file = JSON.parse(content) as FileShape & Record<string, unknown>;
  const missing = featuresOf(file).filter((f) => f.version > target);
  if (missing.length > 0) {
    const needed = Math.max(...missing.map((f) => f.version));
    const what = missing.map((f) => `${f.what} (version ${f.version})`).join(', ');
    return fail(
      'UNSUPPORTED_VERSION',
      `Version ${target} cannot hold this circuit: it has ${what}.`,
      `Convert to version ${needed} or newer, or take those out of the circuit first.`,
    );
  }
  return ok(`${JSON.stringify({ ...file, version: target }, null, 2)}\n`);
}
