import { describe, expect, it } from 'vitest';
import { gameRefsIn, mapTarget, renderContent, TOC_MIN_HEADINGS, type GameRefTarget } from '../../server/src/modules/content/markdown';
import { checkContentInput, slugFromTitle } from '../../server/src/modules/content/content-input';
import { readSeedContent } from '../../server/src/seed';
import { CONTENT_KINDS } from '../../server/src/modules/content/content.model';
import { loadGameData } from '../../server/game-data/pack';
import { idOf } from '../../server/game-data/data/spells';

const sword: GameRefTarget = { kind: 'item', name: 'Steel Longsword', url: '/items/swords/steel-longsword', iconUrl: '/icons/items/swords-2.svg' };
const rat: GameRefTarget = { kind: 'monster', name: 'Rat King', url: '/lists/monsters/rat-king' };
const targets = new Map([['item:steel-longsword', sword], ['monster:rat-king', rat]]);

/** Parses HTML the way a browser would not need to: every tag name and attribute name in it. */
const tagsOf = (html: string) => [...html.matchAll(/<([a-z0-9]+)/gi)].map((m) => m[1]!.toLowerCase());
const attributesOf = (html: string) => [...html.matchAll(/<[a-z0-9]+((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>/gi)].flatMap((m) => [...m[1]!.matchAll(/\s([^\s=>]+)/g)].map((a) => a[1]!.toLowerCase()));

describe('renderContent', () => {
  it('turns a known game reference into a link with its icon and name', () => {
    const { html, unknownReferences } = renderContent('Buy a [[item:steel-longsword]].', targets);
    expect(html).toBe(
      '<p>Buy a <a class="game-ref game-ref-item" href="/items/swords/steel-longsword" data-game-ref="item:steel-longsword">' +
        '<img class="game-ref-icon" src="/icons/items/swords-2.svg" alt="" width="16" height="16" />Steel Longsword</a>.</p>\n',
    );
    expect(unknownReferences).toEqual([]);
  });

  it('uses the label after a bar instead of the name', () => {
    expect(renderContent('[[monster:rat-king|the king of rats]]', targets).html).toContain('>☠</span>the king of rats</a>');
  });

  it('renders an unknown reference as plain text and reports it once', () => {
    const { html, unknownReferences } = renderContent('[[item:no-such-thing]] and [[item:no-such-thing]] and [[spell:nope|a spell]]', targets);
    expect(html).toBe('<p>no-such-thing and no-such-thing and a spell</p>\n');
    expect(unknownReferences).toEqual(['item:no-such-thing', 'spell:nope']);
  });

  it('links map references to the interactive map at their coordinates', () => {
    expect(renderContent('[[map:412,388,7]]').html).toContain('href="/tools/interactive-map#412,388,7:2"');
    expect(mapTarget('1,2')).toBeNull();
    expect(renderContent('[[map:a,b,c]]').unknownReferences).toEqual(['map:a,b,c']);
  });

  it('leaves text that only looks like a reference alone', () => {
    expect(renderContent('[[potion:red]] [[item:]]').html).toBe('<p>[[potion:red]] [[item:]]</p>\n');
  });

  it('gives headings anchors and a table of contents from three headings on', () => {
    const long = renderContent('## One\n\ntext\n\n### Two and a half\n\n## Three');
    expect(long.html).toContain('<h2 id="one"><a class="heading-anchor" href="#one">One</a></h2>');
    expect(long.toc).toEqual([
      { level: 2, id: 'one', text: 'One' },
      { level: 3, id: 'two-and-a-half', text: 'Two and a half' },
      { level: 2, id: 'three', text: 'Three' },
    ]);
    expect(TOC_MIN_HEADINGS).toBe(3);
    expect(renderContent('## One\n\n## Two').toc).toEqual([]);
  });

  it('finds every distinct reference in a source', () => {
    expect(gameRefsIn('[[item:a]] [[item:a|x]] [[trait:12]] [[map:1,2,3]]')).toEqual([
      { kind: 'item', key: 'a' },
      { kind: 'trait', key: '12' },
      { kind: 'map', key: '1,2,3' },
    ]);
  });

  it('opens links that leave the site in a new tab without access to it', () => {
    expect(renderContent('[x](https://example.com)').html).toBe('<p><a href="https://example.com" rel="noopener noreferrer" target="_blank">x</a></p>\n');
  });
});

describe('renderContent against markup in the source', () => {
  const attacks = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '![x](javascript:alert(1))',
    '<iframe src="https://example.com"></iframe>',
    '<svg onload=alert(1)>',
    '<div style="background:url(javascript:alert(1))">x</div>',
    '[[item:steel-longsword|"><script>alert(1)</script>]]',
    '[[item:"><img src=x onerror=alert(1)>]]',
    '[[map:1,2,3|<b onmouseover=alert(1)>x</b>]]',
    '## <img src=x onerror=alert(1)>',
    '`<script>alert(1)</script>`',
    '```\n<script>alert(1)</script>\n```',
  ];

  it.each(attacks)('leaves no script, event handler or javascript: URL in %s', (source) => {
    const { html } = renderContent(source, targets);
    expect(tagsOf(html).filter((tag) => ['script', 'iframe', 'svg', 'div', 'b', 'style'].includes(tag))).toEqual([]);
    expect(attributesOf(html).filter((name) => name.startsWith('on') || name === 'style')).toEqual([]);
    expect(html).not.toMatch(/href="\s*(javascript|data|vbscript):/i);
    expect(html).not.toMatch(/src="\s*(javascript|data|vbscript):/i);
  });
});

describe('checkContentInput', () => {
  it('refuses a slug that is not lower-case words joined by dashes, naming the field', () => {
    expect(() => checkContentInput('guide', { slug: 'Not A Slug' }, false)).toThrow(/slug must be/);
    expect(() => checkContentInput('guide', { slug: 'a--b' }, false)).toThrow(/slug must be/);
    expect(checkContentInput('guide', { slug: 'first-steps' }, false)).toEqual({ slug: 'first-steps' });
  });

  it('requires title, summary and body on create and a version on patch notes', () => {
    expect(() => checkContentInput('news', { title: 't', summary: 's' }, true)).toThrow('body is required.');
    expect(() => checkContentInput('patch-notes', { title: 't', summary: 's', body: 'b' }, true)).toThrow(/need a version/);
    expect(() => checkContentInput('news', { title: 't', summary: 's', body: 'b', version: '2.0' }, true)).toThrow('Only patch notes have a version.');
    expect(checkContentInput('patch-notes', { title: 't', summary: 's', body: 'b', version: '2.0' }, true).version).toBe('2.0');
  });

  it('trims text, refuses empty text and text over its limit', () => {
    expect(checkContentInput('news', { title: '  Hello  ' }, false).title).toBe('Hello');
    expect(() => checkContentInput('news', { title: '   ' }, false)).toThrow('title must not be empty.');
    expect(() => checkContentInput('news', { title: 'x'.repeat(121) }, false)).toThrow('title must be at most 120 characters.');
  });

  it('lower-cases and de-duplicates tags and refuses bad ones', () => {
    expect(checkContentInput('guide', { tags: ['Rogue', 'rogue', ' builds '] }, false).tags).toEqual(['rogue', 'builds']);
    expect(() => checkContentInput('guide', { tags: ['no spaces'] }, false)).toThrow(/The tag "no spaces"/);
  });

  it('makes slugs from titles', () => {
    expect(slugFromTitle('First steps in Brackenford!')).toBe('first-steps-in-brackenford');
    expect(slugFromTitle('???')).toBe('untitled');
  });
});

describe('the seeded writing', () => {
  it('has at least 8 news posts, 6 articles, 5 patch notes, 6 guides and the four fixed pages', async () => {
    const counts = Object.fromEntries(await Promise.all(CONTENT_KINDS.map(async (kind) => [kind, (await readSeedContent(kind)).length])));
    expect(counts.news).toBeGreaterThanOrEqual(8);
    expect(counts.article).toBeGreaterThanOrEqual(6);
    expect(counts['patch-notes']).toBeGreaterThanOrEqual(5);
    expect(counts.guide).toBeGreaterThanOrEqual(6);
    expect((await readSeedContent('page')).map((page) => page.slug).sort()).toEqual(['boletus', 'credits', 'how-to-play', 'juggling-boletus']);
  });

  it('names only things that exist in the data pack', async () => {
    const data = loadGameData();
    const unknown: string[] = [];
    for (const kind of CONTENT_KINDS) {
      for (const document of await readSeedContent(kind)) {
        for (const { kind: refKind, key } of gameRefsIn(document.body)) {
          const found =
            refKind === 'item' ? data.item(key)
            : refKind === 'monster' ? data.monster(key)
            : refKind === 'npc' ? data.npc(key)
            : refKind === 'spell' ? data.pack.spells.find((spell) => spell.id === key)
            : refKind === 'trait' ? data.pack.traits.find((trait) => idOf(trait.name) === key || String(trait.number) === key)
            : refKind === 'map' ? mapTarget(key)
            : null;
          if (!found) unknown.push(`${document._id}: ${refKind}:${key}`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });

  it('gives patch notes the versions of the game data: 1.x, then 2.0', async () => {
    const versions = (await readSeedContent('patch-notes')).map((note) => note.version).sort();
    expect(versions).toEqual(['1.1', '1.2', '1.3', '1.4', '2.0']);
  });
});
