// Sends one request whose body is a file, from a process of its own, and prints its answer as one
// JSON line ({ status, body, ms }). The refusal benchmark runs the hostile client here, so that
// encoding and pushing 64 MB never delays the small requests it measures meanwhile: a hostile page
// and the user's page are different clients.
// Usage: tsx post-file.ts <port> <channel> <body file>   (the token in CIRCUITFORGE_TOKEN)
import { createReadStream, statSync } from 'node:fs';
import { request } from 'node:http';

const [port, channel, file] = process.argv.slice(2);
if (!port || !channel || !file) throw new Error('usage: post-file.ts <port> <channel> <body file>');
const started = performance.now();
const req = request(
  {
    host: '127.0.0.1',
    port: Number(port),
    path: `/rpc/${channel}`,
    method: 'POST',
    agent: false,
    headers: {
      Authorization: `Bearer ${process.env.CIRCUITFORGE_TOKEN ?? ''}`,
      'Content-Type': 'application/json',
      'Content-Length': statSync(file).size,
    },
  },
  (res) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      console.log(JSON.stringify({ status: res.statusCode ?? 0, body, ms: performance.now() - started }));
    });
  },
);
req.on('error', (error) => {
  console.error(error.message);
  process.exit(1);
});
createReadStream(file).pipe(req);
