import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { forgetReadThrough } from '../../db/read-cache.ts';
import { singleRow } from '../../db/rows.ts';
import { currencies } from '../../db/schema/settings.ts';
import { baseCurrency, type CurrencyUpdate, type NbuRefreshReport, type StaffCurrencyView } from '../../../common/admin-currencies.ts';
import { trimDecimal } from '../../../common/money.ts';
import type { NbuRate } from '../../integrations/nbu/nbu.ts';
import { recordAudit, type AuditActor } from '../audit/audit.record.ts';

/** The audit log's actor of the daily refresh. */
export const nbuRefreshActor = { system: 'nbu-rates' } as const;

const staffColumns = {
  code: currencies.code,
  status: currencies.status,
  prefix: currencies.prefix,
  suffix: currencies.suffix,
  rate: currencies.rate,
  // Hryvnias per unit as an editor reads a rate: the stored rate's inverse, to 6 decimals.
  uahPerUnit: sql<string>`round(1 / ${currencies.rate}, 6)::text`,
  rateManual: currencies.rateManual,
  rateDate: currencies.rateDate,
  isDefault: currencies.isDefault,
};

type StaffCurrencyRow = { code: string; status: number; prefix: string; suffix: string; rate: string; uahPerUnit: string; rateManual: boolean; rateDate: string | null; isDefault: boolean };

function toView(row: StaffCurrencyRow): StaffCurrencyView {
  return {
    code: row.code,
    offered: row.status !== 0,
    prefix: row.prefix,
    suffix: row.suffix,
    rate: trimDecimal(row.rate),
    uah_per_unit: trimDecimal(row.uahPerUnit),
    rate_source: row.rateManual ? 'manual' : 'nbu',
    rate_date: row.rateDate,
    is_default: row.isDefault,
    is_base: row.code === baseCurrency,
  };
}

/** Every currency, in the storefront's order. */
export async function listStaffCurrencies(db: Database): Promise<StaffCurrencyView[]> {
  const rows = await db.select(staffColumns).from(currencies).orderBy(asc(currencies.position), asc(currencies.code));
  return rows.map(toView);
}

export type CurrencyUpdateResult = { ok: true; currency: StaffCurrencyView; changed: boolean } | { ok: false; reason: 'notFound' | 'baseOffered' | 'defaultOffered' };

/**
 * Changes a currency's offer, prefix, suffix and rate in one transaction with its audit entry. The
 * base currency's rate stays 1 whatever is sent; it and the default currency cannot be withdrawn
 * (every price is in hryvnias, and a shopper who picked nothing sees the default). Handing the
 * rate back to the bank keeps the current rate until the next refresh writes the bank's.
 */
export async function updateCurrency(
  db: Database,
  { code, change, actor, ip, now }: { code: string; change: CurrencyUpdate; actor: AuditActor; ip?: string | null; now: Date },
): Promise<CurrencyUpdateResult> {
  const result = await db.transaction(async (tx) => {
    const [before] = await tx.select(staffColumns).from(currencies).where(eq(currencies.code, code)).for('update');
    if (!before) return { ok: false, reason: 'notFound' } as const;
    const isBase = code === baseCurrency;
    if (!change.offered && isBase) return { ok: false, reason: 'baseOffered' } as const;
    if (!change.offered && before.isDefault) return { ok: false, reason: 'defaultOffered' } as const;
    const manual = !isBase && change.rate_source === 'manual';
    const typedRate = manual && change.uah_per_unit !== undefined ? change.uah_per_unit : null;
    // The row locked above is there to update.
    const after = singleRow(
      await tx
        .update(currencies)
        .set({
          status: change.offered ? 1 : 0,
          prefix: change.prefix,
          suffix: change.suffix,
          rateManual: manual,
          ...(typedRate === null ? {} : { rate: sql`round(1 / ${typedRate}::numeric, 10)`, rateDate: null }),
          updatedAt: now,
        })
        .where(eq(currencies.code, code))
        .returning(staffColumns),
    );
    const beforeView = toView(before);
    const afterView = toView(after);
    const changed = JSON.stringify(beforeView) !== JSON.stringify(afterView);
    if (changed) {
      await recordAudit(tx, { actor, action: 'currency.update', entity: { type: 'currency', id: code }, before: auditState(beforeView), after: auditState(afterView), ip, at: now });
    }
    return { ok: true, currency: afterView, changed } as const;
  });
  // This process shows the change at once; others when they see the page version move.
  if (result.ok && result.changed) forgetReadThrough(db);
  return result;
}

const auditState = ({ offered, prefix, suffix, uah_per_unit, rate_source }: StaffCurrencyView) => ({ offered, prefix, suffix, uah_per_unit, rate_source });

/**
 * Writes the bank's rates to every currency whose rate is not typed by hand, in one transaction
 * with an audit entry per rate that moved. The base currency is never touched.
 */
export async function applyNbuRates(db: Database, { rates, now }: { rates: Map<string, NbuRate>; now: Date }): Promise<NbuRefreshReport> {
  const refreshed = await db.transaction(async (tx) => {
    const rows = await tx.select(staffColumns).from(currencies).where(ne(currencies.code, baseCurrency)).orderBy(asc(currencies.code)).for('update');
    const report: NbuRefreshReport = { updated: [], unchanged: [], manual: [], missing: [] };
    for (const row of rows) {
      if (row.rateManual) {
        report.manual.push(row.code);
        continue;
      }
      const quoted = rates.get(row.code);
      if (!quoted) {
        report.missing.push(row.code);
        continue;
      }
      const bankRate = sql`round(1 / ${quoted.uahPerUnit}::numeric, 10)`;
      // Only a rate or date that moved is written: an unchanged row would still raise the page version.
      const [after] = await tx
        .update(currencies)
        .set({ rate: bankRate, rateDate: quoted.date, updatedAt: now })
        .where(and(eq(currencies.code, row.code), sql`(${currencies.rate} <> ${bankRate} or ${currencies.rateDate} is distinct from ${quoted.date}::date)`))
        .returning(staffColumns);
      if (!after) {
        report.unchanged.push(row.code);
        continue;
      }
      report.updated.push(row.code);
      await recordAudit(tx, {
        actor: nbuRefreshActor,
        action: 'currency.nbu-rate',
        entity: { type: 'currency', id: row.code },
        before: { uah_per_unit: trimDecimal(row.uahPerUnit), rate_date: row.rateDate },
        after: { uah_per_unit: trimDecimal(after.uahPerUnit), rate_date: after.rateDate },
        at: now,
      });
    }
    return report;
  });
  if (refreshed.updated.length > 0) forgetReadThrough(db);
  return refreshed;
}
