import OAuth2Strategy, { InternalOAuthError } from 'passport-oauth2';
import { Strategy as GoogleStrategy, type StrategyOptions as GoogleOptions } from 'passport-google-oauth20';
import type { OAuthProviderConfig } from '../config';

export type OAuthProvider = 'discord' | 'google';

/** What we keep of a provider's answer: its opaque user id, nothing else. */
export type VerifiedAccount = { provider: OAuthProvider; providerUserId: string };
type Done = (error: unknown, account?: VerifiedAccount | false) => void;
type DiscordProfile = { id?: unknown; provider: 'discord' };
type DiscordVerify = (accessToken: string, refreshToken: string, profile: DiscordProfile, done: Done) => void;
/** passport-oauth2's options, with Discord's endpoints as the defaults. */
type DiscordOptions = Omit<OAuth2Strategy.StrategyOptions, 'authorizationURL' | 'tokenURL'> & { authorizationURL?: string; tokenURL?: string };

/** Discord's OAuth2 endpoints (https://discord.com/developers/docs/topics/oauth2). */
const DISCORD = {
  authorizationURL: 'https://discord.com/api/oauth2/authorize',
  tokenURL: 'https://discord.com/api/oauth2/token',
  userInfoURL: 'https://discord.com/api/users/@me',
};

/**
 * Discord sign-in on passport-oauth2's strategy (what the unmaintained passport-discord wrapped:
 * Discord's endpoints, space-separated scopes, the token sent in the Authorization header), with
 * the profile read from a configurable URL (self-hosting, the OAuth2 test server).
 */
class ConfigurableDiscordStrategy extends OAuth2Strategy {
  constructor(options: DiscordOptions, verify: DiscordVerify, private readonly userInfoURL: string) {
    super({ ...options, authorizationURL: options.authorizationURL ?? DISCORD.authorizationURL, tokenURL: options.tokenURL ?? DISCORD.tokenURL, scopeSeparator: ' ' }, verify);
    this.name = 'discord';
    this._oauth2.useAuthorizationHeaderforGET(true);
  }

  override userProfile(accessToken: string, done: (err?: unknown, profile?: unknown) => void): void {
    this._oauth2.get(this.userInfoURL, accessToken, (error, body) => {
      if (error) return done(new InternalOAuthError('Failed to fetch the user profile.', error));
      try {
        done(null, { ...(JSON.parse(String(body)) as object), provider: 'discord' });
      } catch {
        done(new Error('Failed to parse the user profile.'));
      }
    });
  }
}

const account = (provider: OAuthProvider, id: unknown, done: Done) => {
  if (typeof id !== 'string' && typeof id !== 'number') return done(new Error(`The ${provider} profile has no user id`));
  done(null, { provider, providerUserId: String(id) });
};

/**
 * The real passport strategies with `state` and PKCE. Each provider keeps its state under its
 * own session key: the default key is the authorization host, which two providers served by one
 * test server would share.
 */
export function createDiscordStrategy(settings: OAuthProviderConfig, publicUrl: string) {
  return new ConfigurableDiscordStrategy(
    {
      clientID: settings.clientId,
      clientSecret: settings.clientSecret,
      callbackURL: `${publicUrl}/auth/discord/callback`,
      authorizationURL: settings.authorizationURL,
      tokenURL: settings.tokenURL,
      // `identify` gives the account id without the email address.
      scope: ['identify'],
      state: true,
      pkce: true,
      sessionKey: 'oauth2:discord',
    },
    (_accessToken, _refreshToken, profile, done) => account('discord', profile.id, done),
    settings.userInfoURL ?? DISCORD.userInfoURL,
  );
}

export function createGoogleStrategy(settings: OAuthProviderConfig, publicUrl: string) {
  return new GoogleStrategy(
    {
      clientID: settings.clientId,
      clientSecret: settings.clientSecret,
      callbackURL: `${publicUrl}/auth/google/callback`,
      authorizationURL: settings.authorizationURL,
      tokenURL: settings.tokenURL,
      userProfileURL: settings.userInfoURL,
      // `openid` alone: the subject id, no email and no name.
      scope: ['openid'],
      state: true,
      pkce: true,
      sessionKey: 'oauth2:google',
    } as GoogleOptions,
    (_accessToken: string, _refreshToken: string, profile: { id?: unknown }, done: Done) => account('google', profile.id, done),
  );
}
