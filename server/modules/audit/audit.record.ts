import type { Database } from '../../db/client.ts';

/**
 * Placeholder with the agreed signature until the audit module lands; it records nothing yet.
 */
export async function recordAudit(
  _tx: Database,
  _entry: { actor: { id: number; email: string; name: string; role: string; locale: string } | { system: string }; action: string; entity: { type: string; id: string | number }; before: unknown; after: unknown },
): Promise<void> {}
