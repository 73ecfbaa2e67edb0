import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { HttpError } from '../http-error.ts';
import { httpErrorFromDatabase, loggableError } from './database-errors.ts';
import { describeValidation } from './validation-message.ts';

/** Fastify's own refusals of a request, reworded; the status is Fastify's. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address of this request is not valid',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but says it is JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here; send JSON',
  FST_ERR_CTP_INVALID_TYPE: 'The Content-Type header is not valid',
  FST_ERR_CTP_EMPTY_TYPE: 'The Content-Type header is empty',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_CHARSET: 'This character set is not supported; send UTF-8',
};

const STATUS_MESSAGES: Record<number, string> = {
  408: 'The request took too long to arrive',
  413: 'The request body is too large',
  415: 'This content type is not accepted here; send JSON',
};

/**
 * Errors Fastify raises before routing (a URL that does not decode), which bypass the error
 * handler: the `frameworkErrors` option of the Fastify instance.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const message =
    FRAMEWORK_MESSAGES[error.code] ?? STATUS_MESSAGES[status] ?? 'The request is not valid';
  request.log.info({ code: error.code }, 'refused before routing');
  void reply.code(status).send({ message });
}

/**
 * Every failure leaves as JSON {message} written for people, with the right status: validation
 * and database refusals as 4xx, an unreachable database as 503 (the pool reconnects by itself), and
 * anything else as a bare 500 whose details only reach the log — without SQL parameters.
 * (Unknown paths are answered by the static plugin's not-found handler.)
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .code(400)
        .send({ message: describeValidation(error.validationContext, error.validation) });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    const fromDatabase = httpErrorFromDatabase(error);
    if (fromDatabase) {
      const level = fromDatabase.statusCode >= 500 ? 'warn' : 'info';
      request.log[level]({ err: loggableError(error) }, 'database refused the request');
      return reply.code(fromDatabase.statusCode).send({ message: fromDatabase.message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: loggableError(error) }, 'response did not match its schema');
      return reply.code(500).send({ message: 'Internal server error' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: loggableError(error) }, 'request failed');
      return reply.code(500).send({ message: 'Internal server error' });
    }
    const message = FRAMEWORK_MESSAGES[error.code] ?? STATUS_MESSAGES[status];
    if (message) return reply.code(status).send({ message });
    // Other 4xx errors (rate limits, plugins) already carry a message meant for the client.
    return reply.code(status).send({ message: error.message });
  });
});
