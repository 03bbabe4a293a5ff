import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorReply } from '../../common/errors';
import { AppError } from './app-error';

export const DATABASE_UNAVAILABLE = 'The database is not reachable right now. Please try again in a moment.';

/** Socket errors on the way to PostgreSQL, its shutdown and start-up codes, and a busy SQLite file. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovering)
  '53300', // too_many_connections
  '08000', // connection_exception
  '08001',
  '08003',
  '08004',
  '08006',
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_BUSY_RECOVERY',
  'SQLITE_BUSY_TIMEOUT',
]);
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Query read timeout)/;

/** The multipart parser's (busboy's) own errors for a body cut short or without its boundary. */
const MALFORMED_MULTIPART =
  /^(Unexpected end of multipart data|Multipart: Boundary not found|Boundary required|\w+ terminated early due to unexpected end of multipart data)$/;

/** Is this (or what caused it) the database being unreachable, rather than a defect? */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  // Node reports a refused connection to every address of a host name as an AggregateError.
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

// Turns every failure into the one JSON shape {message, code?, field?}; internals never leave the server.
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof AppError) {
    sendError(reply, error.status, { message: error.message, code: error.code, field: error.field });
    return;
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const where = error.validationContext ?? 'body';
    const fieldPath = first ? first.instancePath.replace(/^\//, '').replace(/\//g, '.') : '';
    const field = fieldPath || undefined;
    const what = field ?? where;
    sendError(reply, 400, {
      message: `${what}: ${first?.message ?? 'invalid value'}`,
      code: 'BAD_REQUEST',
      field,
    });
    return;
  }
  // PostgreSQL refuses text with a NUL character (SQLite stores it): the input is bad, not the server.
  if ((error as { code?: unknown }).code === '22021' || (error as { code?: unknown }).code === '22P05') {
    sendError(reply, 400, { message: 'Text cannot contain the NUL character.', code: 'BAD_REQUEST' });
    return;
  }
  // A number past the column's range (PostgreSQL integer) is bad input too; the schemas bound ids, this
  // keeps any number they miss from becoming a 500.
  if ((error as { code?: unknown }).code === '22003') {
    sendError(reply, 400, { message: 'A number in the request is out of range.', code: 'BAD_REQUEST' });
    return;
  }
  if (isDatabaseUnavailable(error)) {
    // The database is down or restarting: the pool reconnects by itself, so the client may retry.
    request.log.warn({ err: error }, 'database unavailable');
    void reply.header('retry-after', '5');
    sendError(reply, 503, { message: DATABASE_UNAVAILABLE, code: 'UNAVAILABLE' });
    return;
  }
  if (MALFORMED_MULTIPART.test(error.message)) {
    sendError(reply, 400, { message: 'The multipart body is malformed or incomplete.', code: 'BAD_REQUEST' });
    return;
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    sendError(reply, status, {
      message: clientMessage(error as FastifyError, status),
      code: codeFor(status),
    });
    return;
  }
  request.log.error({ err: error }, 'unexpected error');
  sendError(reply, 500, { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
}

function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not accepted here.';
    case 'FST_FILES_LIMIT':
      return 'Send one file per request.';
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return 'The form has too many fields.';
    default:
      return status === 429
        ? error.message || 'Too many requests. Please wait and try again.'
        : error.message;
  }
}

function codeFor(status: number): string {
  const codes: Record<number, string> = {
    400: 'BAD_REQUEST',
    401: 'UNAUTHORIZED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    405: 'METHOD_NOT_ALLOWED',
    406: 'NOT_ACCEPTABLE',
    413: 'PAYLOAD_TOO_LARGE',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    429: 'TOO_MANY_REQUESTS',
  };
  return codes[status] ?? 'BAD_REQUEST';
}

export function sendError(reply: FastifyReply, status: number, body: ErrorReply): void {
  void reply.status(status).type('application/json; charset=utf-8').send(body);
}
