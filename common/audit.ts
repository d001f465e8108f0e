// First, before any schema is made: zod decides at a schema's creation whether to compile it.
import './zod-without-eval.ts';
import { z } from 'zod';
import { optionalCalendarDay } from './calendar-day.ts';

const optionalText = (max: number) => z.string().trim().max(max, 'validations.maxLength').optional().transform((value) => value || undefined);

/** The owner's filters of the audit log (page query and API query alike; all strings there). */
export const auditFilterSchema = z.object({
  staff_id: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int('validations.invalid').positive('validations.invalid').max(2_147_483_647, 'validations.invalid').optional()),
  action: optionalText(80),
  entity_type: optionalText(80),
  entity_id: optionalText(80),
  /** Days (YYYY-MM-DD, Kyiv time), both included. */
  from: optionalCalendarDay,
  to: optionalCalendarDay,
  page: z.coerce.number().int('validations.invalid').min(1, 'validations.invalid').max(100_000, 'validations.invalid').default(1),
  per_page: z.coerce.number().int('validations.invalid').min(1, 'validations.invalid').max(200, 'validations.invalid').default(50),
});

export type AuditFilter = z.output<typeof auditFilterSchema>;

export interface AuditEntryView {
  id: number;
  at: string;
  actor: { staffId: number; name: string; email: string } | { system: string } | { removed: true };
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
  ip: string | null;
}

export interface AuditPage {
  entries: AuditEntryView[];
  total: number;
  page: number;
  perPage: number;
}
