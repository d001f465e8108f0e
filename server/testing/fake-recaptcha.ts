import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRecaptcha {
  /** The siteverify URL for RECAPTCHA_VERIFY_URL. */
  url: string;
  secret: string;
  /** Every verification asked for, as received. */
  requests: URLSearchParams[];
  close(): Promise<void>;
}

/** The settings that point the shop's reCAPTCHA check at this stand-in (threshold 0.5). */
export function recaptchaEnv(google: FakeRecaptcha): Record<string, string> {
  return { RECAPTCHA_SECRET_KEY: google.secret, RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_VERIFY_URL: google.url, RECAPTCHA_MIN_SCORE: '0.5' };
}

/**
 * A local stand-in for Google's siteverify that speaks its documented protocol: a form-encoded
 * POST with secret, response and remoteip; an answer with success, score, action and error codes.
 * Tokens name their verdict: "human:<action>:<n>" scores 0.9, "bot:<action>:<n>" 0.1, anything else is
 * invalid; each token verifies once (a reused one fails with timeout-or-duplicate).
 */
export async function startFakeRecaptcha(secret = 'test-secret'): Promise<FakeRecaptcha> {
  const requests: URLSearchParams[] = [];
  const used = new Set<string>();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      requests.push(form);
      const answer = (value: object) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (request.method !== 'POST' || request.headers['content-type']?.split(';')[0] !== 'application/x-www-form-urlencoded') {
        return answer({ success: false, 'error-codes': ['bad-request'] });
      }
      if (form.get('secret') !== secret) return answer({ success: false, 'error-codes': ['invalid-input-secret'] });
      const token = form.get('response');
      if (!token) return answer({ success: false, 'error-codes': ['missing-input-response'] });
      if (used.has(token)) return answer({ success: false, 'error-codes': ['timeout-or-duplicate'] });
      used.add(token);
      const [kind, action] = token.split(':');
      if ((kind !== 'human' && kind !== 'bot') || !action) return answer({ success: false, 'error-codes': ['invalid-input-response'] });
      answer({ success: true, score: kind === 'human' ? 0.9 : 0.1, action, challenge_ts: new Date().toISOString(), hostname: 'localhost' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    secret,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
