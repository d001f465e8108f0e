export interface MenuItem {
  id: number;
  name: string;
  /** Locale-neutral path ("/namety"); links add the /en prefix for English. */
  url: string;
  children: MenuItem[];
}

export interface Menu {
  id: number;
  name: string;
  items: MenuItem[];
}

/** The spec's four menus: header, footer, second header, text pages. */
export const menuIds = { header: 1, footer: 2, headerSecond: 7, textPages: 53 } as const;
export const maxMenuDepth = 3;
