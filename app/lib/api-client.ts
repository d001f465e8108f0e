import { hc, type ClientRequestOptions, type ClientResponse } from 'hono/client';
import type { Api } from '../../server/app.ts';

/** A failed API call: the HTTP status (0 when the server never answered) and the server's translated messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly params: Record<string, string[]>;
  /** `errors.code`: the login failures' 112 and 114, or a word such as "out_of_stock". */
  readonly code: number | string | undefined;
  /** What else the answer says to act on (the sold-out lines' `option_ids`). */
  readonly details: Record<string, unknown>;

  constructor(status: number, message: string, { params = {}, code, details = {} }: { params?: Record<string, string[]>; code?: number | string; details?: Record<string, unknown> } = {}) {
    super(message);
    this.status = status;
    this.params = params;
    this.code = code;
    this.details = details;
  }

  /** The message for one field, else the general one. */
  messageFor(field: string): string {
    return this.params[field]?.[0] ?? this.message;
  }
}

interface ErrorBody {
  errors?: { message?: string; params?: Record<string, string[]>; code?: number | string; [detail: string]: unknown };
}

/** Hooks a caller can set once, e.g. the session store forgetting the user on any 401 of an account call. */
const unauthorizedListeners = new Set<() => void>();

export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/**
 * The shop's API as the browser calls it, typed from the server's routes (`Api`, a type only: no
 * server code reaches the bundle). A path the server does not have, or a body its route's schema
 * would not take, fails to compile.
 */
export const api = hc<Api>('/api', { headers: { accept: 'application/json' } });

type ApiRoute<Args, Answer> = (args: Args, options?: ClientRequestOptions) => Promise<Answer>;

/** What a route answers on success: the `data` of its 200. */
export type AnswerData<Answer> = Answer extends ClientResponse<infer Body, infer Status, infer _Format>
  ? Status extends 200
    ? Body extends { data: infer Data }
      ? Data
      : never
    : never
  : never;

/**
 * Calls one route of `api` (`callApi(api.cart.add.$post, { json: body })`) and returns the
 * answer's `data`; anything else throws ApiError. The browser sends the HttpOnly `accessToken`
 * cookie itself. `signedIn` marks calls that need a session: their 401 means the session is gone.
 */
export async function callApi<Args, Answer extends ClientResponse<unknown>>(
  route: ApiRoute<Args, Answer>,
  args: Args,
  { signedIn = false, signal }: { signedIn?: boolean; signal?: AbortSignal } = {},
): Promise<AnswerData<Answer>> {
  let response: Answer;
  try {
    response = await route(args, { init: { signal } });
  } catch (failure) {
    if (signal?.aborted) throw failure;
    // No server message to show: callers fall back to their own "try again" text.
    console.warn('API call not answered', failure);
    throw new ApiError(0, '');
  }
  const payload = (await response.json().catch(() => null)) as ({ data?: AnswerData<Answer> } & ErrorBody) | null;
  if (response.ok && payload?.data !== undefined) return payload.data;
  if (response.status === 401 && signedIn) unauthorizedListeners.forEach((listener) => listener());
  const { message = '', params, code, ...details } = payload?.errors ?? {};
  throw new ApiError(response.status, message, { params, code, details });
}
