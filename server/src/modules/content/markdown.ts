import MarkdownIt, { type StateInline, type Token } from 'markdown-it';
import anchor from 'markdown-it-anchor';
import sanitizeHtml from 'sanitize-html';
import { escapeHtml } from '../../../game-data/rules/text';

/** The kinds of game reference the writing may use: `[[item:steel-longsword]]`, `[[map:412,388,7]]`… */
export const GAME_REF_KINDS = ['item', 'monster', 'npc', 'spell', 'trait', 'build', 'map'] as const;
export type GameRefKind = (typeof GAME_REF_KINDS)[number];

/** Where a game reference leads, as the content module resolved it. */
export interface GameRefTarget {
  kind: GameRefKind;
  /** Name shown when the reference has no label of its own. */
  name: string;
  url: string;
  /** An image icon (items); the other kinds get a glyph. */
  iconUrl?: string;
  /** The reference tooltips use when it differs from the written one (a trait by number). */
  ref?: string;
}

/** A heading of a long page, for its table of contents. */
export interface TocEntry {
  level: number;
  id: string;
  text: string;
}

export interface RenderedContent {
  /** Sanitized HTML, safe to insert into a page. */
  html: string;
  /** The h2 and h3 headings, when there are at least {@link TOC_MIN_HEADINGS}; empty otherwise. */
  toc: TocEntry[];
  /** References that name nothing (`item:no-such-thing`), in order of appearance; shown as plain text. */
  unknownReferences: string[];
}

/** Pages with fewer headings than this get no table of contents. */
export const TOC_MIN_HEADINGS = 3;

/** `[[kind:key]]` or `[[kind:key|label]]`; keys and labels are one line of at most 80 characters. */
const REF_SOURCE = String.raw`\[\[(item|monster|npc|spell|trait|build|map):([^\]|\n]{1,80})(?:\|([^\]\n]{1,80}))?\]\]`;

/** A reference as written: `kind:key`. */
export const refKey = (kind: GameRefKind, key: string) => `${kind}:${key.trim()}`;

/** Every distinct reference in a Markdown source, so the caller can look them up before rendering. */
export function gameRefsIn(source: string): Array<{ kind: GameRefKind; key: string }> {
  const seen = new Map<string, { kind: GameRefKind; key: string }>();
  for (const match of source.matchAll(new RegExp(REF_SOURCE, 'g'))) {
    const kind = match[1] as GameRefKind;
    const key = match[2]!.trim();
    seen.set(refKey(kind, key), { kind, key });
  }
  return [...seen.values()];
}

/** Map references are coordinates, so they resolve without a look-up: `x,y,z` whole numbers. */
export function mapTarget(key: string): GameRefTarget | null {
  const match = /^\s*(\d{1,5})\s*,\s*(\d{1,5})\s*,\s*(-?\d{1,2})\s*$/.exec(key);
  if (!match) return null;
  const [x, y, z] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return { kind: 'map', name: `Map ${x}, ${y}, floor ${z}`, url: `/tools/interactive-map#${x},${y},${z}:2` };
}

const GLYPHS: Record<GameRefKind, string> = { item: '❖', monster: '☠', npc: '☺', spell: '✺', trait: '☘', build: '⚔', map: '⚐' };

interface RenderEnv {
  [key: string | symbol]: unknown;
  targets: ReadonlyMap<string, GameRefTarget>;
  unknown: Set<string>;
}

function gameRefRule(state: StateInline, silent: boolean): boolean {
  if (state.src.charCodeAt(state.pos) !== 0x5b /* [ */ || state.src.charCodeAt(state.pos + 1) !== 0x5b) return false;
  const match = new RegExp(`^${REF_SOURCE}`).exec(state.src.slice(state.pos));
  if (!match) return false;
  if (!silent) {
    const token = state.push('game_ref', '', 0);
    token.meta = { kind: match[1], key: match[2]!.trim(), label: match[3]?.trim() };
  }
  state.pos += match[0].length;
  return true;
}

