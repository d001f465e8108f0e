import { placeholderMeta } from '../components/content/placeholder-page.tsx';
import { TokenInvalid } from '../components/content/token-invalid.tsx';

export const meta = placeholderMeta('pages.profileEmailConfirm');

// Accounts and their one-time links open later; until then no token can be valid.
export default function Page() {
  return <TokenInvalid requestNewPath="/" />;
}
