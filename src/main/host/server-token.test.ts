// The token of issue 30 (items 8, 12): every cf_token cookie is a candidate (another page on
// localhost can plant one), and the Bearer scheme is matched in any case (RFC 7235).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../app-services';
import { createTestServices } from '../test-support/services';
import { startBrowserHost, type BrowserHost } from './server';
import { fakeRendererDir, send } from './test-support/http-client';

const TOKEN = 'test-token-0123456789abcdef';

describe('the browser host reads the token wherever the request may carry it', () => {
  let services: AppServices;
  let host: BrowserHost;
  let port: number;

  beforeAll(async () => {
    services = createTestServices();
    host = await startBrowserHost({ services, rendererDir: fakeRendererDir(), token: TOKEN, port: 0 });
    port = host.port;
  });

  afterAll(async () => {
    await host.close();
    await services.close();
  });

  describe('the cf_token cookie (item 8)', () => {
    it.each([
      ['planted before the real one', `cf_token=planted-by-another-page; cf_token=${TOKEN}`],
      ['planted after the real one', `cf_token=${TOKEN}; cf_token=planted-by-another-page`],
      ['beside an empty one', `cf_token=; cf_token=${TOKEN}`],
    ])('is accepted when any value is the token: %s', async (_name, cookie) => {
      const answer = await send(port, '/rpc/app:info', { method: 'POST', headers: { Cookie: cookie }, body: '{}' });
      expect(answer.status).toBe(200);
    });

    it('lets the page be opened from the printed address despite a planted cookie', async () => {
      const answer = await send(port, `/?token=${TOKEN}`, { headers: { Cookie: 'cf_token=planted-by-another-page' } });
      expect(answer.status).toBe(302);
      expect(answer.headers['set-cookie']?.[0]).toContain(`cf_token=${TOKEN}`);
    });

    it('is refused when no value is the token', async () => {
      const answer = await send(port, '/rpc/app:info', {
        method: 'POST',
        headers: { Cookie: 'cf_token=planted; cf_token=other' },
        body: '{}',
      });
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'UNAUTHORIZED', error: 'The access token is wrong.' });
    });
  });

  describe('the Bearer scheme (item 12)', () => {
    it.each(['bearer', 'BEARER', 'BeArEr'])('is matched in any case: %s', async (scheme) => {
      const answer = await send(port, '/rpc/app:info', {
        method: 'POST',
        headers: { Authorization: `${scheme} ${TOKEN}` },
        body: '{}',
      });
      expect(answer.status).toBe(200);
    });

    it('still refuses a wrong token and another scheme', async () => {
      for (const authorization of [`bearer wrong-${TOKEN}`, `Basic ${TOKEN}`, `Bearer${TOKEN}`]) {
        const answer = await send(port, '/rpc/app:info', {
          method: 'POST',
          headers: { Authorization: authorization },
          body: '{}',
        });
        expect(answer.status, authorization).toBe(401);
      }
    });
  });
});
