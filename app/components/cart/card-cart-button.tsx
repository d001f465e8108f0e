import { useNavigate } from 'react-router';
import type { ProductCardView } from '../../../common/catalog.ts';
import { useLocalizePath } from '../../lib/links.tsx';
import { AddToCartButton } from './add-to-cart-button.tsx';

/**
 * A card's add-to-cart (for products in stock): a product with one option goes straight into the cart; one with
 * several opens its product page, where the size prompt shows.
 */
export function CardCartButton({ product }: { product: ProductCardView }) {
  const navigate = useNavigate();
  const localize = useLocalizePath();
  return <AddToCartButton productId={product.id} productName={product.name} variant="compact" needsOption={product.options > 1} onChooseOption={() => navigate(localize(product.path))} />;
}
