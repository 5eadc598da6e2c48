/** Export Data: every CSV parses, starts with a BOM, quotes what needs quoting, leaves out secrets, and streams a page at a time. */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import * as schema from '#db/schema.ts';
import { csvStream } from '#lib/server/admin/exports/csv-stream.ts';
import { streamedResponse } from '#lib/server/http/gzip-stream.ts';
import { EXPORT_NAMES, EXPORT_TABLES } from '#lib/server/admin/exports/export-tables.ts';
import { GET as exportApi } from '#pages/api/admin/exports/[table].ts';
import { csvHeaderIn } from '#lib/i18n/localized/exports.ts';
import { ATTENDEE_HEADER, attendeesCsv } from '#lib/server/events/attendees-csv.ts';
import { hashPassword } from '#lib/server/auth/password.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { callApi } from '../helpers/api.ts';
import { useFreshDatabase } from '../helpers/database.ts';

async function readAll(stream: ReadableStream<Uint8Array>): Promise<{ text: string; chunks: number }> {
  const reader = stream.getReader();
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  let text = '';
  let chunks = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { text, chunks };
    chunks++;
    text += decoder.decode(value, { stream: true });
  }
}

describe('admin exports', async () => {
  const { db } = await useFreshDatabase({ seed: true });
  const admin = await storeAccount(db, 'admin');
  const owner = await storeAccount(db, 'business_owner');

  it('every export parses with a CSV parser, with its header and a BOM', async () => {
    for (const name of EXPORT_NAMES) {
      const table = EXPORT_TABLES[name];
      const { text } = await readAll(csvStream(table.header, (after, limit) => table.read(db, after, limit)));
      expect(text.startsWith('\uFEFF'), name).toBe(true);
      const rows = parse(text.slice(1)) as string[][];
      expect(rows[0], name).toEqual(table.header);
      expect(
        rows.every((row) => row.length === table.header.length),
        name,
      ).toBe(true);
    }
  });

  it('keeps commas, quotes and line breaks, defuses formulas, and leaves out password hashes', async () => {
    await db.insert(schema.users).values({
      email: 'tricky@example.com',
      firstName: 'Ann, "the" Planner',
      lastName: '=HYPERLINK("http://x")',
      passwordHash: await hashPassword('brownstone-77'),
    });
    const table = EXPORT_TABLES.users;
    const { text } = await readAll(csvStream(table.header, (after, limit) => table.read(db, after, limit)));
    const rows = parse(text.slice(1), { columns: true }) as Record<string, string>[];
    const tricky = rows.find((row) => row.email === 'tricky@example.com')!;
    expect(tricky['first name']).toBe('Ann, "the" Planner');
    expect(tricky['last name']).toBe('\'=HYPERLINK("http://x")');
    expect(text).not.toContain('scrypt');
    expect(Object.keys(tricky).some((key) => /password|hash|stripe|token/i.test(key))).toBe(false);
    const event = (await db.select().from(schema.events).limit(1))[0];
    await db.insert(schema.eventRegistrations).values({
      userId: admin.id,
      eventId: event.id,
      firstName: 'Line',
      lastName: 'Break',
      email: 'lines@example.com',
      phone: '212 555 0100',
      specialRequests: 'x',
    });
    const registrations = parse(
      (await readAll(csvStream(EXPORT_TABLES.registrations.header, (a, l) => EXPORT_TABLES.registrations.read(db, a, l)))).text.slice(1),
      { columns: true },
    ) as Record<string, string>[];
    expect(registrations.find((row) => row.email === 'lines@example.com')).toMatchObject({ event: event.title, 'first name': 'Line' });
  });

  it('streams a large table a page at a time, complete', async () => {
    const values = Array.from({ length: 1200 }, (_, n) => ({ email: `bulk${n}@example.com`, firstName: `Bulk\n${n}` }));
    for (let start = 0; start < values.length; start += 200) await db.insert(schema.users).values(values.slice(start, start + 200));
    const total = (await db.select().from(schema.users)).length;
    const table = EXPORT_TABLES.users;
    const { text, chunks } = await readAll(csvStream(table.header, (after, limit) => table.read(db, after, limit), 500));
    const rows = parse(text.slice(1)) as string[][];
    expect(rows.length - 1).toBe(total);
    expect(chunks).toBeGreaterThanOrEqual(Math.ceil(total / 500));
    expect(rows.find((row) => row[1] === 'bulk1199@example.com')?.[2]).toBe('Bulk\n1199');
  });

  it('the download: admins only, named by date, unknown tables 404', async () => {
    const answer = await callApi(exportApi, '/api/admin/exports/businesses', { table: 'businesses' }, { user: admin });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="harlem-guide-businesses-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(String(answer.body)).toContain('Lenox Avenue Soul Kitchen');
    expect((await callApi(exportApi, '/api/admin/exports/users', { table: 'users' }, { user: owner })).status).toBe(403);
    expect((await callApi(exportApi, '/api/admin/exports/users', { table: 'users' }, { user: null })).status).toBe(401);
    expect((await callApi(exportApi, '/api/admin/exports/passwords', { table: 'passwords' }, { user: admin })).status).toBe(404);
  });

  it('streams every row once, in id order, read 500 at a time, gzipped on the way where the app compresses', async () => {
    const bulk = Array.from({ length: 700 }, (_, n) => ({
      title: `Bulk event ${n}`,
      startsAt: new Date(Date.UTC(2030, 0, 1) + n * 3_600_000),
    }));
    for (let start = 0; start < bulk.length; start += 300) await db.insert(schema.events).values(bulk.slice(start, start + 300));
    const ids = (await db.select({ id: schema.events.id }).from(schema.events)).map((row) => row.id).sort((a, b) => a - b);
    // The route, as the Node server's compression middleware receives it: plain CSV, streamed.
    const answer = await callApi(exportApi, '/api/admin/exports/events', { table: 'events' }, { user: admin });
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="harlem-guide-events-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = String(answer.body);
    const rows = parse(text.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => Number(row.id))).toEqual(ids);
    expect(rows.find((row) => row.title === 'Bulk event 699')).toBeDefined();
    // As Workers send it: gzipped on the way (CompressionStream) when the client takes gzip, else plain.
    const csv = () => new Response(text).body!;
    const headers = { 'content-type': 'text/csv; charset=utf-8' };
    const asked = (acceptEncoding: string) => new Request('http://localhost/', { headers: { 'accept-encoding': acceptEncoding } });
    const gzipped = streamedResponse(asked('gzip, deflate, br'), csv(), headers, true);
    expect([gzipped.headers.get('content-encoding'), gzipped.headers.get('vary')]).toEqual(['gzip', 'Accept-Encoding']);
    expect(await new Response(gzipped.body!.pipeThrough(new DecompressionStream('gzip'))).text()).toBe(text);
    for (const acceptEncoding of ['identity', 'gzip;q=0', 'br']) {
      const plain = streamedResponse(asked(acceptEncoding), csv(), headers, true);
      expect(plain.headers.get('content-encoding'), acceptEncoding).toBeNull();
      expect(await plain.text()).toBe(text);
    }
    expect(streamedResponse(asked('gzip'), csv(), headers, false).headers.get('content-encoding')).toBeNull();
    // Read by keyset a page at a time: each read starts after the last id the one before returned.
    const reads: number[] = [];
    const table = EXPORT_TABLES.events;
    await readAll(csvStream(table.header, (after, limit) => (reads.push(after), table.read(db, after, limit))));
    expect(reads).toEqual([0, ...Array.from({ length: Math.floor(ids.length / 500) }, (_, page) => ids[(page + 1) * 500 - 1])]);
  });

  it('words the headers in the language of the page the download came from, English as it was', async () => {
    for (const name of EXPORT_NAMES) {
      const header = EXPORT_TABLES[name].header;
      expect(csvHeaderIn('en', header), name).toEqual(header);
      for (const locale of ['es', 'fr'] as const) {
        const words = csvHeaderIn(locale, header);
        // Every column has its own words, none left in English (the ids read "ID").
        expect(
          words.filter((word, i) => word === header[i]),
          `${name} ${locale}`,
        ).toEqual([]);
        expect(new Set(words).size, `${name} ${locale}`).toBe(header.length);
      }
    }
    expect(csvHeaderIn('es', EXPORT_TABLES.users.header)).toEqual([
      'ID',
      'correo electrónico',
      'nombre',
      'apellido',
      'rol',
      'prémium',
      'prémium hasta',
      'ID del negocio',
      'estado de la suscripción',
      'fecha de suspensión',
      'correo verificado',
      'fecha de creación',
    ]);
    const answer = await callApi(exportApi, '/api/admin/exports/events?lang=es', { table: 'events' }, { user: admin });
    const rows = parse(String(answer.body).replace(/^\uFEFF/, '')) as string[][];
    expect(rows[0]).toEqual([
      'ID',
      'título',
      'inicio',
      'fin',
      'lugar',
      'precio',
      'capacidad',
      'lugares ocupados',
      'requiere reserva',
      'solo para miembros',
      'activo',
      'ID del negocio',
      'ID del distrito comunitario',
      'fecha de creación',
    ]);
    // The cells stay as stored: machine-readable instants and amounts.
    expect(rows[1][2]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // A language the guide does not speak is English.
    const unknown = parse(
      String((await callApi(exportApi, '/api/admin/exports/events?lang=de', { table: 'events' }, { user: admin })).body).replace(
        /^\uFEFF/,
        '',
      ),
    ) as string[][];
    expect(unknown[0]).toEqual(EXPORT_TABLES.events.header);
  });

  it('the attendee list in Spanish: headers and statuses in Spanish, what people wrote as written', () => {
    const attendees = [
      {
        name: 'Ana Díaz',
        email: 'ana@example.com',
        phone: '212 555 0100',
        status: 'awaiting_payment' as const,
        registeredAt: '2026-12-05T15:00:00.000Z',
        specialRequests: 'Window table',
        registrationId: 1,
        seats: 1,
        tickets: [],
      },
    ];
    const [header, row] = parse(attendeesCsv(attendees, 'es')) as string[][];
    expect(header).toEqual([
      'Nombre',
      'Correo electrónico',
      'Teléfono',
      'Estado',
      'Inscripción (hora de Nueva York)',
      'Peticiones especiales',
    ]);
    expect(row).toEqual(['Ana Díaz', 'ana@example.com', '212 555 0100', 'Pendiente de pago', expect.any(String), 'Window table']);
    expect((parse(attendeesCsv(attendees, 'fr')) as string[][])[0][3]).toBe('Statut');
    expect(parse(attendeesCsv(attendees)) as string[][]).toEqual([
      [...ATTENDEE_HEADER],
      ['Ana Díaz', 'ana@example.com', '212 555 0100', 'Awaiting payment', row[4], 'Window table'],
    ]);
  });
});
