import { equipmentCost } from '@game/rules/cost';
import type { SharedBuild } from '@game/rules/share-state';
import { useMemo } from 'react';
import { EquipmentCostList } from '@/components/builds/EquipmentCostList';
import { wornItems, type CatalogItem } from '../planner-data';

/** The equipment's total cost and, for each item, the cheapest NPC that sells it or the monsters that drop it. */
export function PlannerCost({ build, byId }: { build: SharedBuild; byId: ReadonlyMap<string, CatalogItem> }) {
  const cost = useMemo(() => equipmentCost(wornItems(build, byId), (id) => byId.get(id)?.sources), [build, byId]);
  return (
    <section aria-labelledby="cost-heading" className="planner-panel" data-testid="planner-cost">
      <h2 id="cost-heading">Cost and where to get it</h2>
      <EquipmentCostList cost={cost} />
    </section>
  );
}
