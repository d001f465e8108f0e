import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The one error envelope of the API: `{ errors: { message, code?, params? } }`. Codes are the
 * spec's numbers for sign-in (112, 114) and words elsewhere ("out_of_stock"); a few answers add
 * what the client needs to act (`option_ids`).
 */
export interface ErrorBody {
  errors: { message: string; code?: number | string; params?: Record<string, string[]>; [detail: string]: unknown };
}

type ErrorExtra = { code?: number | string; params?: Record<string, string[]>; details?: Record<string, unknown> };

/** A failure the client can act on; anything else is a 500 with a generic message. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code?: number | string;
  readonly params?: Record<string, string[]>;
  readonly details?: Record<string, unknown>;
  readonly headers?: Record<string, string>;

  constructor(status: ContentfulStatusCode, message: string, extra: ErrorExtra & { headers?: Record<string, string> } = {}) {
    super(message);
    this.status = status;
    this.code = extra.code;
    this.params = extra.params;
    this.details = extra.details;
    this.headers = extra.headers;
  }
}

/** A 422 with one message on one field (the message doubles as the answer's `message`). */
export function fieldError(field: string, message: string): HttpError {
  return new HttpError(422, message, { params: { [field]: [message] } });
}

export function errorBody(message: string, { code, params, details }: ErrorExtra = {}): ErrorBody {
  return { errors: { ...details, message, ...(code === undefined ? {} : { code }), ...(params === undefined ? {} : { params }) } };
}

export function sendHttpError(c: Context, error: HttpError) {
  for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
  return c.json(errorBody(error.message, { code: error.code, params: error.params, details: error.details }), error.status);
}
