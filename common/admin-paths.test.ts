import { describe, expect, it } from 'vitest';
import { isAdminPagePath } from './admin-paths.ts';

describe('the back office paths', () => {
  it('are found whatever the case, as the router matches them', () => {
    expect(['/admin', '/admin.data', '/admin/orders/1', '/ADMIN/set-password/x', '/Admin/orders.data'].every(isAdminPagePath)).toBe(true);
    expect(['/', '/administrator', '/en/admin', '/adminx/orders'].some(isAdminPagePath)).toBe(false);
  });
});
