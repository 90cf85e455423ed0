import { Window } from 'happy-dom';

/**
 * The HTML a server sent, read by a real HTML parser (happy-dom's, as a browser with JavaScript off reads it: no script
 * runs or loads, and a `<noscript>`'s content is part of the page), for checks of the HTML itself that need no browser.
 * Structure is read from the parsed document, never by patterns over the markup.
 */
// (happy-dom evaluates no script and loads no style sheet or frame unless told to.)
const window = new Window({ settings: { disableJavaScriptFileLoading: true } });

export type HtmlDocument = ReturnType<typeof parseHtml>;
export type HtmlElement = NonNullable<ReturnType<HtmlDocument['querySelector']>>;

export function parseHtml(html: string) {
  return new window.DOMParser().parseFromString(html, 'text/html');
}

/** An element's text as a reader sees it without JavaScript: scripts, styles and templates left out, whitespace folded. */
export function readableText(element: HtmlElement): string {
  const copy = element.cloneNode(true) as HtmlElement;
  for (const hidden of copy.querySelectorAll('script, style, template')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}
