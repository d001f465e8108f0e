import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeNbu, type FakeNbu } from '../../testing/fake-nbu.ts';
import { createNbuClient, NbuError } from './nbu.ts';

let fake: FakeNbu;
beforeEach(async () => {
  fake = await startFakeNbu();
});
afterEach(() => fake.close());

async function failureOf(call: Promise<unknown>): Promise<NbuError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(NbuError);
  return error as NbuError;
}

/** A server that answers whatever `answer` writes, for what the stand-in (speaking the protocol) never sends. */
async function startRaw(answer: (response: ServerResponse) => void): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    request.resume();
    answer(response);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/NBUStatService/v1/statdirectory/exchange?json`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const json = (body: string) => (response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(body);
};

describe('rates', () => {
  it('reads every currency, keyed by upper-case code, with the rate as sent and an ISO date', async () => {
    fake.setRates(
      [
        { cc: 'USD', rate: 41.4567 },
        { cc: 'eur', rate: 48.0123, txt: 'Євро', r030: 978 },
        { cc: 'JPY', rate: 0.27891 },
        { cc: 'KRW', rate: 0.0000305 },
        { cc: 'XAU', rate: 136543.21 },
      ],
      '05.03.2025',
    );
    const rates = await createNbuClient({ url: fake.url }).rates();
    expect([...rates.keys()].sort()).toEqual(['EUR', 'JPY', 'KRW', 'USD', 'XAU']);
    expect(rates.get('USD')).toEqual({ code: 'USD', uahPerUnit: '41.4567', date: '2025-03-05' });
    expect(rates.get('EUR')).toEqual({ code: 'EUR', uahPerUnit: '48.0123', date: '2025-03-05' });
    expect(rates.get('JPY')?.uahPerUnit).toBe('0.27891');
    expect(rates.get('KRW')?.uahPerUnit).toBe('0.0000305');
    expect(rates.get('XAU')?.uahPerUnit).toBe('136543.21');
  });

  it('writes out rates JavaScript would print in exponent notation', async () => {
    fake.setRates([{ cc: 'XXX', rate: 3.05e-7 }, { cc: 'USD', rate: 41.5 }], '01.01.2026');
    const rates = await createNbuClient({ url: fake.url }).rates();
    expect(String(3.05e-7)).toContain('e');
    expect(rates.get('XXX')?.uahPerUnit).toBe('0.000000305');
    expect(rates.get('USD')).toEqual({ code: 'USD', uahPerUnit: '41.5', date: '2026-01-01' });
  });

  it("the stand-in's default answer: USD, EUR and PLN of today in Kyiv, in one request and no valcode", async () => {
    const kyivToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    const before = kyivToday();
    const rates = await createNbuClient({ url: fake.url }).rates();
    const after = kyivToday();
    expect(fake.requests).toBe(1);
    expect(Object.fromEntries([...rates].map(([code, rate]) => [code, rate.uahPerUnit]))).toEqual({ USD: '41.5', EUR: '48.2', PLN: '11.3' });
    // Either side of the call, should a Kyiv midnight fall in between.
    expect([before, after]).toContain(rates.get('USD')?.date);
    expect(rates.get('USD')?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('the stand-in narrows to one currency by valcode, which the client takes as given', async () => {
    const raw = (await (await fetch(`${fake.url}&valcode=eur`)).json()) as { cc: string; r030: number; txt: string; rate: number }[];
    expect(raw).toEqual([expect.objectContaining({ cc: 'EUR', r030: 978, txt: 'Євро', rate: 48.2 })]);
    const rates = await createNbuClient({ url: `${fake.url}&valcode=PLN` }).rates();
    expect([...rates.keys()]).toEqual(['PLN']);
  });

  it('a refusal is `refused` with its status, without the URL; the next call succeeds', async () => {
    fake.failNext(1);
    const client = createNbuClient({ url: fake.url });
    const error = await failureOf(client.rates());
    expect(error).toMatchObject({ reason: 'refused', status: 503, message: 'NBU refused: HTTP 503', name: 'NbuError' });
    expect(error.message).not.toContain('127.0.0.1');
    await expect(client.rates()).resolves.toHaveProperty('size', 3);
    expect(fake.requests).toBe(2);

    fake.failNext(2, 429);
    expect(await failureOf(client.rates())).toMatchObject({ reason: 'refused', status: 429 });
    expect(await failureOf(client.rates())).toMatchObject({ reason: 'refused', status: 429 });
    await expect(client.rates()).resolves.toHaveProperty('size', 3);
  });

  it('another path, or no ?json, is a 404 from the stand-in', async () => {
    const wrongPath = await failureOf(createNbuClient({ url: fake.url.replace('/exchange', '/exchange_site') }).rates());
    expect(wrongPath).toMatchObject({ reason: 'refused', status: 404 });
    const noJson = await failureOf(createNbuClient({ url: fake.url.replace('?json', '') }).rates());
    expect(noJson).toMatchObject({ reason: 'refused', status: 404 });
  });

  it('a port nobody listens on is `network`, without the URL', async () => {
    const gone = await startFakeNbu();
    await gone.close();
    const error = await failureOf(createNbuClient({ url: gone.url }).rates());
    expect(error.reason).toBe('network');
    expect(error.status).toBeUndefined();
    expect(error.message).toMatch(/^NBU network: /);
    expect(error.message).not.toContain(gone.url);
    expect(error.message).not.toContain('NBUStatService');
  });

  it('no answer before the deadline is `timeout`', async () => {
    const silent = await startRaw(() => {});
    try {
      const error = await failureOf(createNbuClient({ url: silent.url, timeoutMs: 100 }).rates());
      expect(error.reason).toBe('timeout');
      expect(error.message).toContain('100 ms');
    } finally {
      await silent.close();
    }
  });

  it('anything but a JSON array of rows is `malformed`', async () => {
    const bodies = ['<html>Technical works</html>', '{"rates":[]}', '"USD"', 'null', '[]', '[1, "two", null, {}]', '[{"cc":"USD","rate":"41.5","exchangedate":"05.03.2025"}]'];
    for (const body of bodies) {
      const server = await startRaw(json(body));
      try {
        const error = await failureOf(createNbuClient({ url: server.url }).rates());
        expect({ body, reason: error.reason, status: error.status }).toEqual({ body, reason: 'malformed', status: 200 });
        expect(error.message).not.toContain(server.url);
      } finally {
        await server.close();
      }
    }
  });

  it('rows with a rate that is not a positive number or a date not in the calendar are left out', async () => {
    const rows = [
      { r030: 840, txt: 'Долар США', rate: 41.4567, cc: 'USD', exchangedate: '05.03.2025', special: 'N' },
      { r030: 978, txt: 'Євро', rate: 0, cc: 'EUR', exchangedate: '05.03.2025' },
      { r030: 985, txt: 'Злотий', rate: -11.3, cc: 'PLN', exchangedate: '05.03.2025' },
      { r030: 826, txt: 'Фунт стерлінгів', rate: '52.1', cc: 'GBP', exchangedate: '05.03.2025' },
      { r030: 756, txt: 'Швейцарський франк', rate: null, cc: 'CHF', exchangedate: '05.03.2025' },
      { r030: 203, txt: 'Чеська крона', rate: 1.8, cc: 'CZK', exchangedate: '31.02.2025' },
      { r030: 348, txt: 'Форинт', rate: 0.11, cc: 'HUF', exchangedate: '2025-03-05' },
      { r030: 946, txt: 'Румунський лей', rate: 9.1, exchangedate: '05.03.2025' },
      { r030: 392, txt: 'Єна', rate: 0.2789, cc: 'JPY', exchangedate: '29.02.2024', special: null },
      { r030: 999, txt: 'Знижена до нуля', rate: 1e-12, cc: 'XXX', exchangedate: '05.03.2025' },
      'not a row',
    ];
    const server = await startRaw(json(JSON.stringify(rows)));
    try {
      const rates = await createNbuClient({ url: server.url }).rates();
      expect([...rates.keys()].sort()).toEqual(['JPY', 'USD']);
      expect(rates.get('USD')).toEqual({ code: 'USD', uahPerUnit: '41.4567', date: '2025-03-05' });
      expect(rates.get('JPY')).toEqual({ code: 'JPY', uahPerUnit: '0.2789', date: '2024-02-29' });
    } finally {
      await server.close();
    }
  });

  it('an answer whose every row is bad is `malformed`, not an empty list', async () => {
    fake.setRates([{ cc: 'USD', rate: 0 }, { cc: 'EUR', rate: -1 }]);
    expect(await failureOf(createNbuClient({ url: fake.url }).rates())).toMatchObject({ reason: 'malformed', status: 200 });
    fake.setRates([{ cc: 'USD', rate: 41.5 }], '30.02.2025');
    expect(await failureOf(createNbuClient({ url: fake.url }).rates())).toMatchObject({ reason: 'malformed' });
  });
});
