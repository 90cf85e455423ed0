import { createHash } from 'node:crypto';
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { CLASS_NAMES, SLOT_IDS, STAT_IDS } from '../../../game-data/rules/constants';
import { encodeShareState, isDamagedShareState, openShareState, type SharedBuild } from '../../../game-data/rules/share-state';
import { badUserInput } from '../../graphql/errors';
import { retryAfterSecondsOf, tooManyRequests } from '../../graphql/too-many-requests';
import { DuplicateKeyError, type Collection, type Store } from '../../store/port';
import { SHARE_LINKS_COLLECTION, type ShareLinkDocument, type ShareTool } from './build.model';
import { checkBuildFields, type BuildCatalog, type BuildFields } from './build.rules';
import { checkVariantName } from '../../../game-data/rules/variants';
import { currentGameDataVersion } from '../game/current-version';
import { openAsMade, type ShareStateVersions } from './share-link-versions';

/** A short link's code has exactly this many characters (`/s/{code}`). */
export const SHARE_CODE_LENGTH = 10;
/** The longest `?state=` a short link stores; the tools' states are far shorter (under 400 characters with ten long item ids). */
export const SHARE_STATE_MAX = 2_000;

/** New short links one address may make in a day while signed out (`SHARE_LINKS_PER_DAY`). */
export const SHARE_LINKS_PER_DAY = 200;

/** The in-memory daily cap (one process); `createRateLimiter` gives the shared one on MongoDB. */
export const dailyCapOf = (points: number): RateLimiterAbstract => new RateLimiterMemory({ keyPrefix: 'share-links-day', points, duration: 86_400 });

/** Who makes a short link: a signed-out caller is counted by address against the daily cap. */
export interface ShareLinkCaller {
  signedIn: boolean;
  clientAddress: string;
}

/** What a short link stands for; its code is derived from exactly this. */
export type ShareLinkContent = Pick<ShareLinkDocument, 'tool' | 'state' | 'name' | 'variant'>;

/**
 * The code of a short link: content-addressed, so the same tool, state, name and variant always
 * give the same code: the first 10 characters (60 bits) of the URL-safe base64 SHA-256 of the
 * content. A link without a variant hashes as links did before variants, so its code is unchanged.
 */
export function shareLinkCode(link: ShareLinkContent): string {
  const content = link.variant ? [link.tool, link.state, link.name, link.variant] : [link.tool, link.state, link.name];
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, SHARE_CODE_LENGTH);
}

const sameContent = (a: ShareLinkContent, b: ShareLinkContent) => a.tool === b.tool && a.state === b.state && a.name === b.name && (a.variant ?? null) === (b.variant ?? null);

/** The shared build as the build checks see it (a trait tree state without planner data is a trait build). */
function fieldsOf(tool: ShareTool, build: SharedBuild, name: string) {
  const plannerData = STAT_IDS.some((stat) => build.stats[stat] > 0) || SLOT_IDS.some((slot) => build.equipment[slot] !== '');
  return {
    name,
    class: build.characterClass,
    characterLevel: build.level,
    isPlannerBuild: tool === 'planner' || plannerData,
    assignedPoints: build.points.map(([trait, points]) => ({ trait, points })),
    statAllocations: build.stats,
    equippedItemIds: SLOT_IDS.map((slot) => ({ slot, itemId: build.equipment[slot] })),
    targetMonsterId: build.target ?? null,
  };
}

/**
 * Deletes the short links made before `createdBefore` whose page was never opened (`npm run admin
 * -- purge-links`); returns how many. Links stored before openings were marked are kept.
 */
export function purgeUnopenedShareLinks(store: Store, createdBefore: Date): Promise<number> {
  return store.collection<ShareLinkDocument>(SHARE_LINKS_COLLECTION).deleteMany({ opened: false, createdAt: { $lt: createdBefore.toISOString() } });
}

/**
 * Short links for shared tool states: anyone may make one (the mutation rate limit applies, by
 * address when signed out); a state is checked like a saved build (size, name, trait and stat
 * budgets, items the class may wear) before it is stored, so a link never opens something a
 * save would refuse. A link holds only the state and the name: no owner, no build id, no notes.
 */
export class ShareLinksService {
  private readonly links: Collection<ShareLinkDocument>;

  constructor(
    store: Store,
    private readonly catalog: BuildCatalog,
    /** The code of a content; tests give a colliding one. */
    private readonly codeOf: (link: ShareLinkContent) => string = shareLinkCode,
    /**
     * New links per signed-out address per day (the server gives one whose counters live with the
     * store, so processes on MongoDB share it); a day is 86,400 s from the address's first link.
     */
    private readonly dailyCap: RateLimiterAbstract = dailyCapOf(SHARE_LINKS_PER_DAY),
  ) {
    this.links = store.collection<ShareLinkDocument>(SHARE_LINKS_COLLECTION);
  }

