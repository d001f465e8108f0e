import { PlaceholderPage, placeholderMeta } from '../components/content/placeholder-page.tsx';

export const meta = placeholderMeta('pages.cabinet');

export default function Page() {
  return <PlaceholderPage titleKey="pages.cabinet" />;
}
