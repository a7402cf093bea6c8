import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { ChangeMark, Dialect } from '../db/database';
import type { Database } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbDialect: Dialect;
    /** db/database.ts ChangeMark: whether anything was written since a row was read. */
    dbChangeMark: ChangeMark;
  }
}

export interface DatabasePluginOptions {
  db: Kysely<Database>;
  dialect: Dialect;
  changeMark: ChangeMark;
  /** Close the connection with the app (true unless the caller owns the database). */
  closeWithApp: boolean;
}

export default fp(
  function databasePlugin(app: FastifyInstance, options: DatabasePluginOptions) {
    app.decorate('db', options.db);
    app.decorate('dbDialect', options.dialect);
    app.decorate('dbChangeMark', options.changeMark);
    if (options.closeWithApp) app.addHook('onClose', () => options.db.destroy());
  },
  { name: 'database' },
);
