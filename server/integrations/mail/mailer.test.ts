import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createMailer } from './mailer.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tabir-outbox-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('mailer without SMTP_URL', () => {
  it('writes each message to the outbox as an .eml file and logs where, never the link nor the address', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const mailer = createMailer({ SMTP_URL: undefined, MAIL_FROM: 'Tabir <shop@tabir.example>', outboxDir: join(dir, 'outbox') }, logger);
    await mailer.deliver({ to: 'reader@example.com', subject: 'Тема листа', text: 'Текст https://tabir.example/x', html: '<p>HTML</p>', kind: 'confirmEmail', link: 'https://tabir.example/x' });
    const files = await readdir(join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d+-confirmEmail-[0-9a-f]{8}\.eml$/);
    const raw = await readFile(join(dir, 'outbox', files[0]!), 'utf8');
    expect(raw).toContain('To: reader@example.com');
    expect(raw).toContain('From: Tabir <shop@tabir.example>');
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg.startsWith('mail written to the outbox'));
    expect(logged).toMatchObject({ kind: 'confirmEmail', toDomain: 'example.com', subject: 'Тема листа', file: join(dir, 'outbox', files[0]!) });
    expect(lines.join('\n')).not.toContain('https://tabir.example/x');
    expect(lines.join('\n')).not.toContain('reader@');
  });
});
