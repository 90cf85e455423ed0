import { breadcrumbs, publisher, shortDescription, type MetaResolver, type PageMeta } from '../page-meta';

/** What the head tags of the versions' pages read of a published version. */
export interface VersionForMeta {
  number: number;
  name: string;
  notes: string;
  publishedAt: string;
}

const LIST = /^\/patches\/?$/;
const VERSION = /^\/patches\/([1-9][0-9]{0,5})\/?$/;

/**
 * Head tags of `/patches` (an ItemList of the published versions) and `/patches/<number>` (a version: a TechArticle
 * dated when it was published). `versions` lists the published versions, oldest first; a number none has gets the
 * site's default tags (the page itself answers 404).
 */
export function patchesMetaResolver(versions: () => readonly VersionForMeta[]): MetaResolver {
  return async (path, publicUrl): Promise<PageMeta | null> => {
    if (LIST.test(path)) {
      const all = versions();
      const newest = [...all].reverse();
      return {
        title: 'Game data versions · Almanac',
        description: shortDescription(`Every version of the game data the site has served (${all.length}), newest first: what each added, removed and changed, field by field.`),
        url: `${publicUrl}/patches`,
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'ItemList',
            name: 'Game data versions',
            itemListOrder: 'https://schema.org/ItemListOrderDescending',
            numberOfItems: newest.length,
            itemListElement: newest.map((version, index) => ({ '@type': 'ListItem', position: index + 1, name: version.name, url: `${publicUrl}/patches/${version.number}` })),
          },
          breadcrumbs(publicUrl, [['Game data versions', '/patches']]),
        ],
      };
    }
    const match = VERSION.exec(path);
    if (!match) return null;
    const version = versions().find((candidate) => candidate.number === Number(match[1]));
    if (!version) return null;
    const own = `/patches/${version.number}`;
    const description = shortDescription(version.notes.trim() || `What game data version ${version.number}, ${version.name}, added, removed and changed: items, traits, monsters, spells and the rest, field by field.`);
    return {
      title: `${version.name} · Game data versions · Almanac`,
      description,
      url: `${publicUrl}${own}`,
      type: 'article',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'TechArticle',
          headline: version.name.slice(0, 110),
          description,
          url: `${publicUrl}${own}`,
          mainEntityOfPage: { '@type': 'WebPage', '@id': `${publicUrl}${own}` },
          datePublished: version.publishedAt,
          version: String(version.number),
          publisher: publisher(publicUrl),
        },
        breadcrumbs(publicUrl, [['Game data versions', '/patches'], [version.name, own]]),
      ],
    };
  };
}
