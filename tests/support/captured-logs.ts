import { Writable } from 'node:stream';
import type { Config } from '@server/config';
import type * as LoggingModule from '@server/logging';

/**
 * For `vi.mock('@server/logging', …)`: the real logger options with a stream that keeps every
 * line in `lines`, so a test reads what production would write. buildApp() takes no log
 * destination; Fastify passes `logger.stream` on to pino.
 */
export function capturingLogging(actual: typeof LoggingModule, lines: string[]) {
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      callback();
    },
  });
  return {
    ...actual,
    loggerOptions: (level: Config['logLevel']) => {
      const options = actual.loggerOptions(level);
      return { ...(typeof options === 'object' ? options : {}), stream };
    },
  };
}
