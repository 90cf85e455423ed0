import type { ProfileDocument } from './profile.model';

/**
 * The profile as the player's data file holds it: every stored field under its plain name (the
 * sign-ins are a list of their own, sign-in-export.ts). Preferences are those the player changed;
 * the others are the site's defaults.
 */
export function profileExport(profile: ProfileDocument) {
  return {
    profile: {
      id: profile._id,
      username: profile.username,
      displayName: profile.displayName,
      role: profile.role,
      jugglingBest: profile.jugglingBest ?? null,
      createdAt: profile.createdAt,
      updatedAt: profile.updatedAt,
    },
    preferences: profile.preferences ?? {},
  };
}
