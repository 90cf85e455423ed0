import { BuildPatchChangesQuery } from '@/components/patches/BuildPatchChanges';
import type { RouteQuery } from '@/lib/route-query-types';
import { answerOf } from '@/lib/route-preloader';
import { decodeShareState, defaultSharedBuild, openShareState } from '@game/rules/share-state';
import { editorReducer, openEditor, shownVariant } from './editor-state';
import { BuildEditorLoad, readLoaded, variantsFromSaved } from './saved-build';
import type { EditorVariant } from './variant-set';
import { servedTraitsAndLink } from './served-traits';
import { redirect } from 'react-router';

/** What a tool's loader knows of the build its editor opens with: every variant, and the one shown. */
export interface OpeningBuild {
  variants: readonly EditorVariant[];
  shown: EditorVariant;
}

/**
 * For a tool's route loader (the planner's, the trait tree's): starts the saved build's query of `?build=` (the one
 * useBuildEditor reads) and tells what the editor opens with, by the editor's own rule (editor-state.ts), so the
 * loader can start what the shown build needs as well. On the server the saved build is awaited and adopted as the
 * editor adopts it; in the browser it is started only (the tool reads on as it arrives), and the opening is the
 * link's. With a saved build, the server also reads what a game-data patch changed in it (the bar draws it). A tool switch's handoff and a build kept in this browser are the browser's alone: no server draws them.
 */
export async function openingBuild(query: RouteQuery, url: URL): Promise<OpeningBuild> {
  const params = url.searchParams;
  const linkState = params.get('state');
  // The link is read in the served version's trait tree, as the tool reads it (served-traits.tsx); a link of an older
  // published version goes to its state moved to the served one.
  const { served, movedTo } = await servedTraitsAndLink(query, url, linkState ? decodeShareState(linkState).dataVersion : null);
  if (movedTo) throw redirect(movedTo);
  const opened = linkState ? openShareState(linkState, served?.catalog, served ? { version: served.version } : {}) : null;
  const base = defaultSharedBuild();
  // A fresh build's class and level (the player's preferences) touch nothing a query is asked for.
  let state = openEditor({ opened, handoff: null, variantParam: params.get('variant'), nameParam: params.get('name'), preferences: { toolClass: base.characterClass, toolLevel: base.level } });
  const buildId = params.get('build');
  if (buildId) {
    const ref = await query(BuildEditorLoad, { id: buildId });
    const loaded = import.meta.env.SSR ? answerOf(ref)?.build : null;
    if (loaded) {
      // What a game-data patch changed in it (the editor's bar draws it).
      await query(BuildPatchChangesQuery, { id: loaded.id });
      const saved = readLoaded(loaded);
      state = editorReducer(state, {
        type: 'adopt-saved',
        saved: { ...saved, variants: variantsFromSaved(saved) },
        variantParam: params.get('variant'),
        link: opened ? opened.build : 'none',
      });
    }
  }
  const { variants, index } = shownVariant(state);
  return { variants, shown: variants[index]! };
}
