/** What a Share button did, for the status line beside it. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * Shares a link: the system share sheet where the browser has one (phones), else
 * copies it. A share sheet the player closes is `cancelled`, not a failure.
 */
export async function shareOrCopy(link: { url: string; title: string }): Promise<ShareOutcome> {
  const data = { url: link.url, title: link.title };
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // No share sheet after all (not allowed here): copy instead.
    }
  }
  return copyText(link.url);
}

/** Copies text to the clipboard. */
export async function copyText(text: string): Promise<'copied' | 'failed'> {
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** The status line for a share outcome. */
export const SHARE_MESSAGES: Record<ShareOutcome, string> = {
  shared: 'Shared.',
  copied: 'Copied: the link is on your clipboard.',
  cancelled: '',
  failed: 'Copy failed: select the address bar to copy the link.',
};
