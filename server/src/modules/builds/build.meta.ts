import { CLASS_NAMES } from '../../../game-data/rules/constants';
import { notesExcerpt } from '../../../game-data/rules/notes';
import type { MetaResolver } from '../page-meta';
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
    let id: string;
    try {
      id = decodeURIComponent(match[1]!);
    } catch {
      return null;
    }
    const build = await builds.get(null, id);
    if (!build) return null;
    const likes = `${build.likeCount} ${build.likeCount === 1 ? 'like' : 'likes'}`;
    const comments = `${build.commentCount} ${build.commentCount === 1 ? 'comment' : 'comments'}`;
    return {
      title: `${build.name} · ${CLASS_NAMES[build.class]} level ${build.characterLevel} · Almanac`,
      // The notes' first lines lead when there are any (issue 25), the numbers follow.
      description: [
        notesExcerpt(build.description ?? '', 160),
        `A ${build.isPlannerBuild ? 'planner' : 'trait tree'} build for a level ${build.characterLevel} ${CLASS_NAMES[build.class].toLowerCase()} by ${build.ownerUsername || 'Unknown'}. ${likes}, ${comments}.`,
      ].filter(Boolean).join(' · '),
      url: `${publicUrl}/builds/${encodeURIComponent(build._id)}`,
      image: build.isPublic ? `${publicUrl}/builds/${encodeURIComponent(build._id)}/card.png?v=${cardVersion(build)}` : `${publicUrl}/favicon.svg`,
      ...(build.isPublic ? { imageSize: { width: CARD_WIDTH, height: CARD_HEIGHT } } : {}),
    };
  };
}
