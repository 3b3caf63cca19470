import { Exit, runYosys } from '@yowasp/yosys';
import type { RunYosys, YosysFiles } from '../../core/verilog/types';

/**
 * Yosys (WebAssembly, `@yowasp/yosys`) on the calling thread: the app calls it inside a worker
 * thread (yosys-worker.ts), tests and benchmarks may call it directly. Printed text is cut into
 * lines for `log`; the files Yosys wrote come back as text.
 */
export const runYosysHere: RunYosys = async (args, files, log) => {
  const decoder = new TextDecoder();
  let pending = '';
  const output = (bytes: Uint8Array | null) => {
    pending += bytes === null ? '' : decoder.decode(bytes, { stream: true });
    let newline = pending.indexOf('\n');
    while (newline >= 0) {
      log(pending.slice(0, newline));
      pending = pending.slice(newline + 1);
      newline = pending.indexOf('\n');
    }
    if (bytes === null && pending !== '') {
      log(pending);
      pending = '';
    }
  };
  try {
    const written = await runYosys([...args], { ...files }, { stdout: output, stderr: output });
    output(null);
    return { ok: true, files: textFiles(written ?? {}) };
  } catch (error) {
    output(null);
    if (error instanceof Exit) return { ok: false, code: error.code, files: textFiles(error.files) };
    throw error;
  }
};

/** The text files of a Yosys file tree (top level only: scripts write there). */
function textFiles(tree: Record<string, unknown>): YosysFiles {
  const files: Record<string, string> = {};
  for (const [name, value] of Object.entries(tree)) {
    if (typeof value === 'string') files[name] = value;
    else if (value instanceof Uint8Array) files[name] = new TextDecoder().decode(value);
  }
  return files;
}
