import { CLASSES } from '../../../game-data/data/classes';
import { buildPageTitle, CLASS_NAMES, SLOT_IDS } from '../../../game-data/rules/constants';
import { deriveNumbers } from '../../../game-data/rules/derived';
import { notesExcerpt } from '../../../game-data/rules/notes';
import { findVariant, variantsOfStored } from '../../../game-data/rules/variants';
import type { ItemsService } from '../items/items.service';
import type { ProfileService } from '../profiles/profile.service';
import { breadcrumbs, decodeSegment, shortDescription, type MetaResolver } from '../page-meta';
import { CARD_HEIGHT, CARD_WIDTH, cardVersion, pointPairs, targetLine } from './build-card';
import type { BuildsService } from './builds.service';
import { traitsLine, traitsOf, wornItemsOf, type BuildGameDataSource } from './build-version';
import type { ShareStateVersions } from './share-link-versions';

const BUILD_PATH = /^\/builds\/([^/]+)\/?$/;

/**
 * Head tags for /builds/{id}, so a link pasted in Discord shows the build. Only public builds
 * are described; a private or unknown id gets the site's default tags (nothing leaks).
 */
export function buildMetaResolver(builds: BuildsService, versions: BuildGameDataSource): MetaResolver {
  return async (path, publicUrl, query) => {
    const match = BUILD_PATH.exec(path);
    if (!match) return null;
    const id = decodeSegment(match[1]!);
    if (id === null) return null;
    const build = await builds.get(null, id);
    if (!build) return null;
    // `?variant=` (a place from 1 or a name) names the variant in the title and the card; an unknown one is the first.
    const variants = variantsOfStored(build);
    const place = Math.max(0, findVariant(variants.map((v) => v.name), query.get('variant')));
    const variant = variants.length > 1 || place > 0 ? variants[place]! : null;
    const level = variant?.characterLevel ?? build.characterLevel;
    // The traits by the names of the build's own game data version, as its card has them.
    const traits = traitsLine((await versions.buildGameData(build.dataVersion ?? 1)).traits, pointPairs((variant ?? build).assignedPoints));
    const cardQuery = `v=${cardVersion(build)}${variant && place > 0 ? `&variant=${place + 1}` : ''}`;
    const likes = `${build.likeCount} ${build.likeCount === 1 ? 'like' : 'likes'}`;
    const comments = `${build.commentCount} ${build.commentCount === 1 ? 'comment' : 'comments'}`;
    const own = `/builds/${encodeURIComponent(build._id)}`;
    const owner = build.ownerUsername || 'Deleted player';
    return {
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'CreativeWork',
          name: build.name,
          url: `${publicUrl}${own}`,
          description: `${CLASS_NAMES[build.class]} level ${build.characterLevel}`,
          ...(build.ownerUsername ? { author: { '@type': 'Person', name: build.ownerUsername, url: `${publicUrl}/players/${encodeURIComponent(build.ownerUsername)}` } } : {}),
          ...(build.publishDate ? { datePublished: build.publishDate } : {}),
          dateModified: build.updatedAt,
          interactionStatistic: [
            { '@type': 'InteractionCounter', interactionType: 'https://schema.org/LikeAction', userInteractionCount: build.likeCount },
            { '@type': 'InteractionCounter', interactionType: 'https://schema.org/CommentAction', userInteractionCount: build.commentCount },
          ],
        },
        breadcrumbs(publicUrl, [['Builds', '/builds'], [build.name, own]]),
      ],
      title: buildPageTitle(variant ? `${build.name} · ${variant.name}` : build.name, build.class, level),
      // The notes' first lines lead when there are any, the numbers follow.
      description: [
        notesExcerpt(build.description ?? '', 160),
        `A ${build.isPlannerBuild ? 'planner' : 'trait tree'} build for a level ${level} ${CLASS_NAMES[build.class].toLowerCase()} by ${owner}${variants.length > 1 ? ` in ${variants.length} variants (${variants.map((v) => v.name).join(', ')})` : ''}.${traits ? ` Traits: ${traits}.` : ''} ${likes}, ${comments}.`,
      ].filter(Boolean).join(' · '),
      url: `${publicUrl}/builds/${encodeURIComponent(build._id)}`,
      image: build.isPublic ? `${publicUrl}/builds/${encodeURIComponent(build._id)}/card.png?${cardQuery}` : `${publicUrl}/favicon.svg`,
      ...(build.isPublic ? { imageSize: { width: CARD_WIDTH, height: CARD_HEIGHT } } : {}),
    };
  };
}

