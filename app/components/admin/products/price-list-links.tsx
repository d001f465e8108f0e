import '../../../locales/admin-products-import/index.ts';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClass } from '../admin-format.ts';

/** Downloads of the whole catalogue as the price list the import takes back. */
export function PriceListExportLinks() {
  const { t } = useTranslation();
  return (
    <>
      <a href="/api/admin/products/export?format=csv" download className={secondaryButtonClass}>
        {t('adminProductsImport.exportCsv')}
      </a>
      <a href="/api/admin/products/export?format=xlsx" download className={secondaryButtonClass}>
        {t('adminProductsImport.exportXlsx')}
      </a>
    </>
  );
}
