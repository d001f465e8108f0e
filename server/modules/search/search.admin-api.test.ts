import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/staff.ts';
import { createStaffSession } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let editor: Awaited<ReturnType<typeof createStaffSession>>;
beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaffSession(t.deps, { role: 'content_editor' });
});
afterAll(() => t.close());

async function call(method: string, path: string, { cookie = editor.cookie, body }: { cookie?: string; body?: unknown } = {}) {
  const response = await t.app.request(path, {
    method,
    headers: { cookie, origin: 'http://localhost', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as any };
}

async function productNames(string: string): Promise<string[]> {
  const { body } = await t.post('/api/search', { lang: 'uk', string, per_page: 20 });
  return body.data.products.data.map((product: { name: string }) => product.name);
}

describe('/api/admin/search/synonyms', () => {
  it('lists the starter synonyms', async () => {
    const { status, body } = await call('GET', '/api/admin/search/synonyms');
    expect(status).toBe(200);
    expect(body.data.synonyms).toContainEqual(expect.objectContaining({ term: 'бронік', synonym: 'бронежилет' }));
    expect(body.data.synonyms).toContainEqual(expect.objectContaining({ term: 'спальний мішок', synonym: 'спальник' }));
  });

  it('adds a synonym that search uses at once, in both directions when asked, and audits it', async () => {
    expect(await productNames('сховище')).toEqual([]);
    const added = await call('POST', '/api/admin/search/synonyms', { body: { term: '  Сховище ', synonym: 'Намет', both_ways: true } });
    expect(added.status).toBe(201);
    expect(added.body.data.synonyms.map((row: { term: string; synonym: string }) => [row.term, row.synonym])).toEqual([
      ['сховище', 'намет'],
      ['намет', 'сховище'],
    ]);
    // Any form of the term counts: the stems are compared.
    expect(await productNames('сховища')).toContain('Намет «Трамп 2»');

    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'search.synonym-add'), eq(auditLog.entityId, String(added.body.data.synonyms[0].id))));
    expect(entry).toEqual(expect.objectContaining({ staffId: editor.actor.id, entityType: 'search_synonym', before: null, after: { term: 'сховище', synonym: 'намет' } }));

    const again = await call('POST', '/api/admin/search/synonyms', { body: { term: 'сховище', synonym: 'намет' } });
    expect(again.status).toBe(422);
    expect(again.body.errors.params.synonym).toEqual(['Такий синонім уже є']);
  });

  it('deletes a synonym, which search stops using at once, and audits it', async () => {
    const added = await call('POST', '/api/admin/search/synonyms', { body: { term: 'халабуда', synonym: 'шатро' } });
    const id = added.body.data.synonyms[0].id as number;
    expect(await productNames('халабуда')).toContain('Шатро «Альтанка»');

    const removed = await call('DELETE', `/api/admin/search/synonyms/${id}`);
    expect(removed).toEqual({ status: 200, body: { data: { id } } });
    expect(await productNames('халабуда')).toEqual([]);
    const [entry] = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'search.synonym-delete'), eq(auditLog.entityId, String(id))));
    expect(entry!.before).toEqual({ term: 'халабуда', synonym: 'шатро' });

    expect((await call('DELETE', `/api/admin/search/synonyms/${id}`)).status).toBe(404);
    expect((await call('DELETE', '/api/admin/search/synonyms/abc')).status).toBe(422);
  });

  it('lets the owner and content editors in, and nobody else', async () => {
    const owner = await createStaffSession(t.deps, { role: 'owner' });
    const manager = await createStaffSession(t.deps, { role: 'manager' });
    expect((await call('GET', '/api/admin/search/synonyms', { cookie: owner.cookie })).status).toBe(200);
    expect((await call('POST', '/api/admin/search/synonyms', { cookie: manager.cookie, body: { term: 'тент', synonym: 'намет' } })).status).toBe(403);
    expect((await call('DELETE', '/api/admin/search/synonyms/1', { cookie: manager.cookie })).status).toBe(403);
    expect((await call('GET', '/api/admin/search/synonyms', { cookie: '' })).status).toBe(401);
  });

  it('refuses bad input with field messages in the member’s language', async () => {
    const cases: [unknown, string, string][] = [
      [{ synonym: 'намет' }, 'term', 'Заповніть поле слово'],
      [{ term: '!!!', synonym: 'намет' }, 'term', 'Вкажіть хоча б одне слово з літер або цифр'],
      [{ term: 'один два три чотири', synonym: 'намет' }, 'term', 'Не більше 3 слів'],
      [{ term: 'Намет', synonym: 'намет!' }, 'synonym', 'Синонім має відрізнятися від слова'],
      [{ term: 'намет', synonym: 'x'.repeat(81) }, 'synonym', 'Не більше 80 символів'],
      [{ term: 'на\nмет', synonym: 'шатро' }, 'term', 'Приберіть розриви рядка, табуляцію та інші недруковані символи'],
      [{ term: 'намет', synonym: 'шатро', both_ways: 'так' }, 'both_ways', 'Неправильне значення'],
      [{ term: 42, synonym: 'шатро' }, 'term', 'Неправильне значення'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await call('POST', '/api/admin/search/synonyms', { body });
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.errors.params[field]?.[0], JSON.stringify(body)).toBe(message);
    }
    const english = await createStaffSession(t.deps, { role: 'content_editor', locale: 'en' });
    const answer = await call('POST', '/api/admin/search/synonyms', { cookie: english.cookie, body: { term: 'один два три чотири', synonym: 'намет' } });
    expect(answer.body.errors.params.term).toEqual(['At most 3 words']);
  });
});
