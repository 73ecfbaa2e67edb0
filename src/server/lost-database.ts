/**
 * Whether an error only says that PostgreSQL went away (killed, restarting, the connection cut):
 * the embedded database's watchdog restarts it within seconds and every request in between
 * answers 503. SQLSTATE class 08 (connection exception), 57P01–57P03 (shutdown, crash, not
 * accepting connections yet), and the driver's own words for a cut socket.
 */
export function isLostDatabase(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (/^08/.test(code) || /^57P0[123]$/.test(code))) return true;
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET') return true;
  return (
    typeof message === 'string' &&
    /Connection terminated|terminating connection due to/i.test(message)
  );
}

/**
 * pg-boss 10 records a job's outcome (`complete`/`fail`) without awaiting it, so when PostgreSQL
 * dies under a running job that write rejects with nobody to catch it, and Node would end the
 * process. A lost-database rejection is logged instead; any other unhandled rejection still
 * ends the process as before.
 */
export function surviveLostDatabase(log: { warn(details: object, message: string): void }) {
  const onRejection = (reason: unknown) => {
    if (isLostDatabase(reason)) {
      log.warn({ err: reason }, 'a background write failed while PostgreSQL was away');
      return;
    }
    throw reason;
  };
  process.on('unhandledRejection', onRejection);
  return () => process.off('unhandledRejection', onRejection);
}
