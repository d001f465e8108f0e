/** What a member of staff is allowed to do in the back office; the server checks it on every call. */
export const staffRoles = ['owner', 'manager', 'content_editor'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** `shop_settings`: bank details, where orders are announced, analytics ids and maintenance (owner only). */
export const staffCapabilities = ['dashboard', 'orders', 'customers', 'reviews', 'catalog', 'content', 'settings', 'shop_settings', 'staff', 'audit', 'jobs'] as const;
export type StaffCapability = (typeof staffCapabilities)[number];

const capabilitiesOf: Record<StaffRole, readonly StaffCapability[]> = {
  owner: staffCapabilities,
  manager: ['dashboard', 'orders', 'customers', 'reviews'],
  content_editor: ['dashboard', 'catalog', 'content', 'settings'],
};

export function can(role: StaffRole, capability: StaffCapability): boolean {
  return capabilitiesOf[role].includes(capability);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}
