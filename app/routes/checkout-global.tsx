import { PlaceholderPage, placeholderMeta } from '../components/content/placeholder-page.tsx';

export const meta = placeholderMeta('pages.checkoutGlobal');

export default function Page() {
  return <PlaceholderPage titleKey="pages.checkoutGlobal" />;
}
