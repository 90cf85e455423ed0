import { equipmentCost } from '@game/rules/cost';
import type { SharedBuild } from '@game/rules/share-state';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { gold, SLOT_LABELS, wornItems, type CatalogItem } from '../planner-data';

const percent = (chance: number) => `${Math.round(chance * 1000) / 10}%`;

/** The equipment's total cost and, for each item, the cheapest NPC that sells it or the monsters that drop it. */
export function PlannerCost({ build, byId }: { build: SharedBuild; byId: ReadonlyMap<string, CatalogItem> }) {
  const cost = useMemo(() => equipmentCost(wornItems(build, byId), (id) => byId.get(id)?.sources), [build, byId]);
  return (
    <section aria-labelledby="cost-heading" className="planner-panel" data-testid="planner-cost">
      <h2 id="cost-heading">Cost and where to get it</h2>
      {cost.lines.length === 0 ? (
        <p className="muted">Nothing is worn yet.</p>
      ) : (
        <>
          <p>
            Total: <strong data-testid="cost-total">{gold.format(cost.total)} gp</strong>
            {cost.notSold > 0 && <span className="muted"> ({cost.notSold} item{cost.notSold === 1 ? '' : 's'} no NPC sells, not counted)</span>}
          </p>
          <ul className="planner-cost">
            {cost.lines.map((line) => (
              <li key={line.slot}>
                <span className="planner-slot__name">{SLOT_LABELS[line.slot]}</span> <span>{line.name}</span>{' '}
                {line.cheapest ? (
                  <span>
                    {gold.format(line.cheapest.price)} gp from <Link to={`/lists/npc-buy-sell?npc=${encodeURIComponent(line.cheapest.npcId)}`}>{line.cheapest.npcName}</Link> in {line.cheapest.location}
                  </span>
                ) : line.drops.length > 0 ? (
                  <span>
                    no NPC sells it; dropped by{' '}
                    {line.drops.map((drop, index) => (
                      <span key={drop.monsterId}>
                        {index > 0 && ', '}
                        <Link to={`/lists/monsters?q=${encodeURIComponent(drop.monsterName)}#monster-${drop.monsterId}`}>{drop.monsterName}</Link> ({percent(drop.chance)})
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
      )}
    </section>
  );
}
