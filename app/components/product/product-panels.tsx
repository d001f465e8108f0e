import { useTranslation } from 'react-i18next';
import type { ProductAttributeView } from '../../../common/catalog.ts';
import { LocalizedLink } from '../../lib/links.tsx';

export function InformationPanel({ description, attributes }: { description: string; attributes: ProductAttributeView[] }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="rich-text max-w-prose" dangerouslySetInnerHTML={{ __html: description }} />
      {attributes.length > 0 && (
        <div>
          <h3 className="text-lg font-bold">{t('productPage.specifications')}</h3>
          <table className="mt-2 w-full text-sm">
            <tbody>
              {attributes.map((attribute) => (
                <tr key={attribute.code} className="border-b border-line">
                  <th scope="row" className="py-2 pr-4 text-left font-normal text-muted">
                    {attribute.name}
                  </th>
                  <td className="py-2 font-semibold">{attribute.values.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export function FeaturesPanel({ features }: { features: string }) {
  return <div className="rich-text max-w-prose" dangerouslySetInnerHTML={{ __html: features }} />;
}

export function DeliveryPanel() {
  const { t } = useTranslation();
  return (
    <div className="max-w-prose">
      <p className="leading-relaxed">{t('productPage.deliveryText')}</p>
      <p className="mt-3">
        <LocalizedLink to="/delivery-and-payment" className="font-semibold text-olive-700 underline hover:text-ink">
          {t('productPage.deliveryLink')}
        </LocalizedLink>
      </p>
    </div>
  );
}
