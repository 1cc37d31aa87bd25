/**
 * npm run create-admin -- <email> <password>
 * Makes an admin account (or promotes an existing one and sets its password). The spec does not say how admins are
 * made; this is our answer: only someone with shell access to the server can create one.
 */
import { withUserTx } from '../api/sync/tx';
import { openDatabase } from '../api/db';
import { readEnv } from '../api/env';
import { migrate } from '../api/migrate';
import { createUser, findUserByEmail, setPassword } from '../api/repos/users';
import { hashPassword } from '../api/services/crypto';

const [email, password] = process.argv.slice(2);
if (!email || !password || !email.includes('@')) {
  console.error('Usage: npm run create-admin -- <email> <password>');
  process.exit(2);
}
if (password.length < 8) {
  console.error('Password must be at least 8 characters');
  process.exit(2);
}
const env = readEnv();
const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await migrate(db.sql);
  const hash = await hashPassword(password);
  const existing = await findUserByEmail(db.sql, email);
  if (existing) {
    // users is a synced table: written under the user's sync lock, like every synced row (api/sync/tx.ts).
    await withUserTx(db.sql, existing.id, async (tx) => {
      await setPassword(tx, existing.id, hash);
      await tx`update users set role = 'admin', subscription_status = 'active', subscription_plan = 'admin', email_verified_at = coalesce(email_verified_at, now()) where id = ${existing.id}`;
    });
    console.log(`${email} is now an admin (password updated).`);
  } else {
    const u = await createUser(db.sql, {
      email,
      passwordHash: hash,
      role: 'admin',
      subscriptionPlan: 'admin',
      subscriptionStatus: 'active',
    });
    // The operator vouches for the address; under the user's sync lock like every write to users.
    await withUserTx(db.sql, u.id, (tx) => tx`update users set email_verified_at = now() where id = ${u.id}`);
    console.log(`Admin ${email} created.`);
  }
} finally {
  await db.close();
}
