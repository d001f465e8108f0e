import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../lib/links.tsx';

/** An empty cabinet list (orders, wishlist): what is missing, and a way to the catalogue. */
export function CabinetEmpty({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-lg bg-sand p-6">
      <p className="max-w-xl">{message}</p>
      <LocalizedLink to="/" className="mt-4 inline-flex min-h-11 items-center rounded bg-olive-700 px-5 font-semibold text-white hover:bg-olive-800">
        {t('wishlist.toCatalog')}
      </LocalizedLink>
    </div>
  );
}
