import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error envelope of the API: `{ errors: { message, code?, params? } }`. */
export interface ErrorBody {
  errors: { message: string; code?: number; params?: Record<string, string[]> };
}

/** A failure the client can act on; anything else is a 500 with a generic message. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code?: number;
  readonly params?: Record<string, string[]>;
  readonly headers?: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    extra: { code?: number; params?: Record<string, string[]>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.code = extra.code;
    this.params = extra.params;
    this.headers = extra.headers;
  }
}

/** A 422 with one message on one field (the message doubles as the answer's `message`). */
export function fieldError(field: string, message: string): HttpError {
  return new HttpError(422, message, { params: { [field]: [message] } });
}

export function errorBody(message: string, extra: { code?: number; params?: Record<string, string[]> } = {}): ErrorBody {
  return { errors: { message, ...extra } };
}

export function sendHttpError(c: Context, error: HttpError) {
  for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
  return c.json(errorBody(error.message, { code: error.code, params: error.params }), error.status);
}
