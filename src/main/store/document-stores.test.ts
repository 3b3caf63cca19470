import { describe } from 'vitest';
import { documentStoreContract } from '../../core/documents/test-support/document-store-contract';
import { DOCUMENT_STORES } from './test-support/harness';

describe.each(DOCUMENT_STORES)('%s document store', (_name, open) => {
  documentStoreContract(open);
});
