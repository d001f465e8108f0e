import '../messages.ts';
import '../../app/locales/requests/index.ts';
import type { Context, Env, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { hasMessage, translator } from '../../common/i18n.ts';
import { isLocale, type Locale } from '../../common/locales.ts';
import { fieldError, HttpError } from './errors.ts';
import { requestLocale } from './locale.ts';

type Issue = z.core.$ZodIssue;

function issueKey(issue: Issue, locale: Locale): string {
  // Schemas name their messages by catalogue key ("validations.email", "reviewsValidation.rating").
  if (/^[\w-]+\.[\w.-]+$/.test(issue.message) && hasMessage(locale, issue.message)) return issue.message;
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'validations.required';
  if (issue.code === 'too_small') return 'validations.minLength';
  if (issue.code === 'too_big') return 'validations.maxLength';
  if (issue.code === 'unrecognized_keys') return 'validations.unknownField';
  return 'validations.invalid';
}

/** Extra placeholders of a field's messages, e.g. both {min} and {max} of a length rule. */
export type MessageVars = (field: string) => Record<string, string | number | undefined>;

/** Turns zod issues into `{ field: [messages] }` in the given language. */
export function fieldErrors(issues: readonly Issue[], locale: Locale, messageVars?: MessageVars): Record<string, string[]> {
  const t = translator(locale);
  const params: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.join('.') : 'body';
    const rootField = String(issue.path[0] ?? 'body');
    const vars = {
      field: t(`fields.${rootField}`, { defaultValue: rootField }),
      min: 'minimum' in issue ? String(issue.minimum) : '',
      max: 'maximum' in issue ? String(issue.maximum) : '',
      ...messageVars?.(field),
    };
    (params[field] ??= []).push(t(issueKey(issue, locale), vars));
  }
  return params;
}

export function validationError(issues: readonly Issue[], locale: Locale, messageVars?: MessageVars): HttpError {
  const params = fieldErrors(issues, locale, messageVars);
  const first = Object.values(params)[0]?.[0] ?? translator(locale)('validations.invalid');
  return new HttpError(422, first, { params });
}

export function malformedBody(locale: Locale): HttpError {
  return fieldError('body', translator(locale)('validations.malformedBody'));
}

/** `application/json`, with at most a UTF-8 charset: `application/json-seq` and the like are other formats. */
export function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const [type, ...params] = header.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return params.every((param) => param === '' || /^charset="?utf-8"?$/.test(param));
}

/** The path of the first string (value or key) holding half of a UTF-16 surrogate pair, if any. */
export function loneSurrogatePath(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return value.isWellFormed() ? null : path;
  if (!value || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const step = Array.isArray(value) ? Number(key) : key;
    if (!key.isWellFormed()) return [...path, step];
    const found = loneSurrogatePath(item, [...path, step]);
    if (found) return found;
  }
  return null;
}

// The language readBody settled on, for answers given after it (a failure further on).
const bodyLocales = new WeakMap<Request, Locale>();

/** The language of the request's JSON body (its valid `lang`, else the request's), once read. */
export function bodyLocale(c: Context): Locale | undefined {
  return bodyLocales.get(c.req.raw);
}

// A byte order mark is kept, so that it fails as JSON like any other stray character.
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Reads the JSON body and validates it; failures are a 422 with field messages in the
 * request's language (the body's `lang` when valid, else the request's). Only JSON is
 * accepted (415 otherwise), so a plain cross-site form cannot post to the API. Nothing is
 * repaired: bytes that are not UTF-8 and strings with a lone surrogate are a 422, not U+FFFD.
 */
export async function readBody<S extends z.core.$ZodType>(
  c: Context,
  schema: S,
  { messageVars }: { messageVars?: MessageVars } = {},
): Promise<z.output<S>> {
  if (!isJsonContentType(c.req.header('content-type'))) {
    throw new HttpError(415, translator(requestLocale(c))('errors.jsonOnly'));
  }
  let text: string;
  try {
    text = strictUtf8.decode(await c.req.arrayBuffer());
  } catch {
    throw fieldError('body', translator(requestLocale(c))('requests.badUtf8'));
  }
  let body: unknown;
  try {
    // No body at all (only JSON's own whitespace) is the empty object: calls without fields.
    body = /^[ \t\n\r]*$/.test(text) ? {} : JSON.parse(text);
  } catch {
    throw malformedBody(requestLocale(c));
  }
  const bodyLang = body && typeof body === 'object' ? (body as { lang?: unknown }).lang : undefined;
  const locale = isLocale(bodyLang) ? bodyLang : requestLocale(c);
  bodyLocales.set(c.req.raw, locale);
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw malformedBody(locale);
  const surrogate = loneSurrogatePath(body);
  if (surrogate) throw fieldError(surrogate.length ? surrogate.join('.') : 'body', translator(locale)('requests.loneSurrogate'));
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) throw validationError(parsed.error.issues, locale, messageVars);
  return parsed.data;
}

/** Validates a GET call's query string (every value a string); failures are a 422 like a body's. */
export function readQuery<S extends z.core.$ZodType>(c: Context, schema: S, locale: Locale = requestLocale(c)): z.output<S> {
  const parsed = z.safeParse(schema, c.req.query());
  if (!parsed.success) throw validationError(parsed.error.issues, locale);
  return parsed.data;
}

/**
 * readBody as a route's middleware: the handler takes the body from `c.req.valid('json')`, and the
 * route's type carries the schema, so the browser's typed client (app/lib/api-client.ts) fails to
 * compile when a path or a body drifts from what the server takes.
 */
export function jsonBody<S extends z.core.$ZodType>(
  schema: S,
  options: { messageVars?: MessageVars } = {},
): MiddlewareHandler<Env, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }> {
  return async (c, next) => {
    c.req.addValidatedData('json', (await readBody(c, schema, options)) as object);
    await next();
  };
}
