import { CLASS_NAMES } from '../../../game-data/rules/constants';
import { breadcrumbs, decodeSegment, shortDescription, type MetaResolver } from '../page-meta';
import type { ProfileService } from '../profiles/profile.service';
import { CARD_HEIGHT, CARD_WIDTH, cardVersion } from './build-card';
import type { BuildsService } from './builds.service';

const BUILD_PATH = /^\/builds\/([^/]+)\/?$/;

/**
 * Head tags for /builds/{id}, so a link pasted in Discord shows the build. Only public builds
 * are described; a private or unknown id gets the site's default tags (nothing leaks).
 */
export function buildMetaResolver(builds: BuildsService): MetaResolver {
  return async (path, publicUrl) => {
    const match = BUILD_PATH.exec(path);
    if (!match) return null;
    const id = decodeSegment(match[1]!);
    if (id === null) return null;
    const build = await builds.get(null, id);
    if (!build) return null;
    const likes = `${build.likeCount} ${build.likeCount === 1 ? 'like' : 'likes'}`;
    const comments = `${build.commentCount} ${build.commentCount === 1 ? 'comment' : 'comments'}`;
    const own = `/builds/${encodeURIComponent(build._id)}`;
    const owner = build.ownerUsername || 'Unknown';
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
      title: `${build.name} · ${CLASS_NAMES[build.class]} level ${build.characterLevel} · Almanac`,
      description: `A ${build.isPlannerBuild ? 'planner' : 'trait tree'} build for a level ${build.characterLevel} ${CLASS_NAMES[build.class].toLowerCase()} by ${owner}. ${likes}, ${comments}.`,
      url: `${publicUrl}/builds/${encodeURIComponent(build._id)}`,
      image: build.isPublic ? `${publicUrl}/builds/${encodeURIComponent(build._id)}/card.png?v=${cardVersion(build)}` : `${publicUrl}/favicon.svg`,
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
