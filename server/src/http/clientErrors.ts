import http from 'node:http';
import type { ErrorRequestHandler } from 'express';

/**
 * The status of an error that is the client's doing (http-errors' 4xx that body-parser, the router's URI decoding
 * and serve-static raise: a bogus Content-Encoding or charset, a corrupt gzip body, an oversized form, a path that
 * does not decode), else null. Those are answered with that status and are not logged: a request that anybody can
 * send must not fill the log with stacks.
 */
export const clientErrorStatus = (error: unknown): number | null => {
  if (typeof error !== 'object' || error === null) return null;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const code = typeof status === 'number' ? status : statusCode;
  return typeof code === 'number' && Number.isInteger(code) && code >= 400 && code < 500 ? code : null;
};

/** Its type, as body-parser names it ('encoding.unsupported', 'charset.unsupported', 'entity.too.large'…). */
export const bodyErrorType = (error: unknown): string | undefined =>
  (typeof error === 'object' && error !== null && typeof (error as { type?: unknown }).type === 'string'
    ? (error as { type: string }).type : undefined);

/** Answers a client error with its status and a JSON message; passes anything else on. */
export const clientErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const status = clientErrorStatus(error);
  if (status === null || res.headersSent) {
    next(error);
    return;
  }
  res.status(status).json({ message: http.STATUS_CODES[status] ?? 'Bad request' });
};
