import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface FakeTelegramMessage {
  chatId: string;
  text: string;
  parseMode: string | undefined;
  body: Record<string, unknown>;
}

export interface FakeTelegram {
  /** For TELEGRAM_API_URL. */
  apiUrl: string;
  token: string;
  /** A chat the bot may write to (TELEGRAM_CHAT_ID of tests). */
  chatId: string;
  /** Messages delivered, in order. */
  messages: FakeTelegramMessage[];
  /** Requests received, delivered or not. */
  requests: number;
  /** The next `count` calls hit flood control: 429 with `retry_after` seconds. */
  flood(count: number, retryAfter: number): void;
  close(): Promise<void>;
}

const allowedTags = new Set(['b', 'strong', 'i', 'em', 'u', 'ins', 's', 'strike', 'del', 'a', 'code', 'pre', 'blockquote', 'tg-spoiler', 'span']);

/** Why Telegram would not parse this HTML text (a stray `<` or `&`, an unknown tag); null when it would. */
function htmlProblem(text: string): string | null {
  const stripped = text.replace(/<\/?([a-z-]+)(\s[^<>]*)?>/g, (tag, name: string) => (allowedTags.has(name) ? '' : tag));
  if (/[<>]/.test(stripped)) return "Bad Request: can't parse entities: unsupported start tag";
  if (/&(?!(lt|gt|amp|quot|#\d+|#x[0-9a-f]+);)/i.test(stripped)) return "Bad Request: can't parse entities: character '&' is reserved";
  return null;
}

/**
 * A local Telegram Bot API that speaks `POST /bot<token>/sendMessage` (JSON): `{ok:true, result:
 * <Message>}`, or `{ok:false, error_code, description}` at that HTTP status: 401 for another
 * token, 404 for another method, 400 for an unknown chat, an empty or too long text, or HTML it
 * cannot parse, and 429 with `parameters.retry_after` under flood control.
 */
export async function startFakeTelegram({ token = '123456789:fake-telegram-token-AAAAAAAAAAAAAAAAAAAA', chatId = '-1001234567890' } = {}): Promise<FakeTelegram> {
  const sockets = new Set<Socket>();
  let floods: { left: number; retryAfter: number } = { left: 0, retryAfter: 0 };
  const fake: FakeTelegram = {
    apiUrl: '',
    token,
    chatId,
    messages: [],
    requests: 0,
    flood(count, retryAfter) {
      floods = { left: count, retryAfter };
    },
    close: async () => {},
  };

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const refuse = (response: ServerResponse, code: number, description: string, parameters?: Record<string, unknown>) =>
    answer(response, code, { ok: false, error_code: code, description, ...(parameters ? { parameters } : {}) });

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      fake.requests++;
      const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(new URL(request.url ?? '/', 'http://fake').pathname);
      if (!match || match[1] !== token) return refuse(response, 401, 'Unauthorized');
      if (match[2] !== 'sendMessage' || request.method !== 'POST') return refuse(response, 404, 'Not Found');
      if (floods.left > 0) {
        floods.left--;
        return refuse(response, 429, `Too Many Requests: retry after ${floods.retryAfter}`, { retry_after: floods.retryAfter });
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return refuse(response, 400, 'Bad Request: invalid JSON');
      }
      const text = typeof body.text === 'string' ? body.text : '';
      if (String(body.chat_id ?? '') !== chatId) return refuse(response, 400, 'Bad Request: chat not found');
      if (text.trim() === '') return refuse(response, 400, 'Bad Request: message text is empty');
      if (text.length > 4096) return refuse(response, 400, 'Bad Request: message is too long');
      const problem = body.parse_mode === 'HTML' ? htmlProblem(text) : null;
      if (problem) return refuse(response, 400, problem);
      fake.messages.push({ chatId, text, parseMode: typeof body.parse_mode === 'string' ? body.parse_mode : undefined, body });
      answer(response, 200, { ok: true, result: { message_id: fake.messages.length, date: Math.floor(Date.now() / 1000), chat: { id: Number(chatId), type: 'supergroup' }, text } });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return fake;
}
