import { placeholderMeta } from '../components/content/placeholder-page.tsx';
import { WishlistPage } from '../components/wishlist/wishlist-page.tsx';

// Kept out of search indexes like every page of the shopper's own.
export const meta = placeholderMeta('pages.wishlist');

export default function Page() {
  return <WishlistPage />;
}
