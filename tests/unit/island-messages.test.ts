import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { areaOf, fromPageLanguagePack, packModule } from '../../integrations/island-messages.ts';

const source = (key: string) => readFileSync(new URL(`../../src/paraglide/messages/${key}.js`, import.meta.url), 'utf8');

/** A pack run as a module would be in the browser: its exports by key. */
async function load(pack: string): Promise<Record<string, (inputs?: Record<string, unknown>) => string>> {
  return import(`data:text/javascript,${encodeURIComponent(pack)}`);
}

describe("islands' messages in the page's language", () => {
  it('a message module sent to the browser keeps no text and takes its function from the pack', () => {
    const browser = fromPageLanguagePack(source('trip_copy_link'), 'trip_copy_link')!;
    expect(browser).toContain("await pick('trip_copy_link')");
    expect(browser).not.toContain('Copy link');
    expect(browser).not.toContain('Copiar enlace');
  });

  it("a pack holds one language's texts of the messages given, plurals included, and nothing of the others", async () => {
    const messages = ['trip_copy_link', 'events_upcoming_count'].map((key) => ({ key, source: source(key) }));
    const spanish = packModule('es', messages);
    expect(spanish).not.toContain('Copy link');
    expect(spanish).not.toContain('Copier');
    const pack = await load(spanish);
    expect(pack.trip_copy_link()).toBe('Copiar enlace');
    expect(pack.events_upcoming_count({ count: 1, shown: 1 })).toBe('1 evento próximo');
    expect(pack.events_upcoming_count({ count: 3, shown: 3 })).toBe('3 eventos próximos');
    const french = await load(packModule('fr', messages));
    expect(french.events_upcoming_count({ count: 2, shown: 2 })).toBe('2 événements à venir');
    expect((await load(packModule('en', messages))).trip_copy_link()).toBe('Copy link');
  });

  it('an area is the start of a key', () => {
    expect(areaOf('trip_copy_link')).toBe('trip');
    expect(areaOf('price')).toBe('price');
  });
});
