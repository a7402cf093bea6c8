import { SWEEP_PARTS, describeOpenApiSweep } from '../support/sweep/openapi-sweep-suite';

// The second part of the malformed-request sweep on SQLite (openapi-sweep.test.ts has the first),
// in a file of its own so that the parts run side by side.
describeOpenApiSweep('sqlite', { index: 1, count: SWEEP_PARTS });
