import { buildEmbedCode } from '@/lib/embed';
import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { graphql } from '@/gql';
import { Loading } from '@/components/ui/Loading';
import { useRouteQuery } from '@/lib/use-route-query';
import type { RouteDataLoader } from '@/lib/route-query-types';
import { CopyableCode } from '@/components/ui/CopyableCode';
import '../embeds.css';

export const EmbedPageQuery = graphql(`
  query EmbedPage {
    gameData {
      version
    }
  }
`);

/** The data exports under /data/v{version}/ (server/src/http/data-exports.ts), as its index lists them. */
const DATA_EXPORTS: Array<[name: string, what: string]> = [
  ['items', 'every item: category, slot, level, classes, stats, weight and value'],
  ['monsters', 'every monster: level, experience, health, habitats and loot'],
  ['npcs', 'every NPC: profession, location, what they buy and sell'],
  ['spells', 'every spell'],
  ['traits', 'the trait trees, numbered as builds and share links number them'],
  ['classes', 'the classes and the stats'],
  ['experience', 'the experience table'],
  ['locations', 'cities, regions and hunting places'],
  ['materials', 'crafting materials'],
  ['recipes', 'crafting recipes'],
  ['world', 'the world map’s entities: places, houses, spawns, NPC positions'],
];

/** The site's own address, known in the browser (examples use absolute addresses, as another site would). */
const noSubscription = () => () => undefined;
function useOrigin() {
  // Empty while rendered on the server; the browser's address after hydration.
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
}

/** Loads the tooltip script on this page, limited to the live example, as another site would include it. */
function useTooltipScript(origin: string) {
  useEffect(() => {
    if (!origin) return;
    // Already loaded on an earlier visit: it only needs to find the example's links again.
    const loaded = (window as { AlmanacTooltips?: { refresh(): void } }).AlmanacTooltips;
    if (loaded) {
      loaded.refresh();
      return;
    }
    if (document.querySelector('script[data-almanac-example]')) return;
    const script = document.createElement('script');
    script.src = `${origin}/embed/tooltips.js`;
    script.dataset.scope = '.embed-live-example';
    script.dataset.almanacExample = 'true';
    document.body.append(script);
  }, [origin]);
}

/** The route's loader: the query the page reads, started with the page's chunk. */
export const EmbedRouteData: RouteDataLoader = (query) => query(EmbedPageQuery, {});

/** /embed: how other sites use Almanac: the tooltip script, the embeds and the data exports. */
export function EmbedRoute() {
  return (
    // Until the route's query answers (in the browser: the server draws the page answered).
    <Suspense fallback={<Loading />}>
      <EmbedPage />
    </Suspense>
  );
}

