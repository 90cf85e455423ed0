import { ServerResponse, type IncomingMessage } from 'node:http';
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import session from 'express-session';
import { GraphQLError } from 'graphql';
import { Passport } from 'passport';
import { z } from 'zod';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { Store } from '../store/port';
import type { Services } from '../services';
import type { ProfileDocument } from '../modules/profiles/profile.model';
import { DocumentSessionStore } from './session-store';
import { createDiscordStrategy, createGoogleStrategy, type OAuthProvider, type VerifiedAccount } from './strategies';
import { safeReturnPath, withSignInError } from './return-path';
import { devSignInAllowed, devSignInAvailable } from '../modules/profiles/sign-in-options';
import { completeLink, linkResultPath, mountLinking } from './link';

declare module 'express-session' {
  interface SessionData {
    /** Where to go after the provider sends the user back. */
    returnTo?: string;
    /** Written by passport at sign-in: the profile id. */
    passport?: { user?: string };
    /** When the player signed in with this session (its list on /me). */
    signedInAt?: string;
    /** The user agent at sign-in, cut to 300 characters: the device the list on /me names. */
    userAgent?: string;
  }
}

export const SESSION_COOKIE = 'almanac.sid';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** How long a started sign-in waits for the provider's callback: anonymous starts cannot pile up sessions for 30 days. */
export const PENDING_SIGN_IN_MS = 10 * 60 * 1000;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;


/** The signed-in profile id of a request whose session is loaded (HTTP and WebSocket alike). */
export function sessionProfileId(request: IncomingMessage): string | null {
  const user = (request as IncomingMessage & { session?: session.Session & Partial<session.SessionData> }).session?.passport?.user;
  return typeof user === 'string' ? user : null;
}

export interface Auth {
  /** express-session, for every HTTP request. */
  session: RequestHandler;
  /** `/auth/*`: provider redirects and callbacks, development sign-in, sign-out. */
  router: Router;
  /** Loads the session of a WebSocket upgrade request, so the context builder sees the same session. */
  loadSession(request: IncomingMessage): Promise<void>;
  /**
   * Calls `listener` with the id of every session that ends, in this process or another (sign-out,
   * sign-in's new id, an expired one purged), and `unsure` when the change feed lost history (any
   * session may have ended: check each one held); returns the unsubscribe.
   */
  onSessionEnded(listener: (sessionId: string) => void, unsure?: () => void): () => void;
  /** True while the session exists and has not expired (sessions ended by another process, or expired). */
  sessionAlive(sessionId: string): Promise<boolean>;
  close(): void;
}

const devSignInBody = z.object({
  username: z.string().max(200),
  role: z.enum(['user', 'admin']).default('user'),
});

/**
 * Sessions and sign-in. A passport instance per server (not the global one) so
 * several servers can run in one process, as the tests do.
 */
