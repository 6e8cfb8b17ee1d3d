import pino, { type Logger } from 'pino';
import { Writable } from 'node:stream';
import { baseLoggerOptions } from '../../src/lib/logging.ts';

/** A real pino logger, configured as the server's, writing into an array. */
export function createLogCapture(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString('utf8'));
      callback();
    },
  });
  const logger = pino(baseLoggerOptions('info'), stream);
  return { logger, lines };
}
