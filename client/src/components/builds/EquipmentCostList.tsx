import { SLOT_NAMES, type SlotId } from '@game/rules/constants';
import type { EquipmentCost, ItemSources } from '@game/rules/cost';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { formatAmount } from '@/lib/format';
import { monsterMapLink, monsterPageLink, npcMapLink, npcPageLink } from '@/lib/map-links';

/** Where an item can be had, as the cost rule takes it. */
// Spread by the worn items' queries (BuildContents.tsx).
export const EquipmentCostList_item = graphql(`
  fragment EquipmentCostList_item on Item {
    soldBy {
      npc {
        id
        name
        location {
          name
        }
      }
      price
    }
    droppedBy {
      monster {
        id
        name
      }
      chance
    }
  }
`);

/** An item's sources as the cost rule (`equipmentCost`) takes them. */
export function itemSourcesOf(ref: FragmentType<typeof EquipmentCostList_item>): ItemSources {
  const item = getFragmentData(EquipmentCostList_item, ref);
  return {
    sellers: item.soldBy.map((offer) => ({ npcId: offer.npc.id, npcName: offer.npc.name, location: offer.npc.location.name, price: offer.price })),
    drops: item.droppedBy.map((drop) => ({ monsterId: drop.monster.id, monsterName: drop.monster.name, chance: drop.chance })),
  };
}

const percent = (chance: number) => `${Math.round(chance * 1000) / 10}%`;

/**
 * The equipment's cost as the rule `equipmentCost` works it out: the total, and per item the
 * cheapest NPC (linked to the NPC trade list) or the monsters that drop it (linked to the monster
 * list), each with a link to where it stands or spawns on the map. The planner and the build
 * pages show it the same way.
 */
export function EquipmentCostList({ cost }: { cost: EquipmentCost }) {
  if (cost.lines.length === 0) return <p className="muted">Nothing is worn yet.</p>;
  return (
    <>
      <p>
        Total: <strong data-testid="cost-total">{formatAmount(cost.total)} gp</strong>
        {cost.notSold > 0 && <span className="muted"> ({cost.notSold} item{cost.notSold === 1 ? '' : 's'} no NPC sells, not counted)</span>}
      </p>
      <ul className="equipment-cost">
        {cost.lines.map((line) => (
          <li key={line.slot}>
            <span className="muted">{SLOT_NAMES[line.slot as SlotId] ?? line.slot}</span> <span>{line.name}</span>{' '}
            {line.cheapest ? (
              <span>
                {formatAmount(line.cheapest.price)} gp from <Link to={npcPageLink(line.cheapest.npcId)}>{line.cheapest.npcName}</Link> in {line.cheapest.location} ·{' '}
                <Link to={npcMapLink(line.cheapest.npcId)} title={`${line.cheapest.npcName} on the map`}>
                  map
                </Link>
              </span>
            ) : line.drops.length > 0 ? (
              <span>
                no NPC sells it; dropped by{' '}
                {line.drops.map((drop, index) => (
                  <span key={drop.monsterId}>
                    {index > 0 && ', '}
                    <Link to={monsterPageLink(drop.monsterId)}>{drop.monsterName}</Link> ({percent(drop.chance)}) ·{' '}
                    <Link to={monsterMapLink(drop.monsterId)} title={`${drop.monsterName} on the map`}>
                      map
                    </Link>
                  </span>
                ))}
              </span>
            ) : (
              <span className="muted">no NPC sells it and no monster drops it</span>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
