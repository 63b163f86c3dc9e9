/**
 * One error type for bad requests, and the single error handler: a clear message for the client,
 * never a stack or an internal detail.
 */
import type { FastifyError, FastifyInstance } from 'fastify';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Spec-level failure code placed in the body (e.g. community calls answer code != 1). */
    readonly code: number | string = statusCode,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({ code: err.code, msg: err.message });
    }
    const fe = err;
    // Fastify's own client errors (bad JSON, body too large, unsupported media type). Schema
    // failures arrive as HttpError: the schema error formatter (server/validation.ts) builds them.
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      return reply.status(fe.statusCode).send({ code: fe.statusCode, msg: clientMessage(fe) });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: 500, msg: '服务暂时不可用，请稍后再试' });
  });
  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send({ code: 404, msg: `not found: ${req.method} ${req.url.split('?')[0]}` });
  });
}

function clientMessage(err: FastifyError): string {
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'request body too large';
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'unsupported content type';
  if (err.validation) return '参数格式错误';
  return err.message;
}
