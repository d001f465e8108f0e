import '../../locales/parcel/index.ts';
import { useTranslation } from 'react-i18next';
import type { ParcelView } from '../../../common/parcel.ts';
import type { Locale } from '../../../common/locales.ts';
import { formatInKyiv } from '../../../common/intl-formats.ts';

const trackedDate = (iso: string, locale: Locale) => formatInKyiv(iso, locale, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A Nova Poshta parcel: its waybill with the carrier's tracking link and its last state, in the
 * reader's language (Nova Poshta's own Ukrainian words added for a Ukrainian reader).
 */
export function ParcelState({ parcel, locale, headingId }: { parcel: ParcelView; locale: Locale; headingId: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line p-5" data-parcel={parcel.stage}>
      <h2 id={headingId} className="text-lg font-bold">
        {t('parcel.title')}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold text-muted">{t('parcel.waybill')}</dt>
        <dd>
          <span className="font-bold tabular-nums" data-waybill="">
            {parcel.waybill_number}
          </span>{' '}
          <a href={parcel.tracking_url} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center font-semibold text-olive-700 underline">
            {t('parcel.track')}
          </a>
        </dd>
        <dt className="font-semibold text-muted">{t('parcel.state')}</dt>
        <dd>
          <p data-parcel-stage={parcel.stage}>{t(`parcel.stage.${parcel.stage}`)}</p>
          {locale === 'uk' && parcel.status_text && <p className="text-sm text-muted">{parcel.status_text}</p>}
          {parcel.tracked_at && <p className="text-sm text-muted">{t('parcel.updated', { date: trackedDate(parcel.tracked_at, locale) })}</p>}
        </dd>
      </dl>
    </section>
  );
}
