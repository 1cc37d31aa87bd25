/**
 * npm run create-admin -- <email> <password>
 * Makes an admin account (or promotes an existing one and sets its password). The spec does not say how admins are
 * made; this is our answer: only someone with shell access to the server can create one.
 */
import { openDatabase } from '../api/db';
import { readEnv } from '../api/env';
import { migrate } from '../api/migrate';
import { makeAdmin } from '../api/repos/admin';
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
  // Every session the account had ends (a session from before the promotion must not become an admin session).
  const { created } = await makeAdmin(db.sql, email, await hashPassword(password));
  console.log(created ? `Admin ${email} created.` : `${email} is now an admin (password updated, every session of the account ended).`);
} finally {
  await db.close();
}
