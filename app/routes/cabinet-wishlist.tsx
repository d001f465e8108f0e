import { PlaceholderPage, placeholderMeta } from '../components/content/placeholder-page.tsx';

export const meta = placeholderMeta('pages.cabinetWishlist');

export default function Page() {
  return <PlaceholderPage titleKey="pages.cabinetWishlist" />;
}
