/** The back office's pages and their data requests (`/admin.data`, `/admin/….data`). */
export function isAdminPagePath(path: string): boolean {
  return path === '/admin' || path === '/admin.data' || path.startsWith('/admin/');
}
