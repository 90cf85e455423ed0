import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hasUnsafeCharacters, isInvisible } from '../../../game-data/rules/text';

/** Usernames: 3 to 24 letters, digits, `_` or `-`, unique regardless of case. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 24;
export const DISPLAY_NAME_MAX = 32;

const USERNAME_CHARACTERS = /^[A-Za-z0-9_-]+$/;

export type RuleResult = { ok: true; value: string } | { ok: false; message: string };

/** Trims and checks a username; the messages are shown to the user as they are. */
export function checkUsername(raw: string): RuleResult {
  const value = raw.trim();
  if (value.length < USERNAME_MIN || value.length > USERNAME_MAX) {
    return { ok: false, message: `A username needs ${USERNAME_MIN} to ${USERNAME_MAX} characters.` };
  }
  if (!USERNAME_CHARACTERS.test(value)) {
    return { ok: false, message: 'A username may use only letters, digits, _ and -.' };
  }
  return { ok: true, value };
}

/** Trims and checks a display name. Empty is allowed: the header then greets "User". */
export function checkDisplayName(raw: string): RuleResult {
  const value = raw.trim();
  if (value.length > DISPLAY_NAME_MAX) {
    return { ok: false, message: `A display name can have at most ${DISPLAY_NAME_MAX} characters.` };
  }
  if (hasUnsafeCharacters(value)) {
    return { ok: false, message: 'A display name cannot contain control characters.' };
  }
  if (value !== '' && isInvisible(value)) {
    return { ok: false, message: 'A display name needs at least one visible character, or leave it empty.' };
  }
  return { ok: true, value };
}

export const USERNAME_TAKEN_MESSAGE = 'That username is taken. Try another one.';

const GENERATED_PREFIXES = ['wanderer', 'adventurer', 'pilgrim', 'ranger', 'seeker', 'traveller'];
const SUFFIX_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/**
 * A first sign-in gets a generated username (never the provider's name: nothing personal is
 * stored). Always satisfies {@link checkUsername}; at most 9 + 1 + 6 = 16 characters.
 */
export function generateUsername(pick: (max: number) => number = randomInt): string {
  const prefix = GENERATED_PREFIXES[pick(GENERATED_PREFIXES.length)]!;
  let suffix = '';
  for (let i = 0; i < 6; i += 1) suffix += SUFFIX_ALPHABET[pick(SUFFIX_ALPHABET.length)];
  return `${prefix}-${suffix}`;
}

/**
 * A new profile's id: random, so nobody can compute a player's public id from their provider
 * account. Two simultaneous first sign-ins of one account collide on the unique
 * {@link providerKeyOf} instead.
 */
export function newProfileId(): string {
  return `p_${randomBytes(16).toString('base64url')}`;
}

/** The uniquely indexed key of a provider account (never shown: profiles are found by it). */
export function providerKeyOf(provider: string, providerUserId: string): string {
  return `${provider}:${providerUserId}`;
}

/**
 * The id profiles created before ids were random got: derived from the provider account. Only
 * used to find those profiles; they keep their ids.
 */
export function profileIdFor(provider: string, providerUserId: string): string {
  return `p_${createHash('sha256').update(`${provider}:${providerUserId}`).digest('base64url').slice(0, 22)}`;
}
