import type { Server } from 'node:http';
import { type FastifyHttpOptions, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import PinoPretty from 'pino-pretty';
import type { Config } from './config';
import { logRequest, redactUrl } from './log-redaction';

export type LogFormat = NonNullable<Config['LOG_FORMAT']>;

/**
 * Short coloured lines for a person at a terminal; JSON lines for everything else (pipes, files, CI,
 * log collectors, the e2e server log the tests read). `LOG_FORMAT` overrides either way.
 */
export const chooseLogFormat = (override: LogFormat | undefined, isTerminal: boolean): LogFormat =>
  override ?? (isTerminal ? 'pretty' : 'json');

/** Where the log goes: stdout, or a stream a test reads; `isTTY` as a terminal's stdout has it. */
export type LogDestination = NodeJS.WritableStream & { isTTY?: boolean };

/**
 * A request as one line when it is answered (`GET /api/evento 200 12ms`), its URL redacted, instead
 * of Fastify's two lines whose fields the pretty format would spread over several.
 */
class OneLineRequests extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, req: FastifyRequest, reply: FastifyReply) {
    const line = `${req.method} ${redactUrl(req.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)}ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

/** Fastify's logger options for `format`. Pretty: time, level and message, extra fields on the same line. */
export function loggerOptions(
  format: LogFormat,
  level: string,
  destination: LogDestination = process.stdout,
): Pick<FastifyHttpOptions<Server>, 'logger' | 'logController'> {
  if (format === 'json') {
    const stream = destination === process.stdout ? undefined : destination;
    return { logger: { level, serializers: { req: logRequest }, ...(stream && { stream }) } };
  }
  const stream = PinoPretty({
    destination,
    sync: true,
    colorize: destination === process.stdout && PinoPretty.isColorSupported,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId',
    singleLine: true,
  });
  return { logger: { level, stream }, logController: new OneLineRequests() };
}
