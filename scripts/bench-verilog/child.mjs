// @ts-check
// One design's measurement (measure-design.ts) in a process of its own, on plain Node: TypeScript
// is loaded through tsx's API on this thread only, so the Verilog worker starts as in the app, with
// no loader of its own (a `tsx` command line would pass its loader to every worker thread).
import { register } from 'node:module';
import { register as registerTsx } from 'tsx/esm/api';

registerTsx();
// `?modulePath` (the app's built worker path) resolves to "" here: the bench names its worker.
register('../module-path-hook.mjs', import.meta.url);
await import('./measure-design.ts');