  /** The link of a code, for its card and head tags (not an opening: crawlers read those). */
  async get(code: string): Promise<ShareLinkDocument | null> {
    if (code.length !== SHARE_CODE_LENGTH) return null;
    return this.links.findOne({ _id: code });
  }

  /**
   * The link of a code as its page opens it: the first opening marks it (`opened`, written once,
   * never again), so an operator can purge links nobody ever opened. A mark that cannot be written
   * (a read-only store) does not keep the link from opening.
   */
  async visit(code: string): Promise<ShareLinkDocument | null> {
    const link = await this.get(code);
    if (!link || link.opened === true) return link;
    await this.links.updateOne({ _id: link._id, opened: { $ne: true } }, { $set: { opened: true } }).catch(() => undefined);
    return link;
  }


  /**
   * The link's build as the tools open it, with the checked fields (for its card and head tags)
   * and the game data version its points are in: the one it was made with, or the committed
   * pack's when it was migrated from an older one.
   */
  async open(link: ShareLinkContent, versions: Pick<ShareStateVersions, 'known' | 'traitCatalog'>): Promise<{ build: SharedBuild; fields: BuildFields; dataVersion: number } | null> {
    // As made: read and checked with the traits of the version the link was made with, not the served one's.
    const { opened, own, ownCatalog } = await openAsMade(link.state, versions);
    const catalog: BuildCatalog = { traits: ownCatalog, item: (id) => this.catalog.item(id), monster: (id) => this.catalog.monster(id) };
    const outcome = checkBuildFields(fieldsOf(link.tool, opened.build, link.name), catalog);
    return outcome.ok ? { build: opened.build, fields: outcome.value, dataVersion: own } : null;
  }

  /**
   * Stores a short link, or returns the one that exists for the same content. A signed-out caller
   * may store {@link SHARE_LINKS_PER_DAY} new ones a day per address (TOO_MANY_REQUESTS after
   * that); one that exists already costs nothing.
   */
  async create(input: { tool: ShareTool; state: string; name?: string | null; variant?: string | null }, caller?: ShareLinkCaller): Promise<ShareLinkDocument> {
    if (input.state.length > SHARE_STATE_MAX) throw badUserInput(`A shared state can have at most ${SHARE_STATE_MAX.toLocaleString('en-US')} characters.`, 'state');
    if (input.state.trim() === '' || isDamagedShareState(input.state)) throw badUserInput('This build state is damaged: it cannot be read.', 'state');
    // Read in the served version (the resolver moved a state of an older one to it).
    const { build } = openShareState(input.state, this.catalog.traits, { version: currentGameDataVersion() });
    const state = encodeShareState(build);
    const name = (input.name ?? '').trim() || `${CLASS_NAMES[build.characterClass]} level ${build.level}`;
    const outcome = checkBuildFields(fieldsOf(input.tool, build, name), this.catalog);
    if (!outcome.ok) throw badUserInput(outcome.problem.message, outcome.problem.field);
    // The variant's name, by the variants' own name rule; none when left out or empty.
    let variant: string | undefined;
    if (input.variant && input.variant.trim() !== '') {
      const checked = checkVariantName(input.variant);
      if (!checked.ok) throw badUserInput(checked.message, 'variant');
      variant = checked.value;
    }
    const content: ShareLinkContent = { tool: input.tool, state, name: outcome.value.name, ...(variant ? { variant } : {}) };
    const code = this.codeOf(content);
    const existing = await this.links.findOne({ _id: code });
    if (existing) return this.madeAgain(this.same(existing, content));
    if (caller && !caller.signedIn) await this.spendDailyCap(caller.clientAddress);
    try {
      return await this.links.insertOne({ _id: code, ...content, createdAt: new Date().toISOString(), opened: false });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      // Someone stored the same code meanwhile.
      const stored = await this.links.findOne({ _id: code });
      if (!stored) throw error;
      return this.same(stored, content);
    }
  }

  private async spendDailyCap(clientAddress: string): Promise<void> {
    try {
      await this.dailyCap.consume(clientAddress);
    } catch (rejection) {
      if (rejection instanceof Error) throw rejection;
      const retry = retryAfterSecondsOf(rejection);
      const hours = Math.ceil(retry / 3600);
      throw tooManyRequests(retry, `Too many short links from this address today. Sign in to make more, or try again in ${hours} ${hours === 1 ? 'hour' : 'hours'}.`);
    }
  }

  /** A link never opened that someone makes again is about to be shared: it counts as made now, so a purge spares it. */
  private async madeAgain(link: ShareLinkDocument): Promise<ShareLinkDocument> {
    if (link.opened !== false) return link;
    return (await this.links.findOneAndUpdate({ _id: link._id, opened: false }, { $set: { createdAt: new Date().toISOString() } })) ?? link;
  }

  private same(stored: ShareLinkDocument, content: ShareLinkContent): ShareLinkDocument {
    if (sameContent(stored, content)) return stored;
    // Two contents with one code (a 60-bit collision): the first keeps it, the second is refused.
    throw badUserInput('Another shared build already has this short code; copy the long link instead.', 'state');
  }
}
