// @vitest-environment jsdom
/** The news RSS feed, read back with jsdom's XML parser (not the library that writes it). */
import { describe, expect, it } from 'vitest';
import { getNewsCategory } from '#lib/domain/news.ts';
import { newsFeedXml } from '#lib/server/content/news-feed.ts';
import { buildNewsArticle } from '../factories/news.ts';

const ORIGIN = 'https://guide.harlem.example';
const DC = 'http://purl.org/dc/elements/1.1/';
const MEDIA = 'http://search.yahoo.com/mrss/';
const ATOM = 'http://www.w3.org/2005/Atom';

const older = buildNewsArticle('stoop-sale', {
  title: 'Stoops & Sales <Saturday>',
  publishedAt: new Date('2026-03-01T14:00:00Z'),
  author: { firstName: "Ren'ee", lastName: 'O&Neil' },
});
const newer = buildNewsArticle('jazz-at-minton', {
  title: 'Jazz at Minton’s',
  image: '/images/categories/music-a.png',
  category: getNewsCategory('music')!,
  publishedAt: new Date('2026-05-28T12:30:00Z'),
});

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

describe('the news feed', async () => {
  const xml = await newsFeedXml([older, newer], ORIGIN);
  const doc = parse(xml);
  const channel = doc.querySelector('rss > channel')!;
  const items = [...doc.getElementsByTagName('item')];
  const text = (parent: Element, name: string) => parent.getElementsByTagName(name)[0]?.textContent;

  it('is RSS 2.0 whose channel names the news page and itself', () => {
    expect(doc.documentElement.nodeName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    expect(text(channel, 'title')).toBe('Harlem News');
    expect(text(channel, 'link')).toBe(`${ORIGIN}/news`);
    expect(text(channel, 'language')).toBe('en-us');
    expect(channel.getElementsByTagNameNS(ATOM, 'link')[0].getAttribute('href')).toBe(`${ORIGIN}/news/rss.xml`);
    expect(Date.parse(text(channel, 'lastBuildDate')!)).toBe(newer.publishedAt.getTime());
  });

  it('lists the articles newest first with absolute links, dates and categories', () => {
    expect(items.map((item) => text(item, 'title'))).toEqual(['Jazz at Minton’s', 'Stoops & Sales <Saturday>']);
    expect(items.map((item) => text(item, 'link'))).toEqual([`${ORIGIN}/news/jazz-at-minton`, `${ORIGIN}/news/stoop-sale`]);
    expect(items.map((item) => text(item, 'guid'))).toEqual([`${ORIGIN}/news/jazz-at-minton`, `${ORIGIN}/news/stoop-sale`]);
    expect(items.map((item) => Date.parse(text(item, 'pubDate')!))).toEqual([newer.publishedAt.getTime(), older.publishedAt.getTime()]);
    expect(items.map((item) => text(item, 'category'))).toEqual(['Music', 'Community']);
    expect(text(items[1], 'description')).toBe(older.excerpt);
  });

  it('names each author and illustration, escaped', () => {
    expect(items.map((item) => item.getElementsByTagNameNS(DC, 'creator')[0]?.textContent)).toEqual(['Ada Writer', "Ren'ee O&Neil"]);
    const media = items.map((item) => item.getElementsByTagNameNS(MEDIA, 'content')[0]);
    expect(media.map((element) => element.getAttribute('url'))).toEqual([
      `${ORIGIN}/images/categories/music-a.png`,
      `${ORIGIN}/images/fallback.svg`,
    ]);
    expect(media.map((element) => element.getAttribute('type'))).toEqual(['image/png', 'image/svg+xml']);
  });

  it('is a valid empty channel without articles', async () => {
    const empty = parse(await newsFeedXml([], ORIGIN));
    expect(empty.getElementsByTagName('item')).toHaveLength(0);
    expect(empty.getElementsByTagName('lastBuildDate')).toHaveLength(0);
  });
});
