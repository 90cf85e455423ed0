/** The names players read for each kind of sign-in. */
export function providerName(provider: string): string {
  if (provider === 'discord') return 'Discord';
  if (provider === 'google') return 'Google';
  if (provider === 'dev') return 'Development sign-in';
  if (provider === 'demo') return 'Demo player';
  return provider;
}

/** What the end of a link says; the server sends the result in the address's fragment (`#link=…&provider=…`). */
export function linkResultMessage(result: string, provider: string): { kind: 'saved' | 'error'; text: string } | null {
  const name = providerName(provider);
  switch (result) {
    case 'linked':
      return { kind: 'saved', text: `${name} is connected. You can now sign in with it too.` };
    case 'already':
      return { kind: 'saved', text: `That ${name} account was already connected to your account.` };
    case 'taken':
      return { kind: 'error', text: `That ${name} account is connected to another account. Nothing was connected. Sign in with it and disconnect it there first.` };
    case 'refused':
      return { kind: 'error', text: `The answer from ${name} did not belong to this session (it was used already, or started elsewhere). Nothing was connected. Try again.` };
    case 'failed':
      return { kind: 'error', text: `Connecting ${name} failed or was cancelled. Nothing was connected.` };
    case 'signed-out':
      return { kind: 'error', text: `Sign in first, then connect ${name}.` };
    case 'unavailable':
      return { kind: 'error', text: `${name} sign-in is not set up on this site.` };
    case 'has-provider':
      return { kind: 'error', text: `Your account already has a ${name} sign-in. Disconnect it before you connect another one.` };
    default:
      return null;
  }
}

/** The link result of an address's fragment, or null. */
export function readLinkResult(hash: string): { result: string; provider: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const result = params.get('link');
  return result ? { result, provider: params.get('provider') ?? '' } : null;
}
