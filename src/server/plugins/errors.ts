import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { HttpError } from '../http-error.ts';

type ValidationIssue = {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
};

/** "firstName: must be at most 50 characters" — the first issue, naming the field. */
function describeValidation(context: string | undefined, issues: ValidationIssue[]): string {
  const first = issues[0];
  if (!first) return 'Invalid input';
  const path = first.params?.issue?.path ?? first.instancePath?.split('/').filter(Boolean) ?? [];
  const field = path.map(String).join('.');
  const where = field || (context === 'body' ? 'body' : context) || 'input';
  return `Invalid ${context === 'body' || !context ? 'input' : context}: ${where} ${first.message ?? 'is invalid'}`;
}

/**
 * Every failure leaves as JSON {message} with the right status; 5xx bodies never carry stack
 * traces or SQL. (Unknown paths are answered by the static plugin's not-found handler.)
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
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send({ message: 'Internal server error' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: 'Internal server error' });
    }
    if (status === 413) return reply.code(413).send({ message: 'Request body is too large' });
    if (status === 415) return reply.code(415).send({ message: 'Unsupported content type' });
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
    ) {
      return reply.code(400).send({ message: 'Invalid input: the body is not valid JSON' });
    }
    return reply.code(status).send({ message: error.message });
  });
});
