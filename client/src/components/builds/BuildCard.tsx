import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { copyBuildName } from '@game/rules/builds';
import { findVariant } from '@game/rules/variants';
import { VariantTabList, variantTabId } from '@/components/ui/VariantTabList';
import { graphql, getFragmentData, type FragmentType } from '@/gql';
import { buildToolPath, className, useBuildPreview } from '@/lib/build-preview';
import { playerPath } from '@/lib/players';
import { formatDate } from '@/lib/format';
import { addLocalBuild, browserStorage } from '@/lib/local-builds';
import { useSession } from '@/lib/session';
import { refusalMessage } from '@/lib/refusal-message';
import { SHARE_MESSAGES, shareOrCopy, type ShareOutcome } from '@/lib/share';
import { CopyableCode } from '@/components/ui/CopyableCode';
import { buildEmbedCode } from '@/lib/embed';
import { BuildBadges } from './BuildBadges';
import { BuildIcon } from './BuildIcon';
import { BuildComments, BuildComments_build } from './comments/BuildComments';
import { BuildContents } from './BuildContents';
import { ContentBody } from '@/components/content/ContentBody';
import { ReportButton } from '@/components/moderation/ReportButton';
import { ModerationNoticeLine } from '@/components/moderation/ModerationNoticeLine';
import './builds.css';

export const BuildCard_build = graphql(`
  fragment BuildCard_build on Build {
    id
    name
    class
    characterLevel
    ownerUsername
    buildIconId
    isPlannerBuild
    isPublic
    publishDate
    likeCount
    commentCount
    viewerHasLiked
    viewerIsOwner
    descriptionHtml
    descriptionExcerpt
    tags
    madeWithVersion
    moderation {
      state
      rule
      reason
    }
    notesModeration {
      state
      rule
      reason
    }
    variants {
      name
      characterLevel
    }
    ...BuildContents_build
  }
`);

const LikeBuild = graphql(`
  mutation BuildCardLike($buildId: ID!) {
    likeBuild(buildId: $buildId) {
      id
      likeCount
      viewerHasLiked
    }
  }
`);

const UnlikeBuild = graphql(`
  mutation BuildCardUnlike($buildId: ID!) {
    unlikeBuild(buildId: $buildId) {
      id
      likeCount
      viewerHasLiked
    }
  }
`);

const SaveCopy = graphql(`
  mutation BuildCardSaveCopy($id: ID!) {
    duplicateBuild(id: $id) {
      id
      name
    }
  }
`);

/**
 * A button's text that keeps one width whichever of its texts it shows ("Like" or "Liked"): the others are laid out in
 * the same place, unseen and not read out, so a change of text moves nothing beside the button.
 */
function SteadyLabel({ text, others }: { text: string; others: string[] }) {
  return (
    <span className="steady-label">
      <span>{text}</span>
      {others.map((other) => (
        <span key={other} className="steady-label__other" aria-hidden="true">
          {other}
        </span>
      ))}
    </span>
  );
}

/**
 * A build with its actions: Open (in its tool), Like (toggles; signed out opens the login
 * dialog) and Comment. Nothing changes on screen until the server has saved the change; a failed
 * like is only logged.
 */
