import { Window } from 'happy-dom';

/**
 * A page's HTML as a document, read by a real HTML parser (happy-dom's, no script run), for tests
 * that check what the server sends without a browser: query it with `querySelector` as a page would.
 */
export function parseHtml(html: string): Document {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
  void window.happyDOM.close();
  return document;
}
