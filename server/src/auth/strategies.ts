import { InternalOAuthError } from 'passport-oauth2';
import DiscordStrategy from 'passport-discord';
import { Strategy as GoogleStrategy, type StrategyOptions as GoogleOptions } from 'passport-google-oauth20';
import type { OAuthProviderConfig } from '../config';

export type OAuthProvider = 'discord' | 'google';

/** What we keep of a provider's answer: its opaque user id, nothing else (DESIGN section 5). */
export type VerifiedAccount = { provider: OAuthProvider; providerUserId: string };
type Done = (error: unknown, account?: VerifiedAccount | false) => void;
type DiscordVerify = (accessToken: string, refreshToken: string, profile: DiscordStrategy.Profile, done: Done) => void;

const DISCORD_USERINFO_URL = 'https://discord.com/api/users/@me';

/**
 * passport-discord reads the profile from a fixed URL; this keeps the real strategy and only
 * lets configuration point the profile request elsewhere (self-hosting, the OAuth2 test server).
 */
class ConfigurableDiscordStrategy extends DiscordStrategy {
  constructor(options: DiscordStrategy.StrategyOptions, verify: DiscordVerify, private readonly userInfoURL: string) {
    super(options, verify);
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
    } as DiscordStrategy.StrategyOptions,
    (_accessToken, _refreshToken, profile, done) => account('discord', profile.id, done),
    settings.userInfoURL ?? DISCORD_USERINFO_URL,
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
