import '../../../locales/admin-customers/index.ts';
import { useTranslation } from 'react-i18next';

/** Links to an order's invoice and packing slip (PDF, opened in a new tab), for the order page. */
export function OrderDocuments({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const link = 'inline-flex min-h-11 items-center rounded border border-stone-400 px-3 font-medium underline md:min-h-9';
  return (
    <section aria-labelledby="order-documents-title" className="space-y-2">
      <h2 id="order-documents-title" className="font-semibold">
        {t('orderDocuments.links')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        <li>
          {/* A document, not a page of the app: the browser opens it itself. */}
          <a className={link} href={`/admin/orders/${orderId}/invoice.pdf`} target="_blank" rel="noopener">
            {t('orderDocuments.invoiceLink')}
          </a>
        </li>
        <li>
          <a className={link} href={`/admin/orders/${orderId}/packing-slip.pdf`} target="_blank" rel="noopener">
            {t('orderDocuments.packingSlipLink')}
          </a>
        </li>
      </ul>
    </section>
  );
}
