import { createAppServices, type AppServiceOptions, type AppServices } from '../app-services';
import { sourceImportWorkerEntry } from '../import/test-support/source-worker';
import { workerFileReader } from '../import/worker-reader';
import { sourceVerilogWorkerEntry } from '../verilog/test-support/source-worker';

/**
 * Real app services for tests, isolated from every other test (big imports read in a worker, and
 * Verilog synthesised in one, both from source); `options` add to or replace those.
 */
export function createTestServices(
  host: 'electron' | 'browser' = 'browser',
  options: Partial<Omit<AppServiceOptions, 'host'>> = {},
): AppServices {
  return createAppServices({
    host,
    readCircuitFile: workerFileReader(sourceImportWorkerEntry),
    verilogWorker: sourceVerilogWorkerEntry,
    ...options,
  });
}
