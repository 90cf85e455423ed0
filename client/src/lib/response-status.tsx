import { createContext, useContext } from 'react';

/**
 * What a page drawn on the server tells the server about its HTTP answer: a page that
 * shows "not found" (a build, item, monster, NPC, post, guide, player or short link that does not
 * exist) says so, and the server answers 404 with `noindex` instead of 200, so search engines
 * drop the address. entry-server.tsx provides the setter for each render pass; the browser
 * provides none.
 */
export type SetResponseStatus = (status: number) => void;

export const ResponseStatusContext = createContext<SetResponseStatus | null>(null);

/** Rendered inside a page's "not found" branch: on the server the answer becomes a 404; in the browser it draws nothing and does nothing. */
export function NotFoundStatus(): null {
  const setStatus = useContext(ResponseStatusContext);
  setStatus?.(404);
  return null;
}
