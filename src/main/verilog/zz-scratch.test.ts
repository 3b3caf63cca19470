import { loadDesigns } from './test-support/designs';
import { describeDesigns } from './test-support/simulation-tests';
describeDesigns(
  'fuzz',
  loadDesigns().filter((d) => d.top.startsWith('zz_fuzz_')),
);
