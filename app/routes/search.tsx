import { PlaceholderPage, placeholderMeta } from '../components/content/placeholder-page.tsx';

export const meta = placeholderMeta('pages.search');

export default function Page() {
  return <PlaceholderPage titleKey="pages.search" />;
}
