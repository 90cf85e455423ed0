import { describe, expect, it } from 'vitest';
import { isEmbedLocation } from '@/lib/embed';
import { isEmbedPage } from '../../server/src/serving/embed-pages';

// The pages the browser draws without the site around them are exactly those the server lets
// other sites frame: a page drawn bare but refused in a frame, or framed with the site's menu
// around it, would be a bug either way.
const URLS = [
  '/tools/interactive-map?embed=1',
  '/tools/houses-map?embed=1&house=h1',
  '/tools/monsters-map/?embed=1',
  '/tools/interactive-map',
  '/items/swords/steel-sword?embed=1',
  '/items/swords?embed=1',
  '/lists/monsters/rat?embed=1',
  '/lists/npc-buy-sell/brann?embed=1',
  '/lists/monsters?embed=1',
  '/builds/demo-build-01?embed=1',
  '/tools/planner?embed=1',
  '/manage/news?embed=1',
  '/me?embed=1',
  '/embed/builds/demo-build-01',
  '/embed',
  '/news?embed=0',
];

describe('embed pages', () => {
  it.each(URLS)('%s: drawn bare exactly when other sites may frame it', (url) => {
    const { pathname, search } = new URL(url, 'http://localhost');
    expect(isEmbedLocation(pathname, search)).toBe(isEmbedPage(url));
  });

  it('draws the maps and entity pages bare, and keeps the site around every other page', () => {
    expect(URLS.filter((url) => isEmbedLocation(...(({ pathname, search }) => [pathname, search] as const)(new URL(url, 'http://localhost'))))).toEqual([
      '/tools/interactive-map?embed=1',
      '/tools/houses-map?embed=1&house=h1',
      '/tools/monsters-map/?embed=1',
      '/items/swords/steel-sword?embed=1',
      '/lists/monsters/rat?embed=1',
      '/lists/npc-buy-sell/brann?embed=1',
      '/embed/builds/demo-build-01',
    ]);
  });
});
