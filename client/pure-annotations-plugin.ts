import type { Plugin } from 'vite';

/** React Router's bundled files (its one package entry re-exports them all). */
const REACT_ROUTER_DIST = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.m?js$/;
/** A module-level component or context made by React: `var Link = React10.forwardRef(`. */
const REACT_FACTORY_CALL = /^(var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;
/** The name it is given for React's developer tools: `Link.displayName = "Link";`. */
const DISPLAY_NAME = /^\w+\.displayName = "[\w.]+";$/gm;

/**
 * Lets the bundler drop the parts of React Router the site never uses (its `<Form>` with the form
 * submission code it brings, `<ScrollRestoration>`, the history router, ...) from the JavaScript
 * every page loads first (the target: /news at most 150 KB gzip): about 1.2 KB gzip.
 *
 * React Router's bundle makes its components and contexts at module level with calls the bundler
 * cannot prove free of side effects (`React.forwardRef(...)`, `React.createContext(...)`, without a
 * `@__PURE__` mark), and then names each one (`Link.displayName = "Link"`), a write the bundler must
 * keep as well, so every component stayed with everything it uses. This marks those calls pure, as
 * they are, and blanks the names, which only React's developer tools read. Only React Router's own
 * files are touched; lines stay where they are (the source maps still fit line by line). Should a
 * release write them otherwise, nothing matches and the bundle is as it was (the bundle's budget test
 * would show it).
 */
export function reactRouterPureAnnotations(): Plugin {
  return {
    name: 'almanac:react-router-pure-annotations',
    transform: {
      filter: { id: REACT_ROUTER_DIST },
      handler(code) {
        const marked = code.replace(REACT_FACTORY_CALL, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, (line) => ' '.repeat(line.length));
        return marked === code ? null : { code: marked, map: null };
      },
    },
  };
}
