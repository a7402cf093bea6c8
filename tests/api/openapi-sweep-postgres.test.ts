import { describe, it } from 'vitest';
import { testDialects } from '../support/test-database';
import { SWEEP_PARTS, describeOpenApiSweep } from '../support/sweep/openapi-sweep-suite';

// The first part of the malformed-request sweep on PostgreSQL (openapi-sweep-postgres-2.test.ts has
// the second), in a file of its own so that it runs beside the other parts rather than after them.
// Without TEST_DATABASE_URL there is nothing to sweep.
if (testDialects.includes('postgres')) {
  describeOpenApiSweep('postgres', { index: 0, count: SWEEP_PARTS });
} else {
  describe.skip('OpenAPI sweep on postgres', () => {
    it('needs TEST_DATABASE_URL', () => {});
  });
}
