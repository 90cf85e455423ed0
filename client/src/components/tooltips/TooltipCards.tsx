import { useQuery } from '@apollo/client/react';
import { ITEM_STAT_NAMES, type ItemStatId } from '@game/rules/constants';
import { graphql } from '@/gql';
import type { GameRef } from './game-ref';
import { itemStatsOf } from '@/components/items/item-stats';

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
        ...ItemStats_stats
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

function ItemCard({ id }: { id: string }) {
  const { data, loading } = useQuery(ItemTooltipQuery, { variables: { id } });
  const item = data?.item;
  if (!item) return <p className="tooltip-note">{loading ? 'Loading…' : 'Unknown item.'}</p>;
  const stats = Object.entries(itemStatsOf(item.stats)) as Array<[ItemStatId, number]>;
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
              {ITEM_STAT_NAMES[key]} +{value}
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

/** The card of one game thing, loaded once and kept in the Apollo cache. */
export default function TooltipCard({ target }: { target: GameRef }) {
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

