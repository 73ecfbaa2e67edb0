import { HttpError } from '../http-error.ts';

/**
 * PostgreSQL refusals that mean the client sent something impossible, and failures that mean the
 * database is out of reach, turned into statuses with a sentence for people. Drizzle wraps driver
 * errors (DrizzleQueryError, whose message carries the SQL and its parameters), so the cause chain
 * is searched for the driver's error code.
 */

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable (the database cannot be reached). Please try again in a moment.';

type DriverError = Error & { code?: unknown; constraint?: unknown };

/** The first error in the cause chain that has a string `code`. */
function driverErrorOf(error: unknown): DriverError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (typeof (current as DriverError).code === 'string') return current as DriverError;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Messages of node-postgres for a connection that broke or never opened (they have no code). */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection refused',
  // The pool's client-side read timeout (db/client.ts): the server never answered.
  'Query read timeout',
];

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '53300', // too_many_connections
  '57014', // query_canceled: the pool's statement_timeout (db/client.ts)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** True when the failure means "the database is not there right now", not "the query is wrong". */
export function isDatabaseUnavailable(error: unknown): boolean {
  const driver = driverErrorOf(error);
  if (driver && UNAVAILABLE_CODES.has(String(driver.code))) return true;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const { message } = current;
    if (CONNECTION_MESSAGES.some((known) => message.includes(known))) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  '22007': [400, 'A date or time in the request is not valid'],
  '22008': [400, 'A date or time in the request is out of range'],
  '22P05': [400, 'The request contains a NUL character or an escape that cannot be stored'],
  '22021': [400, 'The request contains a NUL character or bytes that are not valid text'],
  '22P02': [400, 'A value in the request has the wrong format'],
  '22001': [400, 'A value in the request is too long'],
  '22003': [400, 'A number in the request is out of range'],
  '23505': [409, 'This already exists'],
  '23503': [404, 'Something this refers to does not exist (any more)'],
  '23514': [400, 'A value in the request is not allowed'],
  '23502': [400, 'A required value is missing'],
};

/** The HttpError a database failure should answer with, or undefined for a real server error. */
export function httpErrorFromDatabase(error: unknown): HttpError | undefined {
  if (isDatabaseUnavailable(error)) return new HttpError(503, DATABASE_UNAVAILABLE_MESSAGE);
  const driver = driverErrorOf(error);
  const known = driver ? CLIENT_ERRORS[String(driver.code)] : undefined;
  return known ? new HttpError(known[0], known[1]) : undefined;
}

/**
 * What may be logged of an error: Drizzle's message and `params` carry the query's parameters
 * (e-mails, password hashes, session token hashes), so only the SQL text and the driver's code,
 * constraint and routine are kept.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error) || !('params' in error)) return error;
  const driver = driverErrorOf(error);
  const safe = new Error(
    `Failed query: ${String((error as { query?: unknown }).query ?? '')} (parameters redacted)`,
  );
  safe.name = error.name;
  // The original stack starts with the message (parameters included): keep only the frames.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  safe.stack = [`${safe.name}: ${safe.message}`, ...frames].join('\n');
  // The driver's own message can quote a value ('invalid input syntax for type uuid: "…"').
  const cause = driver
    ? {
        code: driver.code,
        constraint: driver.constraint,
        routine: (driver as { routine?: unknown }).routine,
      }
    : undefined;
  return Object.assign(safe, { code: driver?.code, cause });
}
