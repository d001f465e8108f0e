import { z } from 'zod';

export type NbuFailure = 'timeout' | 'network' | 'refused' | 'malformed';

/**
 * Why the National Bank's rates could not be had. Its text names the endpoint only as "exchange
 * rates", never by URL: the URL comes from settings and the error ends up in logs and job records.
 */
export class NbuError extends Error {
  readonly reason: NbuFailure;
  /** The HTTP status, for `refused` (and for `malformed` when an answer came at all). */
  readonly status?: number;

  constructor(reason: NbuFailure, detail: string, status?: number) {
    super(`NBU ${reason}: ${detail}`);
    this.name = 'NbuError';
    this.reason = reason;
    this.status = status;
  }
}

export interface NbuRate {
  /** ISO 4217 letter code, upper case. */
  code: string;
  /** UAH per one unit, as a decimal string exactly as sent (e.g. "41.4567") */
  uahPerUnit: string;
  /** YYYY-MM-DD */
  date: string;
}

export interface NbuOptions {
  /** `https://bank.gov.ua/NBUStatService/v1/statdirectory/exchange?json`; tests point it at a local stand-in. */
  url: string;
  timeoutMs?: number;
}

/**
 * The rate as a plain decimal string. JSON gave us a double, and `String` of a double is the shortest
 * text that reads back as the same double, so "41.4567" stays "41.4567" rather than turning into
 * 41.456699999…; only very small or very large values come out in exponent notation, and those are
 * written out positionally instead (to 10 places, which is finer than the bank ever publishes).
 * Null when no positional form carries the value (it rounds to zero, or is beyond `toFixed`'s range).
 */
function decimalText(value: number): string | null {
  const text = String(value);
  if (!text.includes('e')) return text;
  const fixed = value.toFixed(10);
  if (fixed.includes('e')) return null;
  const trimmed = fixed.replace(/0+$/, '').replace(/\.$/, '');
  return /[1-9]/.test(trimmed) ? trimmed : null;
}

/** "DD.MM.YYYY" → "YYYY-MM-DD" when it names a day of the calendar (not 31.02), else null. */
function isoDate(text: string): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  if (!match) return null;
  const [, day, month, year] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  // Date.UTC rolls 31.02 over into March: a day that does not survive the round trip does not exist.
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return `${year}-${month}-${day}`;
}

/** The answer as a whole: a JSON array. Its rows are judged one by one below. */
const answerSchema = z.array(z.unknown());

/**
 * One row, reduced to what the shop uses. `r030`, `txt`, `special` and whatever the bank adds later
 * are not needed and not required, so a change there does not cost us the rates.
 */
const rowSchema = z
  .object({
    cc: z.string().regex(/^[A-Za-z]{3}$/),
    rate: z.number().positive().refine(Number.isFinite),
    exchangedate: z.string(),
  })
  .loose()
  .transform((row, context): NbuRate => {
    const uahPerUnit = decimalText(row.rate);
    const date = isoDate(row.exchangedate);
    if (uahPerUnit === null || date === null) {
      context.addIssue({ code: 'custom', message: uahPerUnit === null ? 'rate has no decimal form' : 'not a calendar date' });
      return z.NEVER;
    }
    return { code: row.cc.toUpperCase(), uahPerUnit, date };
  });

export type NbuClient = ReturnType<typeof createNbuClient>;

/**
 * The National Bank of Ukraine's official exchange rates: `GET …/statdirectory/exchange?json`,
 * answered with a JSON array of `{ r030, txt, rate, cc, exchangedate: "DD.MM.YYYY" }`, where `rate`
 * is hryvnias per one unit of `cc`.
 */
export function createNbuClient({ url, timeoutMs = 10_000 }: NbuOptions) {
  const failureOf = (error: unknown, what: string): NbuError => {
    const { name, cause } = error as { name?: string; cause?: { code?: unknown } };
    if (name === 'TimeoutError' || name === 'AbortError') return new NbuError('timeout', `exchange rates gave no answer in ${timeoutMs} ms`);
    // The system's error code (ECONNREFUSED, ENOTFOUND…) says enough and, unlike the cause's message, never holds the URL.
    const code = typeof cause?.code === 'string' && /^[A-Z_]+$/.test(cause.code) ? ` (${cause.code})` : '';
    return new NbuError('network', `${what}${code}`);
  };

  return {
    /** Today's official rates, keyed by upper-case ISO code. Rows the bank botched are left out; none usable at all is `malformed`. */
    async rates(): Promise<Map<string, NbuRate>> {
      const signal = AbortSignal.timeout(timeoutMs);
      let response: Response;
      try {
        response = await fetch(url, { headers: { accept: 'application/json' }, signal });
      } catch (error) {
        throw failureOf(error, 'exchange rates could not be reached');
      }
      if (!response.ok) {
        // The body of a refusal (an HTML error page) is of no use; dropping it frees the connection.
        await response.body?.cancel().catch(() => {});
        throw new NbuError('refused', `HTTP ${response.status}`, response.status);
      }
      // The body is read as text first so that a connection lost mid-answer (or the deadline passing
      // while it streams) counts as the network failing, not as the bank sending nonsense.
      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        throw failureOf(error, 'exchange rates broke off mid-answer');
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new NbuError('malformed', `exchange rates answered HTTP ${response.status} without JSON`, response.status);
      }
      const answer = answerSchema.safeParse(json);
      if (!answer.success) throw new NbuError('malformed', `exchange rates answered HTTP ${response.status} outside the protocol`, response.status);

      const rates = new Map<string, NbuRate>();
      for (const item of answer.data) {
        // One bad row (a zero rate, a date like 31.02) must not cost the shop every other currency.
        const row = rowSchema.safeParse(item);
        // Should a code come twice, the first row stands.
        if (row.success && !rates.has(row.data.code)) rates.set(row.data.code, row.data);
      }
      // An array with nothing usable means the format changed under us, which must not pass for "no rates today".
      if (rates.size === 0) throw new NbuError('malformed', `exchange rates answered ${answer.data.length} rows, none usable`, response.status);
      return rates;
    },
  };
}
