import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response, Router } from 'express';
import { GraphQLError } from 'graphql';
import type { Passport } from 'passport';
import type { Logger } from '../logger';
import type { Services } from '../services';
import type { OAuthProvider, VerifiedAccount } from './strategies';

/** How long a started link waits for the provider, and how long a merge offer stays open. */
export const LINK_WINDOW_MS = 10 * 60 * 1000;

declare module 'express-session' {
  interface SessionData {
    /** A link started from this signed-in session: the profile, the provider and the nonce its OAuth state carries. */
    linking?: { provider: OAuthProvider; nonce: string; profileId: string; startedAt: number };
    /** A merge offered to this session: the provider account's own profile, waiting for the player's choice. */
    mergeOffer?: { signInKey: string; provider: OAuthProvider; sourceId: string; targetId: string; expiresAt: number };
  }
}

/** How a link ended, as /me's "Connected sign-ins" reads it from the address's fragment (never sent to the server). */
export type LinkResult = 'linked' | 'already' | 'merge' | 'taken' | 'refused' | 'failed' | 'signed-out' | 'unavailable' | 'has-provider';

export const linkResultPath = (result: LinkResult, provider: string) => `/me#link=${result}&provider=${provider}`;

function sameNonce(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const [a, b] = [Buffer.from(expected), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}

interface LinkDeps {
  passport: InstanceType<typeof Passport>;
  providers: ReadonlySet<OAuthProvider>;
  services: Services;
  logger: Logger;
  /** The session's signed-in profile id (index.ts's sessionProfileId). */
  sessionProfileId: (req: Request) => string | null;
}

/**
 * Connecting a second sign-in from a signed-in session: `/auth/{provider}/link` starts the
 * provider's normal flow with an OAuth state that carries a random nonce kept in this session, so
 * the callback links only when it comes back to the session that started it (a replay, another
 * browser, or a session signed out meanwhile has no such state and links nothing).
 */
export function mountLinking(router: Router, deps: LinkDeps): void {
  const { passport, providers, services, sessionProfileId } = deps;
  for (const provider of ['discord', 'google'] as const) {
    router.get(`/${provider}/link`, (req, res, next) => {
      const profileId = sessionProfileId(req);
      if (!profileId) return res.redirect(linkResultPath('signed-out', provider));
      if (!providers.has(provider)) return res.redirect(linkResultPath('unavailable', provider));
      services.profiles.signIns.ofProfile(profileId).then((mine) => {
        if (mine.some((record) => record.provider === provider)) return res.redirect(linkResultPath('has-provider', provider));
        const nonce = randomBytes(24).toString('base64url');
        req.session.linking = { provider, nonce, profileId, startedAt: Date.now() };
        delete req.session.mergeOffer;
        passport.authenticate(provider, { state: { link: nonce } } as never)(req, res, next);
      }, next);
    });
  }

  const noStore = (res: Response) => res.set('Cache-Control', 'no-store');
  const currentOffer = (req: Request) => {
    const offer = req.session.mergeOffer;
    const profileId = sessionProfileId(req);
    if (!offer || !profileId || offer.targetId !== profileId || offer.expiresAt < Date.now()) return null;
    return offer;
  };

  router.get('/link/merge', (req, res, next) => {
    noStore(res);
    const offer = currentOffer(req);
    if (!offer) return res.status(404).json({ error: 'There is no merge waiting. Connect the sign-in again from your profile.' });
    Promise.all([services.merges.holdings(offer.targetId), services.merges.holdings(offer.sourceId)]).then(([current, other]) => {
      if (!current || !other) return res.status(404).json({ error: 'That account no longer exists. Connect the sign-in again.' });
      res.json({ provider: offer.provider, current, other, expiresAt: new Date(offer.expiresAt).toISOString() });
    }, next);
  });

  // JSON only, as sign-out: a cross-site form cannot send it.
  const jsonOnly = (req: Request, res: Response) => {
    if (req.is('application/json')) return true;
    res.status(415).json({ error: 'Send this as application/json.' });
    return false;
  };

  router.post('/link/merge', (req, res, next) => {
    noStore(res);
    if (!jsonOnly(req, res)) return;
    const offer = currentOffer(req);
    if (!offer) return res.status(404).json({ error: 'There is no merge waiting. Connect the sign-in again from your profile.' });
    delete req.session.mergeOffer;
    services.merges.merge(offer.targetId, offer.sourceId, offer.signInKey).then(
      (outcome) => {
        deps.logger.info({ profileId: offer.targetId, mergedId: offer.sourceId, ...outcome, mergedUsername: undefined }, 'Merged a profile');
        res.json(outcome);
      },
      (error: unknown) => {
        if (error instanceof GraphQLError) return res.status(409).json({ error: error.message });
        next(error);
      },
    );
  });

  router.post('/link/merge/cancel', (req, res) => {
    noStore(res);
    if (!jsonOnly(req, res)) return;
    delete req.session.mergeOffer;
    res.status(204).end();
  });
}

/**
 * The callback of a link (its OAuth state carried a nonce): links the provider account to the
 * session's profile, offers a merge when the account has its own profile, and refuses everything
 * else with nothing written. Never signs anyone in: the session stays the player's.
 */
export async function completeLink(req: Request, res: Response, deps: LinkDeps, account: VerifiedAccount, nonce: unknown): Promise<void> {
  const { services, sessionProfileId } = deps;
  const provider = account.provider;
  const pending = req.session.linking;
  delete req.session.linking;
  const profileId = sessionProfileId(req);
  if (!pending || !profileId || pending.profileId !== profileId || pending.provider !== provider || !sameNonce(pending.nonce, nonce) || Date.now() - pending.startedAt > LINK_WINDOW_MS) {
    deps.logger.warn({ provider }, 'Refused a link callback that does not belong to this session');
    return res.redirect(linkResultPath('refused', provider));
  }
  const existing = await services.profiles.signIns.byAccount(provider, account.providerUserId);
  const holder = existing ?? (await services.profiles.signIns.claim(profileId, provider, account.providerUserId, 'linked'));
  if (holder.profileId === profileId) {
    if (existing) return res.redirect(linkResultPath('already', provider));
    await services.activity.record(profileId, 'sign-in.link', provider, `Connected ${provider}.`);
    deps.logger.info({ provider, profileId }, 'Linked a sign-in');
    return res.redirect(linkResultPath('linked', provider));
  }
  if (holder.origin !== 'created') return res.redirect(linkResultPath('taken', provider));
  req.session.mergeOffer = { signInKey: holder._id, provider, sourceId: holder.profileId, targetId: profileId, expiresAt: Date.now() + LINK_WINDOW_MS };
  res.redirect(linkResultPath('merge', provider));
}
