import { describe, expect, it } from 'vitest';
import { recipientLanguagesIn } from '#lib/server/mail/recipient-language.ts';
import { storeLanguage } from '#lib/server/preferences/language.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { countRoundTrips, useFreshDatabase } from '../helpers/database.ts';

const { db } = await useFreshDatabase();

describe("many recipients' languages", () => {
  it("reads every recipient's chosen language in one query, English for the rest and for visitors", async () => {
    const [spanish, french, english, silent] = await Promise.all([
      storeAccount(db, 'user'),
      storeAccount(db, 'user'),
      storeAccount(db, 'user'),
      storeAccount(db, 'user'),
    ]);
    await storeLanguage(db, spanish.id, 'es');
    await storeLanguage(db, french.id, 'fr');
    await storeLanguage(db, english.id, 'en');
    let languageOf: Awaited<ReturnType<typeof recipientLanguagesIn>> = () => 'en';
    const trips = await countRoundTrips(async () => {
      languageOf = await recipientLanguagesIn(db, [spanish.id, french.id, english.id, silent.id, null]);
    });
    expect(trips).toBe(1);
    expect([spanish.id, french.id, english.id, silent.id, null].map(languageOf)).toEqual(['es', 'fr', 'en', 'en', 'en']);
  });

  it('asks nothing when there is no member among them', async () => {
    expect(await countRoundTrips(() => recipientLanguagesIn(db, [null, undefined]))).toBe(0);
  });
});
