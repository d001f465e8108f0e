/** What the menu page's action answers when it does not send the editor elsewhere. */
export interface MenuActionAnswer {
  intent: 'create' | 'update' | 'delete' | 'order';
  message: string;
  errors?: Record<string, string[]>;
}

/** An address of the menu page: a menu, and the form or notice it opens with. */
export function menusHref(menuId: number | null, open: { add?: number | 'top'; edit?: number; delete?: number; created?: number; deleted?: number } = {}): string {
  const params = new URLSearchParams();
  if (menuId !== null) params.set('menu', String(menuId));
  for (const [name, value] of Object.entries(open)) if (value !== undefined) params.set(name, String(value));
  const query = params.toString();
  return query ? `/admin/menus?${query}` : '/admin/menus';
}
