// Writes the browser journeys' members of staff (tests/e2e/staff-accounts.ts) into a fresh
// database before the e2e server opens it; the server then migrates nothing new and loads the
// demo shop as on any empty install.
import { openDatabase } from '../server/db/client.ts';
import { staff } from '../server/db/schema/staff.ts';
import { hashPassword } from '../server/modules/auth/auth.passwords.ts';
import { e2eStaff } from '../tests/e2e/staff-accounts.ts';

export async function seedE2eStaff(databaseDir: string): Promise<void> {
  const database = await openDatabase({ dataDir: databaseDir });
  try {
    await database.migrate();
    for (const member of Object.values(e2eStaff)) {
      await database.db
        .insert(staff)
        .values({ email: member.email, name: member.name, role: member.role, locale: 'uk', passwordHash: await hashPassword(member.password), totpSecret: member.totpSecret, totpEnrolledAt: new Date() })
        .onConflictDoNothing();
    }
  } finally {
    await database.close();
  }
}
