import { unauthenticated } from '../../graphql/errors';
import type { ProfileDocument } from '../profiles/profile.model';
import type { BuildDocument } from './build.model';

/** Who asks: the signed-in profile's fields the build services read, or null for a visitor. */
export type Viewer = Pick<ProfileDocument, '_id' | 'role' | 'username' | 'displayName'> | null;

/** One message for a build that is missing and one the viewer may not see. */
export const BUILD_NOT_FOUND = 'This build does not exist or is private.';

/** Someone else's private build does not exist for the viewer. */
export function canSee(viewer: Viewer, build: BuildDocument): boolean {
  // A build moderation removed is gone for its owner too (kept for an appeal only).
  if (build.moderation?.state === 'removed') return false;
  return build.isPublic || build.owner === viewer?._id;
}

export function requireViewer(viewer: Viewer): NonNullable<Viewer> {
  if (!viewer?._id) throw unauthenticated('Sign in to continue.');
  return viewer;
}
