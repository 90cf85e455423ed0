import { getFragmentData, graphql, type FragmentType } from '@/gql';
import type { OwnBuildEntry_BuildFragment } from '@/gql/graphql';

/** A signed-in player's build as every list of their own builds shows it: the builds bar, the phone menu and /me. */
export const OwnBuildEntry_build = graphql(`
  fragment OwnBuildEntry_build on Build {
    id
    name
    class
    characterLevel
    buildIconId
    isPublic
    updatedAt
  }
`);

/** A list's entries with the entry fields read beside the list's own (MyBuilds adds its counts and dates). */
export function readOwnBuilds<T extends FragmentType<typeof OwnBuildEntry_build>>(builds: readonly T[]): Array<Omit<T, ' $fragmentRefs'> & OwnBuildEntry_BuildFragment> {
  return builds.map((build) => ({ ...build, ...getFragmentData(OwnBuildEntry_build, build) }));
}
