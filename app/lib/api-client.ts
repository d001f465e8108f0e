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
 * POSTs JSON to our API and returns the answer's `data`; anything else throws ApiError. The
 * browser sends the HttpOnly `accessToken` cookie itself. `signedIn` marks calls that need a
 * session: their 401 means the session is gone.
 */
export async function postApi<T>(path: string, body: object, { signedIn = false, signal }: { signedIn?: boolean; signal?: AbortSignal } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (failure) {
    if (signal?.aborted) throw failure;
    // No server message to show: callers fall back to their own "try again" text.
    console.warn('API call not answered', path, failure);
    throw new ApiError(0, '');
  }
  const payload = (await response.json().catch(() => null)) as ({ data?: T } & ErrorBody) | null;
  if (response.ok && payload?.data !== undefined) return payload.data;
  if (response.status === 401 && signedIn) unauthorizedListeners.forEach((listener) => listener());
  const { message = '', params, code, ...details } = payload?.errors ?? {};
  throw new ApiError(response.status, message, { params, code, details });
}