const PLAYER_PATH = /^\/players\/([^/]+)\/?$/;

/** Head tags of a player's public page: their name, public builds and likes received (nothing private). */
export function playerMetaResolver(profiles: ProfileService, builds: BuildsService): MetaResolver {
  return async (path, publicUrl) => {
    const match = PLAYER_PATH.exec(path);
    if (!match) return null;
    const username = decodeSegment(match[1]!);
    if (username === null) return null;
    const profile = await profiles.byUsername(username);
    if (!profile) return null;
    const published = await builds.listing.publicOfOwner(profile._id);
    const likes = published.reduce((sum, build) => sum + build.likeCount, 0);
    const url = `${publicUrl}/players/${encodeURIComponent(profile.username)}`;
    const named = published.slice(0, 3).map((build) => `${build.name} (${CLASS_NAMES[build.class]} ${build.characterLevel})`);
    return {
      title: `${profile.displayName} · Players · Almanac`,
      description: shortDescription(
        `${profile.displayName} (${profile.username}) on Almanac: ${published.length} public ${published.length === 1 ? 'build' : 'builds'}, ` +
          `${likes} ${likes === 1 ? 'like' : 'likes'} received.${named.length > 0 ? ` ${named.join(', ')}.` : ''}`,
      ),
      url,
      type: 'profile',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ProfilePage',
          url,
          mainEntity: { '@type': 'Person', name: profile.displayName, alternateName: profile.username, url },
        },
      ],
    };
  };
}

const SHARE_PATH = /^\/s\/([A-Za-z0-9_-]{10})\/?$/;

/**
 * Head tags for a short link `/s/{code}`: the name, class and level as the title, the
 * main numbers as the description (by the planner's own rules), and a card drawn from the state.
 */
export function shareLinkMetaResolver(builds: BuildsService, items: ItemsService, versions: BuildGameDataSource & Pick<ShareStateVersions, 'known' | 'traitCatalog'>): MetaResolver {
  return async (path, publicUrl) => {
    const match = SHARE_PATH.exec(path);
    if (!match) return null;
    const link = await builds.shareLinks.get(match[1]!);
    const opened = link && (await builds.shareLinks.open(link, versions));
    if (!opened) return null;
    const { build, fields } = opened;
    const data = await versions.buildGameData(opened.dataVersion);
    const spent = build.points.reduce((sum, [, points]) => sum + points, 0);
    const traitPart = `${spent} trait ${spent === 1 ? 'point' : 'points'} in ${build.points.length} ${build.points.length === 1 ? 'trait' : 'traits'}`;
    const named = traitsLine(data.traits, build.points);
    let description = `A trait tree build: ${traitPart}${named ? ` (${named})` : ''}.`;
    const characterClass = CLASSES.find((c) => c.id === build.characterClass);
    if (fields.isPlannerBuild && characterClass) {
      const worn = await wornItemsOf(items, data, SLOT_IDS.flatMap((slot) => (fields.equippedItemIds[slot]?.itemId ? [fields.equippedItemIds[slot]!.itemId] : [])));
      const equipment = Object.fromEntries(worn.map((item) => [item.slot, item]));
      const { numbers } = deriveNumbers({ characterClass, level: build.level, stats: build.stats, equipment, traits: traitsOf(data.traits, build.points) });
      const round = (value: number) => Math.round(value).toLocaleString('en-US');
      const against = targetLine(fields, worn, data);
      description = `Health ${round(numbers.health.value)}, mana ${round(numbers.mana.value)}, attack ${round(numbers.attack.value)}, defense ${round(numbers.defense.value)}, armor ${round(numbers.armor.value)}; ${worn.length} ${worn.length === 1 ? 'item' : 'items'} worn, ${traitPart}.${against ? ` ${against}.` : ''}`;
    }
    return {
      // A variant's link names it: "Frost mage · Endgame".
      title: buildPageTitle(link.variant ? `${link.name} · ${link.variant}` : link.name, build.characterClass, build.level),
      description,
      url: `${publicUrl}/s/${link._id}`,
      image: `${publicUrl}/s/${link._id}/card.png`,
      imageSize: { width: CARD_WIDTH, height: CARD_HEIGHT },
    };
  };
}
