import { MAX_LEVEL } from '../../../game-data/rules/constants';
import { GAME_DATA_VERSION } from '../../../game-data/rules/migrations';
import { decodeShareState, encodeShareState, openShareState } from '../../../game-data/rules/share-state';
import { moveSharedBuild } from '../../../game-data/rules/share-state-versions';
import type { TraitCatalog } from '../../../game-data/rules/traits';
import type { VersionStep } from '../../../game-data/rules/version-migration';

/** What moving a link across versions reads of the published versions (modules/patches' GameDataVersions). */
export interface ShareStateVersions {
  current(): { number: number };
  /** The version a link's points are read in: its own when published, else the current one. */
  known(number: number | null | undefined): number;
  traitCatalog(number: number | null | undefined): Promise<TraitCatalog>;
  step(from: number, to: number): Promise<VersionStep>;
}

/**
 * A link's `?state=` as the served version reads it: opened in the version it was made with (a
 * link of the committed pack's versions by the code's own migration), then moved to the current
 * version by the step saved builds take, so its traits and points are the ones it was made with
 * under their current numbers. The result is stamped with the current version.
 */
export async function shareStateNow(state: string, versions: ShareStateVersions): Promise<{ state: string; changes: string[] }> {
  const { opened, own, ownCatalog } = await openAsMade(state, versions);
  const current = versions.current().number;
  if (own >= current) return { state: encodeShareState(opened.build), changes: opened.changes };
  const moved = moveSharedBuild(opened.build, current, await versions.step(own, current), ownCatalog, await versions.traitCatalog(current));
  return { state: encodeShareState(moved.build), changes: [...opened.changes, ...moved.changes] };
}

/**
 * A link's `?state=` opened in the version it was made with (a link of the committed pack's versions by the code's own
 * migration), as made: what its card and head tags show, with that version's traits.
 */
export async function openAsMade(state: string, versions: Pick<ShareStateVersions, 'known' | 'traitCatalog'>) {
  const made = decodeShareState(state, { maxLevel: MAX_LEVEL }).dataVersion;
  const own = made <= GAME_DATA_VERSION ? GAME_DATA_VERSION : versions.known(made);
  const ownCatalog = await versions.traitCatalog(own);
  return { opened: openShareState(state, ownCatalog, { version: own }), own, ownCatalog };
}
