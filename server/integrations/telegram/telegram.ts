import { z } from 'zod';

export type TelegramFailure = 'timeout' | 'network' | 'refused' | 'malformed';

/**
 * Why the Bot API did not take a message. Its text never holds the token (which is in the URL's
 * path): the job keeps it as its last error.
 */
export class TelegramError extends Error {
  readonly reason: TelegramFailure;
  /** The Bot API's `error_code` (HTTP status), for `refused`. */
  readonly code?: number;
  /** Seconds to wait before trying again, after flood control (429). */
  readonly retryAfter?: number;

  constructor(reason: TelegramFailure, detail: string, extra: { code?: number; retryAfter?: number } = {}) {
    super(`Telegram ${reason}: ${detail}`);
    this.name = 'TelegramError';
    this.reason = reason;
    this.code = extra.code;
    this.retryAfter = extra.retryAfter;
  }
}

export interface TelegramOptions {
  token: string;
  /** `https://api.telegram.org`; tests point it at a local stand-in. */
  apiUrl: string;
  timeoutMs?: number;
}

const answerSchema = z.union([
  z.object({ ok: z.literal(true), result: z.object({ message_id: z.number() }).loose() }),
  z.object({
    ok: z.literal(false),
    error_code: z.number(),
    description: z.string().catch(''),
    parameters: z.object({ retry_after: z.number().optional() }).loose().optional(),
  }),
]);

/** Text for `parse_mode: "HTML"`: only `<`, `>`, `&` (and `"` inside attributes) have meaning there. */
export function escapeTelegramHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

export type TelegramClient = ReturnType<typeof createTelegramClient>;

/** The Bot API's `sendMessage`: JSON POST to `/bot<token>/sendMessage`, answered `{ ok, result }` or `{ ok:false, error_code, description }`. */
export function createTelegramClient({ token, apiUrl, timeoutMs = 10_000 }: TelegramOptions) {
  return {
    /** Sends an HTML-formatted message without a link preview; answers the message's id. */
    async sendMessage({ chatId, html }: { chatId: string; html: string }): Promise<number> {
      let response: Response;
      try {
        response = await fetch(`${apiUrl.replace(/\/+$/, '')}/bot${token}/sendMessage`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ chat_id: chatId, text: html, parse_mode: 'HTML', link_preview_options: { is_disabled: true } }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        // The cause of a failed fetch may name the URL, and with it the token: it is not kept.
        const name = (error as { name?: string }).name;
        if (name === 'TimeoutError' || name === 'AbortError') throw new TelegramError('timeout', `sendMessage gave no answer in ${timeoutMs} ms`);
        throw new TelegramError('network', 'sendMessage could not be reached');
      }
      let json: unknown;
      try {
        json = await response.json();
      } catch {
        throw new TelegramError('malformed', `sendMessage answered HTTP ${response.status} without JSON`, { code: response.status });
      }
      const answer = answerSchema.safeParse(json);
      if (!answer.success) throw new TelegramError('malformed', `sendMessage answered HTTP ${response.status} outside the protocol`, { code: response.status });
      if (!answer.data.ok) {
        const { error_code: code, description, parameters } = answer.data;
        throw new TelegramError('refused', `${code} ${description}`.trim(), { code, retryAfter: parameters?.retry_after });
      }
      return answer.data.result.message_id;
    },
  };
}
