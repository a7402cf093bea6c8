import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely, KyselyPlugin } from 'kysely';
import type { Database } from '@server/db/schema';

/**
 * Records the SQL of the statements the app runs for one piece of work (a request), without
 * their values: two requests that run the same statements in the same order do the same work,
 * whatever the machine's speed. Statements of background timers are left out: only those run
 * inside `record` (in its async context) are kept.
 */
export function statementRecorder() {
  const current = new AsyncLocalStorage<string[]>();
  return {
    /** For `createTestApp`'s `queryPlugin`: notes each statement, changes nothing. */
    plugin(db: Kysely<Database>): KyselyPlugin {
      return {
        transformQuery({ node, queryId }) {
          current.getStore()?.push(db.getExecutor().compileQuery(node, queryId).sql);
          return node;
        },
        transformResult: async ({ result }) => result,
      };
    },
    /** Runs `work`, and returns what it returned with the statements it ran. */
    async record<T>(work: () => PromiseLike<T>): Promise<{ result: T; statements: string[] }> {
      const statements: string[] = [];
      // Awaited inside the context: `app.inject` only sends its request once it is awaited.
      const result = await current.run(statements, async () => await work());
      return { result, statements };
    },
  };
}
