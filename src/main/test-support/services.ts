import { createAppServices, type AppServices } from '../app-services';

/** Real app services for tests, isolated from every other test. */
export function createTestServices(host: 'electron' | 'browser' = 'browser'): AppServices {
  return createAppServices({ host });
}
