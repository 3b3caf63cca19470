import { writeFile } from 'node:fs/promises';
import { basename, extname, resolve } from 'node:path';
import type { CliContext } from '../command';
import type { AskRequest } from './ask-request';
import { COURSE_NOTE, limitNote, noticeLine, toolCallLine, turnFailure } from './ask-report';
import { call } from '../call';
import { runOneTurn } from './one-turn';
import { startTurnServices, type AskEngineOptions } from './turn-services';
import { writeProblem } from '../image/write-problem';

/** The circuit to start from, as our file: any file the app opens, read by the workspace and exported by it. */
async function startingFile(
  context: CliContext,
  file: string,
): Promise<{ content: string; name: string } | { problem: string }> {
  const workspace = await context.workspace();
  const opened = await workspace.open(file);
  if (!opened.success) return { problem: `${opened.error}\n${opened.hint}` };
  for (const warning of opened.data.warnings) context.io.err(`${warning}\n`);
  const exported = await call(workspace.services, 'circuit:export', { id: opened.data.id });
  if (!exported.success) return { problem: `${file} could not be read: ${exported.error}\n${exported.hint}` };
  return { content: exported.data.content, name: opened.data.name };
}

/**
 * `ask`: one assistant turn on the circuit (or an empty one), then the circuit written as our file.
 * Returns the exit status: 0 the turn finished (a limit too: its work is kept), 1 the provider or
 * the turn failed (nothing written), 2 the circuit file cannot be opened.
 */
export async function runAsk(context: CliContext, request: AskRequest, engine: AskEngineOptions = {}): Promise<number> {
  const { io } = context;
  let circuitFile: string | undefined;
  let name = newCircuitName(request.output);
  if (request.circuit !== undefined) {
    const start = await startingFile(context, request.circuit);
    if ('problem' in start) {
      io.err(`${start.problem}\n`);
      return 2;
    }
    circuitFile = start.content;
    name = start.name || basename(request.circuit, extname(request.circuit));
  }
  for (const warning of request.chain.warnings) io.err(`${warning}\n`);
  const services = startTurnServices(request, engine);
  try {
    const outcome = await runOneTurn(services, {
      circuitFile,
      name,
      message: request.message,
      mode: request.mode,
      ...(request.verbose
        ? {
            onToolCall: (toolCall) => io.err(`${toolCallLine(toolCall)}\n`),
            onNotice: (notice) => io.err(`${noticeLine(notice)}\n`),
          }
        : {}),
    });
    if (!outcome.success) {
      io.err(`${outcome.error}\n${outcome.hint}\n`);
      return 1;
    }
    const { finished, answer } = outcome.data;
    const failure = turnFailure(finished);
    if (failure !== undefined) {
      io.err(`${failure}\nNo circuit file was written.\n`);
      return 1;
    }
    if (answer.trim() !== '') io.err(`${answer.trimEnd()}\n`);
    const note = limitNote(finished);
    if (note !== undefined) io.err(`${note}\n`);
    if (request.mode === 'course') io.err(`${COURSE_NOTE}\n`);
    return await writeCircuit(context, request.output, outcome.data.circuitFile);
  } finally {
    await services.close();
  }
}

/** A new circuit is named after the file it goes to (`-o half-adder.json`: "half-adder"), else "Circuit". */
export function newCircuitName(output: string | undefined): string {
  const name =
    output === undefined
      ? ''
      : basename(output)
          .replace(/(\.circuitforge)?\.json$/i, '')
          .trim();
  return name === '' ? 'Circuit' : name.slice(0, 120);
}

/** The circuit file to standard output or to the file asked for; the exit status. */
async function writeCircuit(context: CliContext, output: string | undefined, content: string): Promise<number> {
  const text = content.endsWith('\n') ? content : `${content}\n`;
  if (output === undefined) {
    context.io.out(text);
    return 0;
  }
  try {
    await writeFile(resolve(context.io.cwd, output), text);
  } catch (error) {
    context.io.err(`The circuit could not be written to ${output}: ${writeProblem(error)}\n`);
    return 1;
  }
  context.io.err(`Wrote ${output}.\n`);
  return 0;
}
