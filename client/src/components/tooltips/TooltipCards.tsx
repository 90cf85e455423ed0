import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';
import type { GameRef } from './game-ref';
import { CARD_LOADING, cardMissing, itemCard, monsterCard, npcCard, spellCard, traitCard, type CardKind, type CardModel } from './card-model';
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

const NpcTooltipQuery = graphql(`
  query NpcTooltip($id: ID!) {
    npc(id: $id) {
      id
      name
      profession
      location {
        id
        name
      }
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

/** A card as the site draws it; the tooltip script draws the same model in plain DOM. */
function CardView({ card }: { card: CardModel }) {
  return (
    <>
      <p className="tooltip-title">
        {card.iconUrl && <img src={card.iconUrl} alt="" width={24} height={24} />} {card.title}
      </p>
      {card.lines.map((line) => (
        <p key={line} className="tooltip-line">
          {line}
        </p>
      ))}
      {card.stats.length > 0 && (
        <ul className="tooltip-stats">
          {card.stats.map((stat) => (
            <li key={stat}>{stat}</li>
          ))}
        </ul>
      )}
      {card.text && <p className="tooltip-text">{card.text}</p>}
      {card.after.map((line) => (
        <p key={line} className="tooltip-line">
          {line}
        </p>
      ))}
    </>
  );
}

const Note = ({ loading, kind }: { loading: boolean; kind: CardKind }) => <p className="tooltip-note">{loading ? CARD_LOADING : cardMissing(kind)}</p>;

function ItemCard({ id }: { id: string }) {
  const { data, loading } = useQuery(ItemTooltipQuery, { variables: { id } });
  const item = data?.item;
  return item ? <CardView card={itemCard({ ...item, stats: itemStatsOf(item.stats) })} /> : <Note loading={loading} kind="item" />;
}

function MonsterCard({ id }: { id: string }) {
  const { data, loading } = useQuery(MonsterTooltipQuery, { variables: { id } });
  return data?.monster ? <CardView card={monsterCard(data.monster)} /> : <Note loading={loading} kind="monster" />;
}

function NpcCard({ id }: { id: string }) {
  const { data, loading } = useQuery(NpcTooltipQuery, { variables: { id } });
  return data?.npc ? <CardView card={npcCard(data.npc)} /> : <Note loading={loading} kind="npc" />;
}

function SpellCard({ id }: { id: string }) {
  const { data, loading } = useQuery(SpellTooltipQuery, { variables: { id } });
  return data?.spell ? <CardView card={spellCard(data.spell)} /> : <Note loading={loading} kind="spell" />;
}

function TraitCard({ number }: { number: number }) {
  const { data, loading } = useQuery(TraitTooltipQuery, { variables: { number } });
  return data?.trait ? <CardView card={traitCard(data.trait)} /> : <Note loading={loading} kind="trait" />;
}

/** The card of one game thing, loaded once and kept in the Apollo cache. */
export default function TooltipCard({ target }: { target: GameRef }) {
  switch (target.kind) {
    case 'item':
      return <ItemCard id={target.key} />;
    case 'monster':
      return <MonsterCard id={target.key} />;
    case 'npc':
      return <NpcCard id={target.key} />;
    case 'spell':
      return <SpellCard id={target.key} />;
    case 'trait':
      return /^\d+$/.test(target.key) ? <TraitCard number={Number(target.key)} /> : null;
  }
}

