import { parseArgs } from 'node:util';
import { fail, ok, type Result } from '../../shared/errors';

/** `npm run eval -- …`: run the task set (against an endpoint, or replaying transcripts). */
export interface RunArgs {
  readonly command: 'run';
  /** A preset, or `replay`; undefined: from CIRCUITFORGE_LLM_PROVIDER. */
  readonly provider?: string;
  readonly model?: string;
  readonly baseURL?: string;
  readonly apiKey?: string;
  readonly tasks?: string;
  readonly repeat: number;
  readonly concurrency?: number;
  readonly out?: string;
  readonly record?: string;
  readonly transcripts?: string;
  readonly toolCallLimit: number;
  readonly maxContinues: number;
}

/** `npm run eval -- --compare a.json b.json`. */
export interface CompareArgs {
  readonly command: 'compare';
  readonly a: string;
  readonly b: string;
}

export type EvalArgs = RunArgs | CompareArgs | { readonly command: 'help' };

export const USAGE = `Usage:
  npm run eval -- --provider <preset> --model <name> [options]   run the task set against a model
  npm run eval -- --provider replay [--transcripts dir]           replay recorded transcripts (no model)
  npm run eval -- --compare a.json b.json                        compare two results files

Options:
  --provider <id>       openai, anthropic, groq, cerebras, openrouter, ollama, lmstudio,
                        openai-compatible, or replay (default: $CIRCUITFORGE_LLM_PROVIDER)
  --model <name>        the model (default: $CIRCUITFORGE_LLM_MODEL, else the preset's)
  --base-url <url>      the server (default: $CIRCUITFORGE_LLM_BASE_URL, else the preset's)
  --api-key <key>       the key (default: $CIRCUITFORGE_LLM_API_KEY, else the provider's variable)
  --tasks <globs>       task ids, comma-separated globs ("counter-*,half-adder"); replay also
                        matches transcript names ("half-adder--*")
  --repeat <n>          runs per task (default 1)
  --concurrency <n>     runs at a time (default 1; 4 for replay)
  --out <file.json>     the results file (default eval/results/<provider>-<model>-<time>.json)
  --record <dir>        save each run's model responses there as a replayable transcript
  --transcripts <dir>   replay: where the transcripts are (default eval/transcripts)
  --tool-limit <n>      tool calls per turn (default 10, the app's default)
  --max-continues <n>   "Continue." messages after the tool-call limit (default 2)
  --help                this text`;

function positiveInt(name: string, text: string | undefined, fallback: number, min: number): Result<number> {
  if (text === undefined) return ok(fallback);
  const n = Number(text);
  if (!Number.isInteger(n) || n < min)
    return fail('INVALID_INPUT', `--${name} takes a whole number of at least ${min}, not "${text}".`, USAGE);
  return ok(n);
}

/** Reads the command line; a mistake is a failure that says what is wrong, with the usage as its hint. */
export function parseEvalArgs(argv: readonly string[]): Result<EvalArgs> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        provider: { type: 'string' },
        model: { type: 'string' },
        'base-url': { type: 'string' },
        'api-key': { type: 'string' },
        tasks: { type: 'string' },
        repeat: { type: 'string' },
        concurrency: { type: 'string' },
        out: { type: 'string' },
        record: { type: 'string' },
        transcripts: { type: 'string' },
        'tool-limit': { type: 'string' },
        'max-continues': { type: 'string' },
        compare: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return fail('INVALID_INPUT', error instanceof Error ? error.message : String(error), USAGE);
  }
  const { values, positionals } = parsed;
  if (values.help) return ok({ command: 'help' });
  if (values.compare) {
    if (positionals.length !== 2)
      return fail('INVALID_INPUT', '--compare takes two results files: --compare a.json b.json.', USAGE);
    return ok({ command: 'compare', a: positionals[0]!, b: positionals[1]! });
  }
  if (positionals.length > 0)
    return fail('INVALID_INPUT', `Unexpected argument "${positionals[0]}" (flags start with --).`, USAGE);
  const repeat = positiveInt('repeat', values.repeat, 1, 1);
  if (!repeat.success) return repeat;
  const concurrency =
    values.concurrency === undefined ? undefined : positiveInt('concurrency', values.concurrency, 1, 1);
  if (concurrency && !concurrency.success) return concurrency;
  const toolCallLimit = positiveInt('tool-limit', values['tool-limit'], 10, 1);
  if (!toolCallLimit.success) return toolCallLimit;
  const maxContinues = positiveInt('max-continues', values['max-continues'], 2, 0);
  if (!maxContinues.success) return maxContinues;
  if (values.transcripts !== undefined && values.provider !== 'replay')
    return fail('INVALID_INPUT', '--transcripts goes with --provider replay.', USAGE);
  if (values.record !== undefined && values.provider === 'replay')
    return fail('INVALID_INPUT', '--record records a model; a replay has nothing new to record.', USAGE);
  return ok({
    command: 'run',
    ...(values.provider === undefined ? {} : { provider: values.provider }),
    ...(values.model === undefined ? {} : { model: values.model }),
    ...(values['base-url'] === undefined ? {} : { baseURL: values['base-url'] }),
    ...(values['api-key'] === undefined ? {} : { apiKey: values['api-key'] }),
    ...(values.tasks === undefined ? {} : { tasks: values.tasks }),
    repeat: repeat.data,
    ...(concurrency?.success ? { concurrency: concurrency.data } : {}),
    ...(values.out === undefined ? {} : { out: values.out }),
    ...(values.record === undefined ? {} : { record: values.record }),
    ...(values.transcripts === undefined ? {} : { transcripts: values.transcripts }),
    toolCallLimit: toolCallLimit.data,
    maxContinues: maxContinues.data,
  });
}
