import { createClient } from '@libsql/client';
const c = createClient({ url: 'file:/tmp/pay.db' });
for (const q of process.argv.slice(2)) console.log((await c.execute(q)).rows);
