import type { z } from 'zod';
import { monsterSchema } from '@game/schemas';
import { emptyLootRow, withRow, type EntryProblem, type LootRow } from './entry-forms';
import { fieldProblems } from './field-problems';
import { NumberField } from './number-input';
import { RowGoods } from './reference-input';
import { RowList } from './row-list';

const LOOT = monsterSchema.shape.loot.element.shape;

/** A monster's loot as rows to add and remove: the item, its chance (0 to 1) and the amounts dropped. */
export function LootRows(props: { rows: LootRow[]; onChange: (rows: LootRow[]) => void; problems: readonly EntryProblem[]; formId: string }) {
  const { rows, onChange, problems, formId } = props;
  const number = (index: number, field: 'chance' | 'min' | 'max', label: string, schema: z.ZodNumber) => (
    <NumberField
      label={label}
      schema={schema}
      value={rows[index]![field]}
      onChange={(text) => onChange(withRow(rows, index, { [field]: text }))}
      problems={fieldProblems(problems, formId, `loot[${index}].${field}`)}
    />
  );
  return (
    <RowList field="loot" legend="Loot (at least one row)" rowName="Loot row" addLabel="Add a loot row" emptyNote="No loot rows: add one." rows={rows} onChange={onChange} empty={emptyLootRow} problems={problems} formId={formId}>
      {(row, index, firstId) => (
        <>
          <RowGoods field="loot" index={index} value={row.goodsId} onChange={(text) => onChange(withRow(rows, index, { goodsId: text }))} problems={problems} formId={formId} inputId={firstId} />
          {number(index, 'chance', 'Chance (0 to 1)', LOOT.chance)}
          {number(index, 'min', 'Min amount', LOOT.min)}
          {number(index, 'max', 'Max amount', LOOT.max)}
        </>
      )}
    </RowList>
  );
}
