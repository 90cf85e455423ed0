import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { graphql } from '@/gql';
import './tooltips.css';

const ItemTooltipQuery = graphql(`
  query ItemTooltip($id: ID!) {
    item(id: $id) {
      id
      name
      level
      category
      iconUrl
      description
      classes
      weight
      value
      retired
      stats {
        attack
        defense
        armor
        range
        magic
        ability
        hp
        mp
        hpRegen
        mpRegen
        capacity
      }
    }
  }
`);

const MonsterTooltipQuery = graphql(`
  query MonsterTooltip($id: ID!) {
    monster(id: $id) {
      id
      name
      level
      health
      experience
      description
    }
  }
`);

const SpellTooltipQuery = graphql(`
  query SpellTooltip($id: ID!) {
    spell(id: $id) {
      id
      name
      level
      manaCost
      kind
      element
      classes
      description
    }
  }
`);

const TraitTooltipQuery = graphql(`
  query TraitTooltip($number: Int!) {
    trait(number: $number) {
      number
      name
      tier
      class
      maxPoints
      description
    }
  }
`);

type Ref = { kind: 'item' | 'monster' | 'spell' | 'trait'; key: string };

const ITEM_PATH = /^\/items\/[a-z-]+\/([a-z0-9-]+)$/;

/** The game thing a link points at: from `data-game-ref` (content and search) or an item page address. */
export function refOfLink(link: Element): Ref | null {
  const ref = link.getAttribute('data-game-ref');
  if (ref) {
    const [kind, ...rest] = ref.split(':');
    const key = rest.join(':');
    if ((kind === 'item' || kind === 'monster' || kind === 'spell' || kind === 'trait') && key) return { kind, key };
    return null;
  }
  const href = link.getAttribute('href') ?? '';
  const item = ITEM_PATH.exec(href.split(/[?#]/)[0]!);
  return item ? { kind: 'item', key: item[1]! } : null;
}

const STAT_LABELS: Record<string, string> = {
  attack: 'Attack', defense: 'Defense', armor: 'Armor', range: 'Range', magic: 'Magic', ability: 'Ability',
  hp: 'Health', mp: 'Mana', hpRegen: 'Health regen', mpRegen: 'Mana regen', capacity: 'Capacity',
};

function ItemCard({ id }: { id: string }) {
  const { data, loading } = useQuery(ItemTooltipQuery, { variables: { id } });
  const item = data?.item;
  if (!item) return <p className="tooltip-note">{loading ? 'Loading…' : 'Unknown item.'}</p>;
  const stats = Object.entries(item.stats).filter(([key, value]) => key !== '__typename' && typeof value === 'number');
  return (
    <>
      <p className="tooltip-title">
        <img src={item.iconUrl} alt="" width={24} height={24} /> {item.name}
      </p>
      <p className="tooltip-line">
        Level {item.level} · {item.category}
        {item.classes.length > 0 ? ` · ${item.classes.join(', ')}` : ''}
        {item.retired ? ' · retired' : ''}
      </p>
      {stats.length > 0 && (
        <ul className="tooltip-stats">
          {stats.map(([key, value]) => (
            <li key={key}>
              {STAT_LABELS[key] ?? key} +{value}
            </li>
          ))}
        </ul>
      )}
      <p className="tooltip-text">{item.description}</p>
      <p className="tooltip-line">
        {item.weight} oz · {item.value} gold
      </p>
    </>
  );
}

function MonsterCard({ id }: { id: string }) {
  const { data, loading } = useQuery(MonsterTooltipQuery, { variables: { id } });
  const monster = data?.monster;
  if (!monster) return <p className="tooltip-note">{loading ? 'Loading…' : 'Unknown monster.'}</p>;
  return (
    <>
      <p className="tooltip-title">{monster.name}</p>
      <p className="tooltip-line">
        Level {monster.level} · {monster.health} health · {monster.experience} experience
      </p>
      <p className="tooltip-text">{monster.description}</p>
    </>
  );
}

function SpellCard({ id }: { id: string }) {
  const { data, loading } = useQuery(SpellTooltipQuery, { variables: { id } });
  const spell = data?.spell;
  if (!spell) return <p className="tooltip-note">{loading ? 'Loading…' : 'Unknown spell.'}</p>;
  return (
    <>
      <p className="tooltip-title">{spell.name}</p>
      <p className="tooltip-line">
        Level {spell.level} {spell.element ?? ''} {spell.kind} spell · {spell.manaCost} mana · {spell.classes.join(', ')}
      </p>
      <p className="tooltip-text">{spell.description}</p>
    </>
  );
}

function TraitCard({ number }: { number: number }) {
  const { data, loading } = useQuery(TraitTooltipQuery, { variables: { number } });
  const trait = data?.trait;
  if (!trait) return <p className="tooltip-note">{loading ? 'Loading…' : 'Unknown trait.'}</p>;
  return (
    <>
      <p className="tooltip-title">{trait.name}</p>
      <p className="tooltip-line">
        Tier {trait.tier} · {trait.class ?? 'shared'} · up to {trait.maxPoints} points
      </p>
      <p className="tooltip-text">{trait.description}</p>
    </>
  );
}

function Card({ target }: { target: Ref }) {
  switch (target.kind) {
    case 'item':
      return <ItemCard id={target.key} />;
    case 'monster':
      return <MonsterCard id={target.key} />;
    case 'spell':
      return <SpellCard id={target.key} />;
    case 'trait':
      return /^\d+$/.test(target.key) ? <TraitCard number={Number(target.key)} /> : null;
  }
}

/**
 * One tooltip for the whole site: hovering or focusing a link to an item, monster, spell or trait
 * shows a small card of it. Each card's data is fetched once and kept in the Apollo cache.
 */
export function GameTooltips() {
  const id = useId();
  const [shown, setShown] = useState<{ link: HTMLElement; target: Ref } | null>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const linkOf = (node: EventTarget | null) => (node instanceof Element ? (node.closest('a[href], [data-game-ref]') as HTMLElement | null) : null);
    const show = (event: Event) => {
      const link = linkOf(event.target);
      const target = link ? refOfLink(link) : null;
      if (link && target) setShown((current) => (current?.link === link ? current : { link, target }));
    };
    const hide = (event: Event) => {
      const link = linkOf(event.target);
      const next = (event as FocusEvent | PointerEvent).relatedTarget;
      if (link && next instanceof Node && link.contains(next)) return;
      setShown((current) => (current && (!link || current.link === link) ? null : current));
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setShown(null);
    };
    document.addEventListener('pointerover', show);
    document.addEventListener('pointerout', hide);
    document.addEventListener('focusin', show);
    document.addEventListener('focusout', hide);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerover', show);
      document.removeEventListener('pointerout', hide);
      document.removeEventListener('focusin', show);
      document.removeEventListener('focusout', hide);
      document.removeEventListener('keydown', escape);
    };
  }, []);

  // The link describes itself by the card while it shows, for screen readers.
  useEffect(() => {
    if (!shown) return;
    const { link } = shown;
    const before = link.getAttribute('aria-describedby');
    link.setAttribute('aria-describedby', id);
    return () => {
      if (before === null) link.removeAttribute('aria-describedby');
      else link.setAttribute('aria-describedby', before);
    };
  }, [shown, id]);

  useLayoutEffect(() => {
    if (!shown || !cardRef.current) {
      setPosition(null);
      return;
    }
    const box = shown.link.getBoundingClientRect();
    const card = cardRef.current.getBoundingClientRect();
    const left = Math.max(8, Math.min(box.left, window.innerWidth - card.width - 8));
    const below = box.bottom + 6;
    const top = below + card.height > window.innerHeight - 8 ? Math.max(8, box.top - card.height - 6) : below;
    setPosition({ top, left });
  }, [shown]);

  if (!shown) return null;
  return createPortal(
    <div
      ref={cardRef}
      id={id}
      role="tooltip"
      className="game-tooltip"
      style={position ? { top: position.top, left: position.left } : { top: 0, left: 0, visibility: 'hidden' }}
    >
      <Card target={shown.target} />
    </div>,
    document.body,
  );
}
