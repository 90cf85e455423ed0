import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { graphql } from '@/gql';

const CreateShareLink = graphql(`
  mutation BuildEditorShareLink($tool: BuildKind!, $state: String!, $name: String, $variant: String) {
    createShareLink(tool: $tool, state: $state, name: $name, variant: $variant) {
      code
    }
  }
`);

/** What Copy link put on the clipboard, for the status beside it. */
export interface CopiedLink {
  /** The editor's state and name it was made for: a later change makes it stale. */
  for: string;
  result: 'copied' | 'failed';
  /** Why the long link was copied instead of a short one; null when the short (or the build's) link was. */
  fallback: string | null;
}

interface LinkSubject {
  tool: 'planner' | 'trait-tree';
  encoded: string;
  /** The name and variant the URL carries (null when it carries none). */
  urlName: string | null;
  urlVariant: string | null;
  /** The name a short link is made with. */
  name: string;
  /** The saved build, when it is public and unchanged its own page is the link. */
  published: { id: string; variantName: string | null } | null;
}

/**
 * The editor's links: the long link (the page's path with the state, name and variant, kept when
 * no short one can be made) and Copy link, which copies a published, unchanged build's page, or
 * asks the server for a short link `/s/{code}`. Offline, or when the server refuses, the long link
 * is copied and the player is told why.
 */
export function useCopyLink({ tool, encoded, urlName, urlVariant, name, published }: LinkSubject) {
  const [createShareLink] = useMutation(CreateShareLink);
  const { pathname } = useLocation();
  // Made absolute when copied: the server rendering the page knows no origin.
  const shareUrl = useMemo(() => {
    const params = new URLSearchParams({ state: encoded });
    if (urlName) params.set('name', urlName);
    if (urlVariant) params.set('variant', urlVariant);
    return `${pathname}?${params.toString()}`;
  }, [pathname, encoded, urlName, urlVariant]);
  const linkKey = `${encoded}\n${urlName ?? ''}\n${urlVariant ?? ''}`;

  const copyLink = async (): Promise<CopiedLink> => {
    const origin = window.location.origin;
    let url = new URL(shareUrl, window.location.href).href;
    let fallback: string | null = null;
    if (published) {
      // A published build's link to the variant shown: `?variant=<name>` opens the page (and the tool) on it.
      url = `${origin}/builds/${encodeURIComponent(published.id)}${published.variantName !== null ? `?variant=${encodeURIComponent(published.variantName)}` : ''}`;
    } else {
      try {
        const result = await createShareLink({ variables: { tool: tool === 'planner' ? 'PLANNER' : 'TRAIT', state: encoded, name, variant: urlVariant } });
        const code = result.data?.createShareLink.code;
        if (!code) throw new Error('No short link came back.');
        url = `${origin}/s/${code}`;
      } catch (error) {
        fallback = typeof navigator !== 'undefined' && navigator.onLine === false ? 'you are offline' : error instanceof Error ? error.message : 'the server did not answer';
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      return { for: linkKey, result: 'copied', fallback };
    } catch {
      return { for: linkKey, result: 'failed', fallback };
    }
  };

  return { shareUrl, linkKey, copyLink };
}