function EmbedPage() {
  const origin = useOrigin();
  useTooltipScript(origin);
  const { data } = useRouteQuery(EmbedPageQuery);
  const version = data?.gameData.version;
  const site = origin || '';
  const scriptTag = `<script src="${site}/embed/tooltips.js" defer></script>`;

  return (
    <section className="page embed-page">
      <h1>Almanac on your site</h1>
      <p>Show Almanac’s cards on your forum, guild page or fan site, frame a build or a map, or build your own tools on the game data.</p>

      <h2>Tooltips</h2>
      <p>
        Add one script to your page. Links to Almanac’s items, monsters, NPCs, spells, traits and builds (full addresses starting with{' '}
        <code>{site || 'this site’s address'}</code>) then show the same card as on Almanac when pointed at or focused with the keyboard. The cards load when first shown and follow your page’s light or dark
        setting. The script is small (under 15 KB compressed) and needs no framework.
      </p>
      <CopyableCode label="Script tag" code={scriptTag} />

      <h3>Try it</h3>
      <div className="embed-live-example" data-testid="embed-live-example">
        <p>
          Point at or tab to these links: the <a href={`${site}/items/axes/reavers-axe`}>Reaver’s Axe</a>, with its icon:{' '}
          <a href={`${site}/items/axes/reavers-axe`} data-almanac-icons="">
            Reaver’s Axe
          </a>
          , the monster <a href={`${site}/lists/monsters/scarecrow`}>Scarecrow</a>, the trader <a href={`${site}/lists/npc-buy-sell/forgemaster-brann`}>Forgemaster Brann</a>, the spell{' '}
          <a href={`${site}/lists/spells?q=Fireball`}>Fireball</a>, the trait <a href={`${site}/lists/classes?q=Tough%20Hide`}>Tough Hide</a> and a{' '}
          <a href={`${site}/builds/demo-build-01`}>shared build</a>.
        </p>
      </div>

      <h3>Options</h3>
      <dl className="embed-options">
        <dt>
          <code>data-almanac-icons</code>
        </dt>
        <dd>On the script tag (every link) or on one link: the item’s icon before the link text.</dd>
        <dt>
          <code>data-almanac-text="keep"</code> or <code>"name"</code>
        </dt>
        <dd>On the script tag or a link. By default a link whose text is its own address shows the thing’s name instead, and any other text is kept; <code>keep</code> always keeps your text, <code>name</code> always shows Almanac’s name.</dd>
        <dt>
          <code>data-theme="light"</code> or <code>"dark"</code>
        </dt>
        <dd>
          On the script tag (or <code>data-almanac-theme</code> on <code>&lt;html&gt;</code>): the cards’ colours. Without it the script follows <code>data-theme</code>, <code>data-bs-theme</code>, <code>data-color-scheme</code> or <code>data-scheme</code> (<code>light</code> or <code>dark</code>) on your{' '}
          <code>&lt;html&gt;</code>, then the reader’s <code>prefers-color-scheme</code>.
        </dd>
        <dt>
          <code>data-scope=".selector"</code>
        </dt>
        <dd>On the script tag: only links inside the matching elements get cards.</dd>
      </dl>
      <p>After adding links to the page later, call <code>window.AlmanacTooltips.refresh()</code> to give them icons and names.</p>

      <h2>Embeds</h2>
      <p>
        A build as a compact card, with its like count kept live and a link to its page (only public builds are shown; about 420 × 240 pixels). Put the build’s id from its address (
        <code>/builds/&lt;id&gt;</code>) in place of <code>BUILD_ID</code>:
      </p>
      <CopyableCode label="Build embed" code={buildEmbedCode(site, 'BUILD_ID')} />
      <p>
        The three maps, alone in a frame at the view of your choice: open <Link to="/tools/interactive-map">the interactive map</Link>, the <Link to="/tools/houses-map">houses map</Link> or the{' '}
        <Link to="/tools/monsters-map">monsters map</Link>, move to the place to show, and add <code>?embed=1</code> to the address before its <code>#</code>:
      </p>
      <CopyableCode label="Map embed" code={`<iframe src="${site}/tools/interactive-map?embed=1#415,388,7:1" width="800" height="500" title="Map on Almanac" style="border:0"></iframe>`} />
      <p>
        Embeds are drawn in Almanac’s dark look. To match a light site, add <code>theme=light</code> to the address (<code>/embed/builds/BUILD_ID?theme=light</code>,{' '}
        <code>?embed=1&amp;theme=light</code>); <code>theme=system</code> follows the reader’s device.
      </p>

      <h2>Data exports</h2>
      <p>
        The game data as JSON files for your own tools, one folder per game data version{version ? ` (now version ${version})` : ''}, cacheable for a year, open to every site.{' '}
        {version ? (
          <>
            <a href={`/data/v${version}/index.json`}>
              <code>/data/v{version}/index.json</code>
            </a>{' '}
            lists them with their sizes and checksums; <code>/data/latest/</code> always leads to the current version.
          </>
        ) : (
          <>
            <code>/data/latest/</code> leads to the current version’s list.
          </>
        )}
      </p>
      <ul className="embed-exports">
        {DATA_EXPORTS.map(([name, what]) => (
          <li key={name}>
            {version ? <a href={`/data/v${version}/${name}.json`}>{name}.json</a> : <code>{name}.json</code>}: {what}
          </li>
        ))}
      </ul>
      <p>
        For anything else, the GraphQL API answers any site without signing in: see the <a href="/graphql">sandbox</a>.
      </p>
    </section>
  );
}
