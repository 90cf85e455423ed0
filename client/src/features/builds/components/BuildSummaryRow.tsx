import { graphql, getFragmentData, type FragmentType } from '@/gql';
import { BuildIcon } from '@/components/builds/BuildIcon';
import { BuildBadges } from '@/components/builds/BuildBadges';
import { className, useBuildPreview } from '@/lib/build-preview';

export const BuildSummaryRow_build = graphql(`
  fragment BuildSummaryRow_build on Build {
    id
    name
    class
    characterLevel
    ownerUsername
    buildIconId
    isPlannerBuild
    likeCount
    commentCount
    tags
    madeWithVersion
  }
`);

/** One public build in the listing; the whole row is a button that opens the Build Preview dialog. */
export function BuildSummaryRow(props: { build: FragmentType<typeof BuildSummaryRow_build> }) {
  const build = getFragmentData(BuildSummaryRow_build, props.build);
  const preview = useBuildPreview();
  return (
    <li>
      <button type="button" className="build-row" onClick={() => preview.open(build.id)}>
        <BuildIcon iconId={build.buildIconId} characterClass={build.class} size={36} />
        <span className="build-row__main">
          <span className="build-row__name">{build.name}</span>
          <span className="build-row__meta">
            {className(build.class)} · Level {build.characterLevel} · {build.isPlannerBuild ? 'Planner' : 'Trait tree'} · by {build.ownerUsername || 'Deleted player'}
          </span>
          <BuildBadges tags={build.tags} madeWithVersion={build.madeWithVersion} />
        </span>
        <span className="build-row__counts">
          <span aria-label={`${build.likeCount} likes`}>♥ {build.likeCount}</span>
          <span aria-label={`${build.commentCount} comments`}>✎ {build.commentCount}</span>
        </span>
      </button>
    </li>
  );
}
