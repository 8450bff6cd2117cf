/**
 * bun run user:create --username U --email E --password P --role client|accountant|manager|admin
 *   [--totp-secret BASE32]   turns two-factor sign-in on with a key you already hold (32 base32
 *                            characters) and prints the recovery codes once; without it an admin
 *                            turns it on at their first /admin sign-in.
 */
import { parseArgs } from 'node:util';
import { isEmail } from '../domain/email.ts';
import { ROLES } from '../domain/enums.ts';
import { PASSWORD_MIN_LENGTH } from '../domain/constants.ts';
import { prepareDatabase } from '../api/boot.ts';
import { loadConfig } from '../api/config.ts';
import { createUser, isRole } from '../api/modules/accounts/create-user.ts';
import { createAppContext } from '../api/context.ts';
import { createTwoFactorService } from '../api/modules/two-factor/service.ts';
import { HttpProblem } from '../api/lib/problem.ts';

function fail(message: string): never {
  console.error(`user:create: ${message}`);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string', default: 'client' },
    'totp-secret': { type: 'string' },
  },
  strict: true,
});
const { username, email, password, role = 'client', 'totp-secret': totpSecret } = values;
if (!username || !email || !password) fail('--username, --email and --password are required.');
if (!isRole(role)) fail(`unknown role "${role}". Use one of: ${ROLES.join(', ')}.`);
if (!isEmail(email)) fail(`"${email}" is not a valid e-mail address.`);
if (password.length < PASSWORD_MIN_LENGTH) fail(`the password must be at least ${PASSWORD_MIN_LENGTH} characters.`);

if (totpSecret !== undefined && !/^[A-Z2-7]{32}$/.test(totpSecret))
  fail('--totp-secret must be 32 base32 characters (A-Z, 2-7).');

const config = loadConfig();
const database = await prepareDatabase(config);
try {
  // The operator typed the address on the server: it counts as verified (decision 031).
  const user = await createUser(database.db, { username, email, password, role, emailVerifiedAt: new Date() });
  console.log(`Created ${user.role} "${user.username}" <${user.email}> (id ${user.id}).`);
  if (totpSecret !== undefined) {
    const twoFactor = createTwoFactorService(await createAppContext(config, database));
    const { recoveryCodes } = await twoFactor.enableWithKey(user.id, totpSecret);
    console.log(`Two-factor sign-in is on. Recovery codes (shown once): ${recoveryCodes.join(' ')}`);
  }
} catch (error) {
  if (error instanceof HttpProblem) fail(error.detail);
  throw error;
} finally {
  database.client.close();
}
