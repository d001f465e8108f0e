import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

function capture() {
  const lines: string[] = [];
  const logger = createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(line) } });
  return { logger, text: () => lines.join('\n'), entries: () => lines.map((line) => JSON.parse(line) as Record<string, any>) };
}

describe('the logger', () => {
  it('never writes credentials from headers', () => {
    const { logger, text, entries } = capture();
    logger.info({ req: { headers: { authorization: 'Bearer SECRET-BEARER', cookie: 'access_token=SECRET-COOKIE' } } }, 'request');
    logger.info({ headers: { authorization: 'Basic SECRET-BASIC', cookie: 'sid=SECRET-SID' } }, 'outgoing');
    expect(text()).not.toMatch(/SECRET-/);
    expect(entries()[0]!.req.headers).toEqual({ authorization: '[redacted]', cookie: '[redacted]' });
  });

  it('never writes tokens, passwords, keys, payment payloads nor signatures', () => {
    const { logger, text } = capture();
    logger.info({ token: 'SECRET-1', body: { password: 'SECRET-2', access_token: 'SECRET-3', data: 'SECRET-4', signature: 'SECRET-5' } }, 'fields');
    logger.info({ link: 'http://a.example/password-reset/token/SECRET-6' }, 'mail');
    logger.info({ path: '/cart/thankyou?order=X&key=SECRET-7' }, 'request');
    logger.info('opened /password-reset/token/SECRET-8');
    expect(text()).not.toMatch(/SECRET-/);
  });

  it('writes a database error without the values of its statement', () => {
    const { logger, text, entries } = capture();
    const cause = Object.assign(new Error('unsupported Unicode escape sequence'), { detail: 'SECRET-DETAIL', where: 'JSON data, line 1: {"SECRET-WHERE' });
    const error = new DrizzleQueryError('insert into "payment_events" ("payload") values ($1)', ['{"order_id":"SECRET-PAYLOAD"}'], cause);
    logger.error({ err: error }, 'unhandled error');
    expect(text()).not.toMatch(/SECRET-/);
    logger.error({ err: cause }, 'database error');
    const [statement, database] = entries();
    expect(statement!.err.message).toBe('Failed query: insert into "payment_events" ("payload") values ($1)\nparams: [redacted]');
    expect(statement!.err.stack).toContain('caused by: Error: unsupported Unicode escape sequence');
    expect(database!.err).toMatchObject({ message: 'unsupported Unicode escape sequence', detail: '[redacted]', where: '[redacted]' });
  });
});