export function createAuth(deps: { config: Config; logger: Logger; store: Store; services: Services }): Auth {
  const { config, logger, services } = deps;
  const sessionStore = new DocumentSessionStore(deps.store, SESSION_TTL_MS);
  const sessionMiddleware = session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store: sessionStore,
    resave: false,
    saveUninitialized: false,
    // Secure cookies behind a proxy follow Express's `trust proxy` (TRUST_PROXY).
    proxy: config.trustProxy === false ? false : undefined,
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.production, maxAge: SESSION_TTL_MS, path: '/' },
  });
  const purge = () =>
    sessionStore.purgeExpired().catch((error: unknown) => logger.warn({ err: error }, 'Purging expired sessions failed'));
  void purge();
  // Sessions stored before they named their profile are listed once this has written it.
  void sessionStore.migrateProfileIds().catch((error: unknown) => logger.warn({ err: error }, 'Writing the profile of older sessions failed'));
  const purgeTimer = setInterval(purge, PURGE_INTERVAL_MS);
  purgeTimer.unref();
  sessionStore.follow(services.followers);

  const passport = new Passport();
  passport.serializeUser<string>((user, done) => done(null, (user as ProfileDocument)._id));
  passport.deserializeUser<string>((id, done) => {
    services.profiles.byId(id).then((profile) => done(null, profile ?? false), done);
  });
  const providers = new Set<OAuthProvider>();
  if (config.discord) {
    passport.use('discord', createDiscordStrategy(config.discord, config.publicUrl) as never);
    providers.add('discord');
  }
  if (config.google) {
    passport.use('google', createGoogleStrategy(config.google, config.publicUrl) as never);
    providers.add('google');
  }

  const router = express.Router();
  router.use(passport.initialize());
  const linkDeps = { passport, providers, services, logger, sessionProfileId };
  mountLinking(router, linkDeps);

  const signIn = (req: Request, profile: ProfileDocument, next: (error?: unknown) => void) =>
    // passport regenerates the session here (a new id, against fixation); nothing of the old one is kept.
    req.logIn(profile, (error) => {
      if (!error) {
        // What the player's list of sessions shows; written with the session at the response's end.
        req.session.signedInAt = new Date().toISOString();
        const userAgent = req.get('user-agent');
        if (userAgent) req.session.userAgent = userAgent.slice(0, 300);
      }
      next(error);
    });

  for (const provider of ['discord', 'google'] as const) {
    router.get(`/${provider}`, (req, res, next) => {
      const returnTo = safeReturnPath(req.query.returnTo);
      if (!providers.has(provider)) {
        res.redirect(withSignInError(returnTo, provider));
        return;
      }
      req.session.returnTo = returnTo;
      // A sign-in started after a link replaces it: its callback signs in, it links nothing.
      delete req.session.linking;
      // A pending sign-in (the OAuth state) lasts minutes; signing in makes a new session of
      // SESSION_TTL_MS. A signed-in player's session keeps its time, should they give up halfway.
      if (!sessionProfileId(req)) req.session.cookie.maxAge = PENDING_SIGN_IN_MS;
      passport.authenticate(provider)(req, res, next);
    });

    router.get(`/${provider}/callback`, (req, res, next) => {
      const returnTo = safeReturnPath(req.session.returnTo);
      delete req.session.returnTo;
      if (!providers.has(provider)) {
        res.redirect(withSignInError(returnTo, provider));
        return;
      }
      passport.authenticate(provider, (error: unknown, account: VerifiedAccount | false, info: unknown) => {
        // A link started from this session: it ends on /me, and never signs anyone in.
        const linking = req.session.linking?.provider === provider;
        const fail = (reason: unknown) => {
          logger.warn({ provider, reason: reason instanceof Error ? reason.message : reason }, linking ? 'Linking a sign-in failed' : 'Sign-in failed');
          if (linking) delete req.session.linking;
          // A callback whose state this signed-in session does not hold (replayed, or another browser's) is refused on /me.
          const stateRefused = !error && /state/i.test(String((info as { message?: unknown } | undefined)?.message));
          if (linking || (stateRefused && sessionProfileId(req))) return res.redirect(linkResultPath(stateRefused ? 'refused' : 'failed', provider));
          res.redirect(withSignInError(returnTo, provider));
        };
        if (error || !account) return fail(error ?? info);
        const linkNonce = (info as { state?: { link?: unknown } } | undefined)?.state?.link;
        if (linkNonce !== undefined || linking) return completeLink(req, res, linkDeps, account, linkNonce).catch(fail);
        services.profiles.signIn(account.provider, account.providerUserId).then(
          (profile) =>
            signIn(req, profile, (loginError) => {
              if (loginError) return fail(loginError);
              logger.info({ provider, profileId: profile._id }, 'Signed in');
              res.redirect(returnTo);
            }),
          fail,
        );
      })(req, res, next);
    });
  }

  if (devSignInAvailable(config)) {
    router.post('/dev', (req, res, next) => {
      if (!devSignInAllowed(config, req.ip ?? req.socket.remoteAddress)) {
        res.status(403).json({ error: 'The development sign-in only answers requests from this machine (set DEV_SIGN_IN_REMOTE=true to allow others).' });
        return;
      }
      next();
    }, express.json({ limit: '2kb' }), (req, res, next) => {
      const body = devSignInBody.safeParse(req.body);
      if (!body.success) {
        res.status(400).json({ error: 'Give a username and a role (user or admin).' });
        return;
      }
      services.profiles.devSignIn(body.data.username, body.data.role).then(
        (profile) =>
          signIn(req, profile, (error) => {
            if (error) return next(error);
            logger.info({ profileId: profile._id, role: profile.role }, 'Signed in with the development sign-in');
            res.json({ id: profile._id, username: profile.username, role: profile.role });
          }),
        (error: unknown) => {
          if (error instanceof GraphQLError) res.status(400).json({ error: error.message });
          else next(error);
        },
      );
    });
  }

  // A body that cannot be read gets our own message, never the parser's.
  router.use((error: Error & { status?: number; type?: string }, _req: Request, res: Response, next: NextFunction) => {
    const status = error.status ?? 500;
    if (status >= 500) return next(error);
    const message =
      error.type === 'entity.parse.failed'
        ? 'Send a JSON body such as {"username": "newcomer", "role": "user"}.'
        : error.type === 'entity.too.large'
          ? 'The request is too large.'
          : 'The request could not be read.';
    res.status(status).json({ error: message });
  });

  // JSON only: a cross-site HTML form cannot send it, so no other site can sign a user out.
  router.post('/logout', (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('application/json')) {
      res.status(415).json({ error: 'Send the sign-out as application/json.' });
      return;
    }
    req.logout((error) => {
      if (error) return next(error);
      req.session.destroy((destroyError) => {
        if (destroyError) return next(destroyError);
        res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.production });
        res.status(204).end();
      });
    });
  });

  return {
    session: sessionMiddleware,
    router,
    loadSession: (request) =>
      new Promise((resolve, reject) => {
        // express-session wants a response to hook its cookie writing into; an upgrade has none,
        // and nothing is written because an upgrade never changes the session.
        sessionMiddleware(request as Request, new ServerResponse(request) as Response, (error?: unknown) =>
          error ? reject(error) : resolve(),
        );
      }),
    onSessionEnded: (listener, unsure) => {
      sessionStore.on('ended', listener);
      if (unsure) sessionStore.on('unsure', unsure);
      return () => {
        sessionStore.off('ended', listener);
        if (unsure) sessionStore.off('unsure', unsure);
      };
    },
    sessionAlive: (sessionId) => sessionStore.alive(sessionId),
    close: () => clearInterval(purgeTimer),
  };
}