function renderGameRef(tokens: Token[], index: number, _options: unknown, env: RenderEnv): string {
  const { kind, key, label } = tokens[index]!.meta as { kind: GameRefKind; key: string; label?: string };
  const ref = refKey(kind, key);
  const target = kind === 'map' ? mapTarget(key) : env.targets.get(ref);
  if (!target) {
    env.unknown.add(ref);
    return escapeHtml(label ?? key);
  }
  const icon = target.iconUrl
    ? `<img class="game-ref-icon" src="${escapeHtml(target.iconUrl)}" alt="" width="16" height="16" />`
    : `<span class="game-ref-icon" aria-hidden="true">${GLYPHS[kind]}</span>`;
  return `<a class="game-ref game-ref-${kind}" href="${escapeHtml(target.url)}" data-game-ref="${escapeHtml(target.ref ?? ref)}">${icon}${escapeHtml(label ?? target.name)}</a>`;
}

/** Heading ids: lower case words joined by dashes, ASCII letters and digits only. */
export const slugifyHeading = (text: string) =>
  text.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'section';

/**
 * Markdown from admins and seed files. Raw HTML is off (tags in the source are escaped) and
 * markdown-it's link check refuses javascript:, vbscript: and data: URLs; the sanitizer below
 * runs over the result as a second wall, so nothing but the listed tags and attributes survives.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true })
  .use(anchor, {
    level: [2, 3, 4],
    slugify: slugifyHeading,
    tabIndex: false,
    permalink: anchor.permalink.headerLink({ class: 'heading-anchor' }),
  });
markdown.inline.ruler.before('link', 'game_ref', gameRefRule);
markdown.renderer.rules.game_ref = renderGameRef as never;

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'em', 'strong', 's', 'del',
    'ul', 'ol', 'li', 'a', 'img', 'span', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'class', 'data-game-ref', 'aria-hidden', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'class', 'width', 'height'],
    span: ['class', 'aria-hidden'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    ol: ['start'],
    th: ['style'],
    td: ['style'],
    code: ['class'],
  },
  allowedStyles: { th: { 'text-align': [/^(left|right|center)$/] }, td: { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    // Links that leave the site open in a new tab and get no access to this one.
    a: (tagName, attribs) =>
      /^https?:\/\//i.test(attribs.href ?? '')
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer', target: '_blank' } }
        : { tagName, attribs },
  },
};

/**
 * Players' writing (a build's notes) goes through the same renderer and sanitiser, with two
 * more walls: links leaving the site are `nofollow ugc` (search engines do not credit them), and
 * only the site's own images show (an image from elsewhere would tell that host who read the
 * notes); a foreign image becomes its alt text.
 */
const SANITIZE_USER: sanitizeHtml.IOptions = {
  ...SANITIZE,
  transformTags: {
    a: (tagName, attribs) =>
      /^https?:\/\//i.test(attribs.href ?? '')
        ? { tagName, attribs: { ...attribs, rel: 'nofollow ugc noopener noreferrer', target: '_blank' } }
        : { tagName, attribs },
    img: (tagName, attribs) =>
      (attribs.src ?? '').startsWith('/') && !(attribs.src ?? '').startsWith('//')
        ? { tagName, attribs }
        : { tagName: 'span', attribs: { class: 'foreign-image' }, text: attribs.alt ?? '' },
  },
};

/**
 * Renders Markdown with its game references (looked up beforehand, see {@link gameRefsIn}) to
 * sanitized HTML, with the headings' table of contents and the references that named nothing.
 * `from: 'player'` applies the rules for players' writing ({@link SANITIZE_USER}).
 */
export function renderContent(source: string, targets: ReadonlyMap<string, GameRefTarget> = new Map(), from: 'site' | 'player' = 'site'): RenderedContent {
  const env: RenderEnv = { targets, unknown: new Set() };
  const tokens = markdown.parse(source, env);
  const headings: TocEntry[] = [];
  tokens.forEach((token, index) => {
    if (token.type !== 'heading_open' || (token.tag !== 'h2' && token.tag !== 'h3')) return;
    const id = token.attrGet('id') as string | null;
    const text = tokens[index + 1]?.children?.filter((child) => child.type === 'text' || child.type === 'code_inline').map((child) => child.content).join('').replace(/\s+/g, ' ') ?? '';
    if (id) headings.push({ level: Number(token.tag.slice(1)), id, text: text.trim() });
  });
  const html = sanitizeHtml(markdown.renderer.render(tokens, markdown.options, env), from === 'player' ? SANITIZE_USER : SANITIZE);
  return { html, toc: headings.length >= TOC_MIN_HEADINGS ? headings : [], unknownReferences: [...env.unknown] };
}
