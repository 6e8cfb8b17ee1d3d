import pino, { type Logger } from 'pino';
import { Writable } from 'node:stream';
import { LOG_REDACT } from '../../src/app.ts';

/** A real pino logger, configured as the server's, writing into an array. */
export function createLogCapture(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString('utf8'));
      callback();
    },
  });
  const logger = pino(
    { level: 'info', redact: { paths: LOG_REDACT, censor: '[redacted]' } },
    stream,
  );
  return { logger, lines };
}
