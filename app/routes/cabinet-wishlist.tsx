import { useTranslation } from 'react-i18next';
import type { Route } from './+types/cabinet-wishlist';
import { localeOfRequest } from '../../common/paths.ts';
import { getWishlistIds } from '../../server/modules/profile/profile.wishlist.ts';
import { listWishlistProducts } from '../../server/modules/wishlist/wishlist.service.ts';
import { requireCabinetUser } from '../lib/cabinet.server.ts';
import { getDeps } from '../lib/deps.server.ts';
import { privatePageHeaders } from '../lib/http-cache.ts';
import { placeholderMeta } from '../components/content/placeholder-page.tsx';
import { CabinetShell } from '../components/cabinet/cabinet-shell.tsx';
import { CabinetWishlist } from '../components/cabinet/cabinet-wishlist.tsx';

export async function loader(args: Route.LoaderArgs) {
  const user = await requireCabinetUser(args);
  const { db } = getDeps(args.context);
  const ids = await getWishlistIds(db, { userId: user.id });
  // Newest first, like the wishlist page.
  const products = await listWishlistProducts(db, { ids: [...ids].reverse(), locale: localeOfRequest(args.request) });
  return { ids, products };
}

export const headers = privatePageHeaders;

export const meta = placeholderMeta('pages.cabinetWishlist');

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <CabinetShell title={t('pages.cabinetWishlist')}>
      <CabinetWishlist ids={loaderData.ids} products={loaderData.products} />
    </CabinetShell>
  );
}
