import { expect, test } from '@playwright/test';
import { createClient } from '@libsql/client';
import { ownServer } from '../helpers/server.ts';

test('the first start creates, migrates and seeds the database; a restart keeps every row', async () => {
  test.setTimeout(60_000);
  const server = ownServer('restart');
  const BASE = server.base;
  try {
    await server.start();
    const seeded = await (await fetch(`${BASE}/api/businesses`)).json();
    const events = await (await fetch(`${BASE}/api/events`)).json();
    expect(seeded.length).toBeGreaterThanOrEqual(60);
    await server.stop();

    // Change the data while the server is down, as an admin would have through the app.
    const client = createClient({ url: `file:${server.databaseFile}` });
    await client.execute(`update businesses set name = 'Apollo Theater (renovated)' where id = 1`);
    await client.execute(
      `insert into businesses (name, address, community_board_id, category_id, rating) values ('New Corner Cafe', '1 W 126th St, New York, NY 10027', 10, 10, 4.9)`,
    );
    client.close();

    await server.start();
    const after = await (await fetch(`${BASE}/api/businesses`)).json();
    expect(after.length).toBe(seeded.length + 1);
    expect(after.map((business: { name: string }) => business.name)).toContain('New Corner Cafe');
    expect((await (await fetch(`${BASE}/api/businesses/1`)).json()).name).toBe('Apollo Theater (renovated)');
    expect((await (await fetch(`${BASE}/api/events`)).json()).length).toBe(events.length);
  } finally {
    await server.remove();
  }
});
