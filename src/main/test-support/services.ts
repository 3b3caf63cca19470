import { createAppServices, type AppServices } from '../app-services';
import { sourceImportWorkerEntry } from '../import/test-support/source-worker';
import { workerFileReader } from '../import/worker-reader';

/** Real app services for tests, isolated from every other test (big imports read in a worker from source). */
export function createTestServices(host: 'electron' | 'browser' = 'browser'): AppServices {
  return createAppServices({ host, readCircuitFile: workerFileReader(sourceImportWorkerEntry) });
}
