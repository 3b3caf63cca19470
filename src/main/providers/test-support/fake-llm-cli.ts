import { parseArgs } from 'node:util';
import { startFakeLlmServer } from './fake-llm-server';

/**
 * `node --import tsx src/main/providers/test-support/fake-llm-cli.ts [--port N] [--api-key KEY] [--models a,b]`:
 * starts a fake LLM server for a test in another process and prints one line, `{"origin": …}`.
 * Script it through POST /__fake/script (see fake-llm-control.ts); it runs until SIGINT or SIGTERM.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, 'api-key': { type: 'string' }, models: { type: 'string' } },
  });
  const port = values.port === undefined ? 0 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`fake-llm: --port takes a number from 0 to 65535, not "${values.port}".`);
    process.exit(2);
  }
  const server = await startFakeLlmServer({
    port,
    apiKey: values['api-key'],
    models: values.models?.split(',').filter(Boolean),
  });
  console.log(JSON.stringify({ origin: server.origin }));
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('fake-llm: could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
