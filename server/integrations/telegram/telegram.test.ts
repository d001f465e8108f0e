import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTelegram, type FakeTelegram } from '../../testing/fake-telegram.ts';
import { createTelegramClient, escapeTelegramHtml, TelegramError } from './telegram.ts';

let fake: FakeTelegram;
beforeAll(async () => {
  fake = await startFakeTelegram();
});
afterAll(() => fake.close());

async function failureOf(call: Promise<unknown>): Promise<TelegramError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(TelegramError);
  return error as TelegramError;
}

describe('sendMessage', () => {
  it('posts HTML without a link preview and answers the message id', async () => {
    const client = createTelegramClient({ token: fake.token, apiUrl: fake.apiUrl });
    const html = `<b>${escapeTelegramHtml('Замовлення <№1> & "ще"')}</b>`;
    const id = await client.sendMessage({ chatId: fake.chatId, html });
    expect(id).toBe(fake.messages.length);
    expect(fake.messages.at(-1)).toMatchObject({ chatId: fake.chatId, parseMode: 'HTML', text: '<b>Замовлення &lt;№1&gt; &amp; &quot;ще&quot;</b>' });
    expect(fake.messages.at(-1)?.body.link_preview_options).toEqual({ is_disabled: true });
  });

  it('the stand-in refuses HTML Telegram cannot parse, as the Bot API does', async () => {
    const error = await failureOf(createTelegramClient({ token: fake.token, apiUrl: fake.apiUrl }).sendMessage({ chatId: fake.chatId, html: 'A & B <script>' }));
    expect(error).toMatchObject({ reason: 'refused', code: 400 });
  });

  it('flood control: 429 with the seconds to wait', async () => {
    fake.flood(1, 7);
    const client = createTelegramClient({ token: fake.token, apiUrl: fake.apiUrl });
    const error = await failureOf(client.sendMessage({ chatId: fake.chatId, html: 'hi' }));
    expect(error).toMatchObject({ reason: 'refused', code: 429, retryAfter: 7 });
    await expect(client.sendMessage({ chatId: fake.chatId, html: 'hi' })).resolves.toBeGreaterThan(0);
  });

  it('a wrong token and an unknown chat, never naming the token', async () => {
    const wrong = await failureOf(createTelegramClient({ token: '1:wrong-token-xxxxxxxxxxxxxxxxxxxx', apiUrl: fake.apiUrl }).sendMessage({ chatId: fake.chatId, html: 'hi' }));
    expect(wrong).toMatchObject({ reason: 'refused', code: 401 });
    const chat = await failureOf(createTelegramClient({ token: fake.token, apiUrl: fake.apiUrl }).sendMessage({ chatId: '42', html: 'hi' }));
    expect(chat.message).toContain('chat not found');
    const unreachable = await failureOf(createTelegramClient({ token: fake.token, apiUrl: 'http://127.0.0.1:9' }).sendMessage({ chatId: fake.chatId, html: 'hi' }));
    expect(unreachable.reason).toBe('network');
    for (const error of [wrong, chat, unreachable]) expect(`${error.message} ${String(error.cause ?? '')}`).not.toContain(fake.token);
  });
});
