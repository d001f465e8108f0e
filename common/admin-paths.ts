/** The back office's pages and their data requests (`/admin.data`, `/admin/….data`). */
export function isAdminPagePath(path: string): boolean {
  // The router matches paths whatever their case: so does this check.
  const lower = path.toLowerCase();
  return lower === '/admin' || lower === '/admin.data' || lower.startsWith('/admin/');
}
