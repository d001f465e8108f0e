import { useTranslation } from 'react-i18next';
import type { Route } from './+types/cabinet';
import { toProfileView } from '../../server/modules/profile/profile.service.ts';
import { requireCabinetUser } from '../lib/cabinet.server.ts';
import { privatePageHeaders } from '../lib/http-cache.ts';
import { placeholderMeta } from '../components/content/placeholder-page.tsx';
import { CabinetShell } from '../components/cabinet/cabinet-shell.tsx';
import { ProfilePanel } from '../components/cabinet/profile-panel.tsx';

export async function loader(args: Route.LoaderArgs) {
  // The session check has read the profile already.
  const user = await requireCabinetUser(args);
  return { profile: toProfileView(user) };
}

export const headers = privatePageHeaders;

export const meta = placeholderMeta('pages.cabinet');

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <CabinetShell title={t('pages.cabinet')}>
      <p className="mb-6 text-lg">{t('cabinet.greeting', { name: loaderData.profile.name })}</p>
      <ProfilePanel profile={loaderData.profile} />
    </CabinetShell>
  );
}
