// `npm run admin -- grant <email>` / `revoke <email>`: the one way (besides ADMIN_EMAIL) to make
// an admin. Uses the same settings as the server (DATABASE_URL or the PGlite folder); running
// servers on that database drop the user's cached sessions at once (admin-role.ts).
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { roleMessage, setAdminRoleOf } from './admin-role.ts';

const [command, email] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !email) {
  console.error('Usage: npm run admin -- grant <email> | revoke <email>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  await database.migrate();
  const found = await setAdminRoleOf(database.db, email, command === 'grant');
  if (!found) {
    console.error(`No account with the email ${email}: sign up first.`);
    process.exitCode = 1;
  } else {
    console.log(roleMessage(email, command === 'grant', found.twoFactorEnabled));
  }
} finally {
  await database.close();
}
