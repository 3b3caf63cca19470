import type { CircuitBatch, FileSource } from '../../core/documents/import-slices';
import type { ForeignReportData } from '../../shared/contract';
import type { BundledSubcircuit } from '../../shared/circuit/file-format';
import type { Failure } from '../../shared/errors';

/**
 * What the import worker is asked: the text of one file, then each next batch. One batch per
 * request, because a port delivers every message waiting for it in one go: a file's worth of
 * batches sent at once would be taken in, all of it, in one turn of the main thread's event loop.
 */
export type ImportRequest =
  | { readonly kind: 'read'; readonly content: string; readonly batchSize: number; readonly source: FileSource }
  | { readonly kind: 'next' };

/** What it answers: a failure, or a header followed by the parts in batches, then the end. */
export type ImportMessage =
  | { readonly kind: 'failure'; readonly failure: Failure }
  | {
      readonly kind: 'header';
      readonly name: string;
      readonly componentCount: number;
      readonly wireCount: number;
      readonly noteCount: number;
      readonly subcircuits?: readonly BundledSubcircuit[];
      readonly uses?: ReadonlyMap<string, number>;
      readonly report?: ForeignReportData;
    }
  | { readonly kind: 'batch'; readonly batch: CircuitBatch }
  | { readonly kind: 'end' };
