/**
 * npm run user:create -- --email a@b.c --role admin --first Ada [--last Lovelace] [--business 3] [--premium]
 * The password is read from --password, or HARLEM_USER_PASSWORD, or asked for on the terminal.
 */
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { closeDb, loadEnvFile, prepareDatabase } from './prepare-database.ts';
import { getDb } from '../src/lib/server/db/client.ts';
import { createUserAccount } from '../src/lib/server/auth/create-user.ts';
import { orExit } from './database/exit-on-failure.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string', default: 'user' },
    first: { type: 'string' },
    last: { type: 'string' },
    business: { type: 'string' },
    premium: { type: 'boolean', default: false },
  },
});

loadEnvFile();
let password = values.password ?? process.env.HARLEM_USER_PASSWORD;
if (!password && process.stdin.isTTY) {
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  password = await terminal.question('Password (at least 6 characters): ');
  terminal.close();
}
const result = await orExit(async () => {
  await prepareDatabase({ seed: false });
  return createUserAccount(getDb(), {
    email: values.email ?? '',
    password: password ?? '',
    role: values.role as 'user',
    firstName: values.first ?? '',
    lastName: values.last,
    businessId: values.business,
    premium: values.premium,
  });
});
closeDb();
if ('error' in result) {
  console.error(`Account not created:\n${result.error}`);
  process.exit(1);
}
console.log(`Created ${values.role} account ${values.email} (id ${result.id}).`);
