/**
 * npm run create-admin -- <email> <password>
 * Makes an admin account (or promotes an existing one and sets its password). The spec does not say how admins are
 * made; this is our answer: only someone with shell access to the server can create one.
 */
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
    await setPassword(db.sql, existing.id, hash);
    await db.sql`update users set role = 'admin', subscription_status = 'active', subscription_plan = 'admin' where id = ${existing.id}`;
    console.log(`${email} is now an admin (password updated).`);
  } else {
    await createUser(db.sql, { email, passwordHash: hash, role: 'admin', subscriptionPlan: 'admin', subscriptionStatus: 'active' });
    console.log(`Admin ${email} created.`);
  }
} finally {
  await db.close();
}
