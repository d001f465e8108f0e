import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// The shared rule of common/text.ts on the calls outside the checkout (which has its own table in
// checkout.integrity.test.ts): every text a shopper types is refused with a control character in
// it, with the field's message in the request's language.
let t: TestApp;
let bearer: Record<string, string>;
let lvivSettlement: string;

beforeAll(async () => {
  t = await createTestApp();
  bearer = (await signedInAccount(t, { email: 'controls@example.com' })).bearer;
  lvivSettlement = (await t.post('/api/delivery/cities', { lang: 'uk', query: 'Льв' })).body.data[0].ref;
});
afterAll(() => t.close());

const message = {
  uk: 'Приберіть розриви рядка, табуляцію та інші недруковані символи',
  en: 'Remove line breaks, tabs and other non-printing characters',
};

type Call = [path: string, field: string, body: (lang: 'uk' | 'en', character: string) => Record<string, unknown>, auth?: boolean];
const calls: Call[] = [
  ['/api/search', 'string', (lang, c) => ({ lang, string: `нам${c}ет` })],
  ['/api/delivery/cities', 'query', (lang, c) => ({ lang, query: `Льв${c}ів` })],
  ['/api/delivery/warehouses', 'query', (lang, c) => ({ lang, settlement_ref: lvivSettlement, kind: 'branch', query: `1${c}2` })],
  ['/api/news/subscribe', 'email', (lang, c) => ({ lang, email: `taras${c}@example.com` })],
  ['/api/auth/register', 'name', (lang, c) => ({ lang, name: `Тарас${c} Шевченко`, email: 'new@example.com', password: 'long-password', password_confirmation: 'long-password' })],
  ['/api/auth/login', 'email', (lang, c) => ({ lang, email: `taras@exa${c}mple.com`, password: 'long-password' })],
  ['/api/auth/password-reset', 'email', (lang, c) => ({ lang, email: `taras@exa${c}mple.com` })],
  ['/api/profile/update', 'name', (lang, c) => ({ lang, name: `Тарас${c} Шевченко`, email: 'controls@example.com' }), true],
];

describe('control characters in the other calls', () => {
  for (const lang of ['uk', 'en'] as const) {
    it(`are refused in every text field with its message in ${lang}`, async () => {
      for (const [path, field, body, auth] of calls) {
        for (const character of ['\u0000', '\n', '\r', '\t', '\u007F', '\u0085', '\u009B', '\u2028', '\u2029']) {
          const answer = await t.post(path, body(lang, character), auth ? bearer : {});
          const label = `${path} ${field} with U+${character.codePointAt(0)!.toString(16).padStart(4, '0')}`;
          expect(answer.status, label).toBe(422);
          expect(answer.body.errors.params[field], label).toContain(message[lang]);
        }
      }
    });
  }
});
