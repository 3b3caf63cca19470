// `npm run eval`: runs the assistant's evaluation task set against a model, replays recorded
// transcripts, or compares two results files (src/main/eval/cli.ts; docs/EVAL.md).
import { register } from 'node:module';

// Before the services load: their worker import is resolved by the bundler, which tsx is not.
register('./module-path-hook.mjs', import.meta.url);
const { main } = await import('../src/main/eval/cli');
process.exitCode = await main(process.argv.slice(2));