export function BuildCard(props: {
  // The comments' fragment is spread by the build's query itself, beside this one.
  build: FragmentType<typeof BuildCard_build> & FragmentType<typeof BuildComments_build>;
  headingLevel?: 1 | 2 | 3;
  commentsOpen?: boolean;
}) {
  const build = getFragmentData(BuildCard_build, props.build);
  const session = useSession();
  // The build's own page shows its comments at once; the preview opens them on request.
  const [showComments, setShowComments] = useState(props.commentsOpen ?? false);
  const [commentsByClick, setCommentsByClick] = useState(false);
  const [copy, setCopy] = useState<{ id: string; name: string } | 'failed' | null>(null);
  const [saveCopy, savingCopy] = useMutation(SaveCopy, { refetchQueries: ['MyBuilds', 'BuildsBarPrivate'] });
  const preview = useBuildPreview();
  const [kept, setKept] = useState<'kept' | 'full' | null>(null);
  const [like, liking] = useMutation(LikeBuild);
  const [likeRefused, setLikeRefused] = useState<string | null>(null);
  const [unlike, unliking] = useMutation(UnlikeBuild);
  const headingId = useId();
  const commentsId = useId();
  const notesId = useId();
  const embedId = useId();
  const variantPanelId = useId();
  // The build's page shows its variants as tabs; `?variant=` (a name or a place from 1) picks one.
  const [params, setParams] = useSearchParams();
  const onPage = props.headingLevel === 1;
  const variantNames = build.variants.map((v) => v.name);
  const shownVariant = onPage ? Math.max(0, findVariant(variantNames, params.get('variant'))) : 0;
  const variantQuery = shownVariant > 0 ? `?variant=${encodeURIComponent(variantNames[shownVariant]!)}` : '';
  const selectVariant = (index: number) => {
    const next = new URLSearchParams(params);
    if (index === 0) next.delete('variant');
    else next.set('variant', variantNames[index]!);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const [shared, setShared] = useState<ShareOutcome | null>(null);
  const share = async () => {
    setShared(null);
    const title = shownVariant > 0 ? `${build.name} · ${variantNames[shownVariant]} · Almanac` : `${build.name} · Almanac`;
    setShared(await shareOrCopy({ url: new URL(`/builds/${encodeURIComponent(build.id)}${variantQuery}`, window.location.href).toString(), title }));
  };
  const [showEmbed, setShowEmbed] = useState(false);
  const embedCode = showEmbed ? buildEmbedCode(window.location.origin, build.id, shownVariant > 0 ? variantNames[shownVariant]! : null) : '';
  const Heading = props.headingLevel === 3 ? 'h3' : props.headingLevel === 1 ? 'h1' : 'h2';

  const toggleLike = async () => {
    setLikeRefused(null);
    if (session.status !== 'signed-in') {
      session.openLogin();
      return;
    }
    try {
      if (build.viewerHasLiked) await unlike({ variables: { buildId: build.id } });
      else await like({ variables: { buildId: build.id } });
    } catch (error) {
      console.error('Saving the like failed', error);
      // A refusal the player can act on (a suspension and its end) is shown; other failures are only logged.
      setLikeRefused(refusalMessage(error, '') || null);
    }
  };

  // A private copy in the player's own builds that remembers this one (`forkedFrom`, shown as "Based on").
  const saveACopy = async () => {
    try {
      const result = await saveCopy({ variables: { id: build.id } });
      if (result.data) setCopy(result.data.duplicateBuild);
    } catch (error) {
      console.error('Saving a copy failed', error);
      setCopy('failed');
    }
  };

  return (
    <article className="build-card" aria-labelledby={headingId}>
      <header className="build-card__header">
        <BuildIcon iconId={build.buildIconId} characterClass={build.class} size={48} />
        <div>
          <Heading id={headingId} className="build-card__name">{build.name}</Heading>
          <p className="build-card__meta">
            <span>{className(build.class)}</span> · <span>Level {build.variants[shownVariant]?.characterLevel ?? build.characterLevel}</span> ·{' '}
            <span>{build.isPlannerBuild ? 'Planner build' : 'Trait build'}</span>
          </p>
          {!onPage && variantNames.length > 1 && (
            <p className="build-card__meta">
              {variantNames.length} variants: {variantNames.join(' · ')}
            </p>
          )}
          <p className="build-card__meta">
            by{' '}
            {build.ownerUsername ? (
              <Link className="build-card__owner" to={playerPath(build.ownerUsername)} onClick={preview.close}>
                {build.ownerUsername}
              </Link>
            ) : (
              <span className="build-card__owner">Deleted player</span>
            )}
            {build.publishDate && (
              <>
                {' '}· published <time dateTime={build.publishDate}>{formatDate(build.publishDate)}</time>
              </>
            )}
          </p>
          <BuildBadges tags={build.tags} madeWithVersion={build.madeWithVersion} />
        </div>
      </header>
      {build.moderation && <ModerationNoticeLine notice={build.moderation} thing="build" own={build.viewerIsOwner} />}
      {onPage && variantNames.length > 1 ? (
        <section className="build-card__variants" aria-label="Variants">
          <div className="variant-tabs">
            <VariantTabList names={variantNames} active={shownVariant} panelId={variantPanelId} label={`Variants of ${build.name}`} onSelect={selectVariant} />
          </div>
          <div role="tabpanel" id={variantPanelId} aria-labelledby={variantTabId(variantPanelId, shownVariant)} className="variant-panel">
            <BuildContents build={build} headingLevel={2} showPlan variant={shownVariant} />
          </div>
        </section>
      ) : (
        <BuildContents build={build} headingLevel={props.headingLevel === 3 ? 4 : props.headingLevel === 1 ? 2 : 3} showPlan={props.headingLevel === 1} />
      )}
      {/* Notes a moderator hid are empty: their owner still gets the section, with the notice. */}
      {props.headingLevel === 1 && (build.descriptionHtml || build.notesModeration) && (
        <section className="build-card__notes" aria-labelledby={notesId}>
          <h2 id={notesId}>Notes</h2>
          {build.notesModeration && <ModerationNoticeLine notice={build.notesModeration} thing="notes" own={build.viewerIsOwner} />}
          <ContentBody html={build.descriptionHtml} />
          {build.isPublic && !build.viewerIsOwner && <ReportButton target={{ kind: 'NOTES', id: build.id, label: `the notes of ${build.name}`, path: `/builds/${encodeURIComponent(build.id)}` }} />}
        </section>
      )}
      {props.headingLevel !== 1 && build.descriptionExcerpt && (
        <div className="build-card__notes build-card__notes--excerpt">
          <p className="build-card__excerpt">{build.descriptionExcerpt}</p>
          <Link to={`/builds/${encodeURIComponent(build.id)}`} onClick={preview.close}>
            Read the notes<span className="visually-hidden"> of {build.name}</span>
          </Link>
        </div>
      )}
      <dl className="build-card__counts">
        <div>
          <dt>Likes</dt>
          <dd data-testid="like-count">{build.likeCount}</dd>
        </div>
        <div>
          <dt>Comments</dt>
          <dd data-testid="comment-count">{build.commentCount}</dd>
        </div>
      </dl>
      <div className="build-card__actions">
        <Link className="button button-primary" to={`${buildToolPath(build)}${shownVariant > 0 ? `&variant=${encodeURIComponent(variantNames[shownVariant]!)}` : ''}`}>
          Open
        </Link>
        {build.isPublic && (
          <button type="button" className="button build-card__viewer-part" aria-pressed={build.viewerHasLiked} disabled={liking.loading || unliking.loading} onClick={toggleLike}>
            <SteadyLabel text={build.viewerHasLiked ? 'Liked' : 'Like'} others={[build.viewerHasLiked ? 'Like' : 'Liked']} />
          </button>
        )}
        {build.isPublic && (
          <button type="button" className="button" onClick={() => void share()}>
            Share
          </button>
        )}
        {build.isPublic && (
          <button type="button" className="button" aria-expanded={showEmbed} onClick={() => setShowEmbed((v) => !v)}>
            Embed
          </button>
        )}
        {build.isPublic && props.commentsOpen && (
          <button type="button" className="button" aria-controls={commentsId} onClick={() => document.getElementById(commentsId)?.querySelector('textarea')?.focus()}>
            Comment
          </button>
        )}
        {build.isPublic && !props.commentsOpen && (
          <button
            type="button"
            className="button"
            aria-expanded={showComments}
            aria-controls={commentsId}
            onClick={() => {
              setCommentsByClick(true);
              setShowComments((v) => !v);
            }}
          >
            Comment
          </button>
        )}
        {build.isPublic && !build.viewerIsOwner && (
          <ReportButton className="button" target={{ kind: 'BUILD', id: build.id, label: `the build ${build.name}`, path: `/builds/${encodeURIComponent(build.id)}` }} />
        )}
        {/* The viewer's own buttons come last, each as wide whichever it shows: on a page drawn for no viewer and
            then changed to the signed-in player's, nothing before them moves (the style sheet hides them until then). */}
        {build.isPublic && session.status === 'signed-out' && (
          <button
            type="button"
            className="button build-card__viewer-part"
            disabled={kept === 'kept'}
            onClick={() => setKept(addLocalBuild(browserStorage(), { source: 'copy', buildId: build.id, name: copyBuildName(build.name), characterClass: build.class, level: build.characterLevel }) ? 'kept' : 'full')}
          >
            <SteadyLabel text="Keep a copy" others={['Save a copy']} />
          </button>
        )}
        {build.isPublic && session.status === 'signed-in' && !build.viewerIsOwner && (
          <button type="button" className="button build-card__viewer-part" disabled={savingCopy.loading || (copy !== null && copy !== 'failed')} onClick={saveACopy}>
            <SteadyLabel text="Save a copy" others={['Keep a copy']} />
          </button>
        )}
      </div>
      {showEmbed && (
        <div className="build-card__embed">
          <CopyableCode id={embedId} label="Embed code" code={embedCode} textbox />
          <p className="muted build-card__embed-help">
            Paste it into your site’s HTML to show this build as a card. <Link to="/embed" onClick={preview.close}>More about embeds</Link>
          </p>
        </div>
      )}
      {likeRefused && (
        <p role="alert" className="form-error">
          {likeRefused}
        </p>
      )}
      <p role="status" className="muted build-card__shared">
        {shared ? SHARE_MESSAGES[shared] : ''}
      </p>
      {kept && (
        <p role="status" className="muted">
          {kept === 'kept' ? 'Kept in this browser. Sign in to save it to your account.' : 'This browser already keeps 50 builds. Sign in to save them first.'}
        </p>
      )}
      {copy !== null && (
        <p role="status" className="muted">
          {copy === 'failed' ? (
            'The copy could not be saved. Try again in a moment.'
          ) : (
            <>
              Saved “{copy.name}” to <Link to="/me" onClick={preview.close}>your builds</Link>, with a link to this one.
            </>
          )}
        </p>
      )}
      {showComments && (
        <div id={commentsId}>
          <BuildComments build={props.build} autoFocus={commentsByClick} />
        </div>
      )}
    </article>
  );
}

