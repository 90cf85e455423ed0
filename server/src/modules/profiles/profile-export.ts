import type { ProfileDocument } from './profile.model';

/**
 * The profile as the player's data file holds it: every stored field under its plain name
 * (`providerKey` is left out: it only repeats `provider` and `providerUserId` for the index).
 * Preferences are those the player changed; the others are the site's defaults.
 */
export function profileExport(profile: ProfileDocument) {
  return {
    profile: {
      id: profile._id,
      username: profile.username,
      displayName: profile.displayName,
      role: profile.role,
      provider: profile.provider,
      providerUserId: profile.providerUserId,
      jugglingBest: profile.jugglingBest ?? null,
      createdAt: profile.createdAt,
      updatedAt: profile.updatedAt,
    },
    preferences: profile.preferences ?? {},
  };
}
