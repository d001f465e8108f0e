import { useState } from 'react';
import { useNavigate } from 'react-router';
import { localizePath } from '../../../common/paths.ts';
import { useLocale } from '../../lib/root-data.ts';
import { signOut } from '../../state/account.ts';

/** Signs out and goes home (the spec's logout); `busy` while the server answers. */
export function useSignOut() {
  const lang = useLocale();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return {
    busy,
    async signOut() {
      if (busy) return;
      setBusy(true);
      try {
        await signOut(lang);
        await navigate(localizePath('/', lang));
      } catch (error) {
        // The session is still there: the shopper may try again.
        console.warn('sign-out failed', error);
      } finally {
        setBusy(false);
      }
    },
  };
}
