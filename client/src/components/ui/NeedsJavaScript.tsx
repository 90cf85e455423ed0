/**
 * A tool's plain word, shown only when JavaScript is off: the page's frame is there,
 * but the tool itself works in the browser. React renders a `<noscript>`'s content on the server
 * and leaves it alone in the browser, so it never differs at hydration.
 */
export function NeedsJavaScript({ tool }: { tool: string }) {
  return (
    <noscript>
      <p className="needs-javascript" role="note">
        {`The ${tool} needs JavaScript: turn it on in your browser to use it. The news, guides, lists and item pages read without it.`}
      </p>
    </noscript>
  );
}
