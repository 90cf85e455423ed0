/**
 * Almanac's tooltip script for other sites, served at `/embed/tooltips.js`:
 *
 *   <script src="https://almanac.example/embed/tooltips.js" defer></script>
 *
 * Links on the page to Almanac items, monsters, NPCs, spells, traits and builds (absolute
 * addresses of the site) show the same cards as on Almanac, on hover and on keyboard focus. A
 * card's data is fetched when it is first shown, through the public GET API (persisted queries,
 * anonymous, never with cookies), and kept in memory. No framework: plain DOM, built by esbuild
 * as its own entry (client/embed-plugin.ts). Attributes, on the script tag for every link or on
 * one link:
 *
 * - `data-almanac-icons`: put the item's icon before the link text.
 * - `data-almanac-text="keep" | "name"`: keep the host's link text, or always show Almanac's
 *   name. By default a link whose text is its own address gets the name; other text is kept.
 * - `data-theme="light" | "dark"` on the script (or `data-almanac-theme` on `<html>`): the card's
 *   colours; otherwise the host's `data-theme`, `data-bs-theme`, `data-color-scheme` or `data-scheme` on
 *   `<html>`, then `prefers-color-scheme`.
 * - `data-scope="<selector>"` on the script: only links inside the matching elements.
 */
import { buildCard, CARD_LOADING, cardMissing, itemCard, monsterCard, npcCard, spellCard, traitCard, type CardModel } from '../components/tooltips/card-model';
import { embedRefOf, type EmbedRef } from './link-target';
import { EMBED_QUERIES, type EmbedQueryName } from './queries';

interface AlmanacTooltips {
  /** Looks again for links to decorate (icons, names) after the host added some. */
  refresh(): void;
}

declare global {
  interface Window {
    AlmanacTooltips?: AlmanacTooltips;
  }
}

const CSS = `
.almanac-tooltip{all:initial;position:fixed;z-index:2147483647;box-sizing:border-box;width:min(18rem,calc(100vw - 16px));padding:.6rem .75rem;border-radius:8px;border:1px solid #e0a84a;background:#0f0c09;color:#efe6d4;box-shadow:0 8px 24px rgb(0 0 0/.45);font:14px/1.4 system-ui,sans-serif;pointer-events:none;text-align:left}
.almanac-tooltip[hidden]{display:none}
.almanac-tooltip[data-theme=light]{background:#fffaf0;color:#231b10;border-color:#b07a1e;box-shadow:0 8px 24px rgb(0 0 0/.2)}
.almanac-tooltip *{box-sizing:border-box;font:inherit;color:inherit;margin:0;padding:0}
.almanac-tooltip p{margin:.15rem 0}
.almanac-tooltip .at-title{font-weight:700;color:#f3c46e;display:flex;gap:.4rem;align-items:center}
.almanac-tooltip[data-theme=light] .at-title{color:#7a4e00}
.almanac-tooltip .at-line{color:#b9a98c;font-size:13px}
.almanac-tooltip[data-theme=light] .at-line{color:#5a4b34}
.almanac-tooltip ul{list-style:none;margin:.25rem 0;color:#9fd48a}
.almanac-tooltip[data-theme=light] ul{color:#2f6b1c}
.almanac-tooltip .at-text{font-style:italic}
.almanac-tooltip img{width:24px;height:24px;image-rendering:pixelated}
.almanac-icon{width:1.1em;height:1.1em;vertical-align:-.15em;margin-right:.25em;image-rendering:pixelated}
`;

type Card = CardModel | null;

