/** The cabinet's sections, as the header menu and the cabinet's own nav list them. */
export const cabinetSections = [
  { path: '/cabinet', key: 'cabinet.nav.profile' },
  { path: '/cabinet/orders', key: 'cabinet.nav.orders' },
  { path: '/cabinet/wishlist', key: 'cabinet.nav.wishlist' },
] as const;
