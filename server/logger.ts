import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { REDACTED, scrubText } from './http/log-scrub.ts';

/**
 * Fields never written as they are, wherever a log call puts them: credentials in headers, the
 * tokens, passwords and keys of a body, and a payment provider's payload and signature.
 */
const redactedPaths = [
  'authorization',
  'cookie',
  'password',
  'token',
  'access_token',
  'accessToken',
  'signature',
  'link',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.authorization',
  '*.cookie',
  '*.password',
  '*.password_confirmation',
  '*.token',
  '*.access_token',
  '*.accessToken',
  '*.data',
  '*.signature',
  '*.privateKey',
  '*.private_key',
  '*.link',
  'err.config',
  'err.params',
  'err.cause.params',
];

// A database error carries the statement's values (a callback's whole payload, an address) in its
// message, `params`, `detail` and `where`: the statement stays, the values go.
const valueFields = ['params', 'detail', 'where'] as const;

function scrubError(error: Record<string, unknown>, depth = 0): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...error };
  for (const field of ['message', 'stack'] as const) {
    if (typeof copy[field] === 'string') copy[field] = scrubText((copy[field] as string).replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, `\nparams: ${REDACTED}`));
  }
  for (const field of valueFields) if (field in copy) copy[field] = REDACTED;
  if (copy.cause && typeof copy.cause === 'object' && depth < 5) copy.cause = scrubError(copy.cause as Record<string, unknown>, depth + 1);
  return copy;
}

const errorSerializer = (error: unknown) => {
  const serialized = pino.stdSerializers.err(error as Error);
  return serialized && typeof serialized === 'object' ? scrubError(serialized as unknown as Record<string, unknown>) : serialized;
};

export interface LoggerSettings {
  level: string;
  base?: LoggerOptions['base'];
  /** Where lines go (standard output when not given). */
  destination?: DestinationStream;
}

/** The shop's one logger: every line redacted (see redactedPaths) and every string scrubbed of tokens. */
export function createLogger({ level, base, destination }: LoggerSettings): Logger {
  const options: LoggerOptions = {
    level,
    base,
    redact: { paths: redactedPaths, censor: REDACTED },
    serializers: { err: errorSerializer },
    hooks: {
      // A message built from a URL loses its secrets as well.
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<typeof method>);
      },
    },
    formatters: {
      // Paths, URLs and free text logged under any name lose their tokens and secret parameters.
      log: (fields) => {
        const scrubbed: Record<string, unknown> = {};
        for (const [name, value] of Object.entries(fields)) scrubbed[name] = typeof value === 'string' ? scrubText(value) : value;
        return scrubbed;
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