function start(script: HTMLScriptElement | null) {
  if (window.AlmanacTooltips) return;
  const origin = new URL(script?.src || '/', window.location.href).origin;
  const setting = (name: string) => script?.getAttribute(name) ?? null;
  const scope = setting('data-scope');
  const cache = new Map<string, Promise<Card>>();
  const tooltipId = `almanac-tooltip-${Math.random().toString(36).slice(2, 8)}`;
  let tooltip: HTMLDivElement | null = null;
  let shown: HTMLAnchorElement | null = null;

  const style = document.createElement('style');
  style.textContent = CSS;
  document.head.append(style);

  // ---- Data: persisted GET queries, anonymous, each answer kept in memory.

  const hashes = new Map<string, Promise<string | null>>();
  const sha256 = (text: string) => {
    let hash = hashes.get(text);
    if (!hash) {
      // crypto.subtle exists in secure contexts only (https, localhost): elsewhere the query goes whole.
      const subtle = crypto.subtle as SubtleCrypto | undefined;
      hash = subtle
        ? subtle.digest('SHA-256', new TextEncoder().encode(text)).then(
            (digest) => [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join(''),
            () => null,
          )
        : Promise.resolve(null);
      hashes.set(text, hash);
    }
    return hash;
  };

  const get = async (params: URLSearchParams) => {
    const response = await fetch(`${origin}/graphql?${params}`, { credentials: 'omit', headers: { 'apollo-require-preflight': 'true' } });
    return (await response.json()) as { data?: Record<string, unknown> | null; errors?: Array<{ extensions?: { code?: string } }> };
  };

  const query = async (name: EmbedQueryName, variables: Record<string, unknown>) => {
    const text = EMBED_QUERIES[name];
    // Named, as GraphQL over HTTP allows: the server's logs (and a reader of the network) see which card asked.
    const params = new URLSearchParams({ operationName: /^query (\w+)/.exec(text)![1]!, variables: JSON.stringify(variables) });
    const hash = await sha256(text);
    if (hash) {
      params.set('extensions', JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }));
      const answer = await get(params);
      if (!answer.errors?.some((error) => error.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND')) return answer.data ?? null;
    }
    params.set('query', text);
    return (await get(params)).data ?? null;
  };

  type Row = Record<string, never>;
  const load = async (ref: EmbedRef): Promise<Card> => {
    switch (ref.kind) {
      case 'item': {
        const data = await query('item', { id: ref.key });
        return data?.item ? itemCard(data.item as Parameters<typeof itemCard>[0]) : null;
      }
      case 'monster': {
        const data = await query('monster', { id: ref.key });
        return data?.monster ? monsterCard(data.monster as Parameters<typeof monsterCard>[0]) : null;
      }
      case 'npc': {
        const data = await query('npc', { id: ref.key });
        return data?.npc ? npcCard(data.npc as Parameters<typeof npcCard>[0]) : null;
      }
      case 'spell': {
        if (ref.by === 'id') {
          const data = await query('spell', { id: ref.key });
          return data?.spell ? spellCard(data.spell as Parameters<typeof spellCard>[0]) : null;
        }
        const data = (await query('spellByName', { search: ref.key })) as { spells?: { edges: Array<{ node: Row & { name: string } }> } } | null;
        const spell = data?.spells?.edges.map((edge) => edge.node).find((node) => node.name.toLowerCase() === ref.key.toLowerCase());
        return spell ? spellCard(spell as unknown as Parameters<typeof spellCard>[0]) : null;
      }
      case 'trait': {
        if (ref.by === 'id') {
          const data = await query('trait', { number: Number(ref.key) });
          return data?.trait ? traitCard(data.trait as Parameters<typeof traitCard>[0]) : null;
        }
        const data = (await query('traits', {})) as { traits?: Array<Row & { name: string }> } | null;
        const trait = data?.traits?.find((node) => node.name.toLowerCase() === ref.key.toLowerCase());
        return trait ? traitCard(trait as unknown as Parameters<typeof traitCard>[0]) : null;
      }
      case 'build': {
        const data = await query('build', { id: ref.key });
        const build = data?.build as (Parameters<typeof buildCard>[0] & { isPublic: boolean }) | null | undefined;
        return build?.isPublic ? buildCard(build) : null;
      }
    }
  };

  const cardOf = (ref: EmbedRef) => {
    const key = `${ref.kind}:${ref.by}:${ref.key}`;
    let card = cache.get(key);
    if (!card) {
      card = load(ref);
      // A failure is not kept: the next hover asks again.
      card.catch(() => cache.delete(key));
      cache.set(key, card);
    }
    return card;
  };

  // ---- Which links: absolute addresses of the site, inside the scope when one is set.

  const refOf = (link: HTMLAnchorElement) => (scope && !link.closest(scope) ? null : embedRefOf(link.href, origin, link.getAttribute('data-game-ref')));
  const linkOf = (node: EventTarget | null) => (node instanceof Element ? node.closest('a[href]') : null) as HTMLAnchorElement | null;

  // ---- The card: one element, drawn from the same card model as the site's tooltips.

  const themeOf = (): 'light' | 'dark' => {
    const root = document.documentElement;
    for (const value of [setting('data-theme'), root.getAttribute('data-almanac-theme'), root.getAttribute('data-theme'), root.getAttribute('data-bs-theme'), root.getAttribute('data-color-scheme'), root.getAttribute('data-scheme')]) {
      if (value === 'light' || value === 'dark') return value;
    }
    return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  };

  const paragraph = (className: string, text: string) => {
    const p = document.createElement('p');
    p.className = className;
    p.textContent = text;
    return p;
  };

  const draw = (content: Card | string) => {
    if (!tooltip) return;
    if (typeof content === 'string' || !content) {
      tooltip.replaceChildren(paragraph('at-line', content || 'Not found.'));
    } else {
      const title = paragraph('at-title', content.title);
      if (content.iconUrl) {
        const icon = document.createElement('img');
        icon.src = new URL(content.iconUrl, origin).href;
        icon.alt = '';
        title.prepend(icon);
      }
      const parts: HTMLElement[] = [title, ...content.lines.map((line) => paragraph('at-line', line))];
      if (content.stats.length > 0) {
        const list = document.createElement('ul');
        for (const stat of content.stats) {
          const item = document.createElement('li');
          item.textContent = stat;
          list.append(item);
        }
        parts.push(list);
      }
      if (content.text) parts.push(paragraph('at-text', content.text));
      parts.push(...content.after.map((line) => paragraph('at-line', line)));
      tooltip.replaceChildren(...parts);
    }
    place();
  };

  /** Below the link, or above when there is no room below; always inside the viewport. */
  const place = () => {
    if (!tooltip || !shown) return;
    const width = document.documentElement.clientWidth;
    const height = document.documentElement.clientHeight;
    const box = shown.getBoundingClientRect();
    const card = tooltip.getBoundingClientRect();
    const left = Math.max(8, Math.min(box.left, width - card.width - 8));
    const below = box.bottom + 6;
    const top = below + card.height > height - 8 ? Math.max(8, box.top - card.height - 6) : below;
    tooltip.style.left = `${left}px`;
    tooltip.style.top = `${top}px`;
    tooltip.style.visibility = 'visible';
  };

  const show = (link: HTMLAnchorElement, ref: EmbedRef) => {
    if (shown === link) return;
    hide();
    shown = link;
    if (!tooltip) {
      tooltip = document.createElement('div');
      tooltip.id = tooltipId;
      tooltip.className = 'almanac-tooltip';
      tooltip.setAttribute('role', 'tooltip');
      document.body.append(tooltip);
    }
    tooltip.dataset.theme = themeOf();
    tooltip.hidden = false;
    tooltip.style.visibility = 'hidden';
    link.dataset.almanacDescribedBy = link.getAttribute('aria-describedby') ?? '';
    link.setAttribute('aria-describedby', [link.dataset.almanacDescribedBy, tooltipId].filter(Boolean).join(' '));
    draw(CARD_LOADING);
    cardOf(ref).then(
      (card) => shown === link && draw(card ?? cardMissing(ref.kind)),
      () => shown === link && draw('Could not reach Almanac.'),
    );
  };

  function hide() {
    if (!shown) return;
    const before = shown.dataset.almanacDescribedBy;
    if (before) shown.setAttribute('aria-describedby', before);
    else shown.removeAttribute('aria-describedby');
    delete shown.dataset.almanacDescribedBy;
    shown = null;
    if (tooltip) tooltip.hidden = true;
  }

  const onEnter = (event: Event) => {
    const link = linkOf(event.target);
    const ref = link ? refOf(link) : null;
    if (link && ref) show(link, ref);
  };
  const onLeave = (event: Event) => {
    const link = linkOf(event.target);
    const next = (event as FocusEvent | PointerEvent).relatedTarget;
    if (!link || link !== shown || (next instanceof Node && link.contains(next))) return;
    hide();
  };
  document.addEventListener('pointerover', onEnter);
  document.addEventListener('pointerout', onLeave);
  document.addEventListener('focusin', onEnter);
  document.addEventListener('focusout', onLeave);
  document.addEventListener('keydown', (event) => event.key === 'Escape' && hide());
  window.addEventListener('scroll', place, { capture: true, passive: true });
  window.addEventListener('resize', place);

  // ---- Decorations (icons, names): fetched once a link comes near the viewport, not before.

  const wantsIcons = (link: Element) => link.hasAttribute('data-almanac-icons') || (script?.hasAttribute('data-almanac-icons') ?? false);
  const textRule = (link: Element) => link.getAttribute('data-almanac-text') ?? setting('data-almanac-text');
  const wantsName = (link: HTMLAnchorElement) => {
    const rule = textRule(link);
    return rule === 'name' || (rule !== 'keep' && link.textContent?.trim() === link.href);
  };
  const decorate = async (link: HTMLAnchorElement) => {
    const ref = refOf(link);
    if (!ref || link.dataset.almanacDecorated) return;
    link.dataset.almanacDecorated = 'true';
    const card = await cardOf(ref).catch(() => null);
    if (!card) return;
    if (wantsName(link)) link.textContent = card.title;
    if (card.iconUrl && wantsIcons(link)) {
      const icon = document.createElement('img');
      icon.className = 'almanac-icon';
      icon.src = new URL(card.iconUrl, origin).href;
      icon.alt = '';
      link.prepend(icon);
    }
  };
  const observer = 'IntersectionObserver' in window
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            void decorate(entry.target as HTMLAnchorElement);
          }
        },
        { rootMargin: '200px' },
      )
    : null;
  const refresh = () => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (link.dataset.almanacDecorated || !refOf(link)) continue;
      link.dataset.almanacRef = 'true';
      if (wantsIcons(link) || wantsName(link)) {
        if (observer) observer.observe(link);
        else void decorate(link);
      }
    }
  };
  window.AlmanacTooltips = { refresh };
  refresh();
}

const current = document.currentScript as HTMLScriptElement | null;
const script = current ?? document.querySelector<HTMLScriptElement>('script[src$="/embed/tooltips.js"]');
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => start(script));
else start(script);
