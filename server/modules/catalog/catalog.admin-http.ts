import type { Context } from 'hono';
import { z } from 'zod';
import '../../../app/locales/admin-catalog/index.ts';
import { translator } from '../../../common/i18n.ts';
import { HttpError } from '../../http/errors.ts';
import { readBody, validationError } from '../../http/validation.ts';
import type { StaffEnv } from '../staff/staff.guard.ts';
import { requestOriginOf } from '../staff/staff.request.ts';
import type { CatalogWriteErrors } from './categories.write.ts';
import type { AuditedDeleteResult } from '../audit/audited-save.ts';

// What the catalogue structure's calls (categories, attributes, brands) share: reading and
// checking input, who changes what, and refusals as HTTP errors in the member's language.

export function paramOf<S extends z.ZodType>(c: Context<StaffEnv>, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.param());
  if (!parsed.success) throw validationError(parsed.error.issues, c.var.staff.locale);
  return parsed.data;
}

export async function bodyOf<S extends z.ZodType>(c: Context<StaffEnv>, schema: S): Promise<z.output<S>> {
  // Read as any object first, so field messages follow the member's language, not the browser's.
  const parsed = schema.safeParse(await readBody(c, z.looseObject({})));
  if (!parsed.success) throw validationError(parsed.error.issues, c.var.staff.locale);
  return parsed.data;
}

/** The member, address and time an audited change carries. */
export const changeOf = (c: Context<StaffEnv>) => ({ actor: c.var.staff, ip: requestOriginOf(c).ip, now: c.var.deps.now() });

export const notFoundError = (c: Context<StaffEnv>, key: string) => new HttpError(404, translator(c.var.staff.locale)(key));

/** A writer's field errors as a 422 (catalogue keys translated with `vars`). */
export function writeErrors(c: Context<StaffEnv>, errors: CatalogWriteErrors, vars: Record<string, string | number> = {}): HttpError {
  const t = translator(c.var.staff.locale);
  const params = Object.fromEntries(Object.entries(errors).map(([field, keys]) => [field, keys.map((key) => t(key, vars))]));
  return new HttpError(422, Object.values(params)[0]?.[0] ?? t('validations.invalid'), { params });
}

/** A delete's answer: `{ data: { id } }`, else 404 for what is gone or 422 saying why it stays. */
export function deletedAnswer(c: Context<StaffEnv>, id: number, result: AuditedDeleteResult, notFoundKey: string) {
  if (!result.ok) throw result.reason === 'notFound' ? notFoundError(c, notFoundKey) : writeErrors(c, result.errors, { count: result.products });
  return c.json({ data: { id } }, 200);
}
