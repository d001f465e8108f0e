import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface FakeNbuRate {
  cc: string;
  rate: number;
  txt?: string;
  r030?: number;
}

export interface FakeNbu {
  /** Full URL of the exchange endpoint including `?json`, for NBU_RATES_URL. */
  url: string;
  /** Requests received, answered or not. */
  requests: number;
  /** What later answers list; `date` is DD.MM.YYYY, by default today in Kyiv (as of each answer). */
  setRates(rates: FakeNbuRate[], date?: string): void;
  /** The next `count` requests are refused with `status` (503 unless told) and an HTML error page. */
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
}

/** Numeric ISO 4217 codes and the bank's Ukrainian names, for rows set without them. */
const known: Record<string, { r030: number; txt: string }> = {
  USD: { r030: 840, txt: 'Долар США' },
  EUR: { r030: 978, txt: 'Євро' },
  PLN: { r030: 985, txt: 'Злотий' },
  GBP: { r030: 826, txt: 'Фунт стерлінгів' },
  CHF: { r030: 756, txt: 'Швейцарський франк' },
  CZK: { r030: 203, txt: 'Чеська крона' },
};

const defaultRates: FakeNbuRate[] = [
  { cc: 'USD', rate: 41.5 },
  { cc: 'EUR', rate: 48.2 },
  { cc: 'PLN', rate: 11.3 },
];

const kyivDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Kyiv', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in Kyiv as DD.MM.YYYY, the bank's own notation. */
function kyivToday(): string {
  const part = (type: string) => kyivDay.formatToParts(new Date()).find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')}`;
}

const exchangePath = '/NBUStatService/v1/statdirectory/exchange';

/**
 * A local National Bank of Ukraine that speaks `GET /NBUStatService/v1/statdirectory/exchange?json`:
 * a JSON array of `{ r030, txt, rate, cc, exchangedate: "DD.MM.YYYY" }`, narrowed to one currency by
 * `valcode=XXX`. Anything else (another path or method, no `json` parameter) is a 404.
 */
export async function startFakeNbu(): Promise<FakeNbu> {
  const sockets = new Set<Socket>();
  let rates: FakeNbuRate[] = defaultRates;
  let date: string | undefined;
  let failures = { left: 0, status: 503 };
  const fake: FakeNbu = {
    url: '',
    requests: 0,
    setRates(next, on) {
      rates = next.map((rate) => ({ ...rate }));
      date = on;
    },
    failNext(count, status = 503) {
      failures = { left: count, status };
    },
    close: async () => {},
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    request.resume();
    request.on('end', () => {
      fake.requests++;
      const url = new URL(request.url ?? '/', 'http://fake');
      if (request.method !== 'GET' || url.pathname !== exchangePath || !url.searchParams.has('json')) {
        response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
        return response.end('<html><body><h1>404 Not Found</h1></body></html>');
      }
      if (failures.left > 0) {
        failures.left--;
        response.writeHead(failures.status, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(`<html><body><h1>${failures.status} ${STATUS_CODES[failures.status] ?? 'Error'}</h1></body></html>`);
      }
      const valcode = url.searchParams.get('valcode')?.toUpperCase();
      const exchangedate = date ?? kyivToday();
      const rows = rates
        .filter((rate) => !valcode || rate.cc.toUpperCase() === valcode)
        .map(({ cc, rate, txt, r030 }) => ({
          r030: r030 ?? known[cc.toUpperCase()]?.r030 ?? 0,
          txt: txt ?? known[cc.toUpperCase()]?.txt ?? cc,
          rate,
          cc,
          exchangedate,
          // Some of the bank's answers carry this marker; a client must take it in its stride.
          special: null,
        }));
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(rows));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${exchangePath}?json`;
  fake.close = () =>
    new Promise((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return fake;
}
