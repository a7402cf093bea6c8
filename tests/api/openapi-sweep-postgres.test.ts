import { describe, it } from 'vitest';
import { testDialects } from '../support/test-database';
import { describeOpenApiSweep } from '../support/sweep/openapi-sweep-suite';

// The malformed-request sweep on PostgreSQL, in a file of its own so that it runs beside the
// SQLite sweep rather than after it. Without TEST_DATABASE_URL there is nothing to sweep.
if (testDialects.includes('postgres')) {
  describeOpenApiSweep('postgres');
} else {
  describe.skip('OpenAPI sweep on postgres', () => {
    it('needs TEST_DATABASE_URL', () => {});
  });
}
