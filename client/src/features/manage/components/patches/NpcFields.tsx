import { npcSchema } from '@game/schemas';
import { withRow } from './entry-forms';
import type { EntryFieldsProps, EntryKindForm } from './DraftEntryEditor';
import { fieldProblems } from './field-problems';
import { NumberField } from './number-input';
import { EntryIdentity, TextField } from './entry-identity';
import { ReferenceInput, RowGoods } from './reference-input';
import { RowList } from './row-list';
import { emptyNpc, emptyTradeRow, npcFromForm, npcToForm, type NpcForm, type TradeRow } from './trade-forms';

const SHAPE = npcSchema.shape;
const POSITION = SHAPE.position.shape;
const TRADE = SHAPE.trades.element.shape;

/** The NPC form: every field of the pack's NPC schema, the place a reference to the draft's locations, the trades as rows. */
function NpcFields({ form, onChange, problems, formId, isNew }: EntryFieldsProps<NpcForm>) {
  const set = (patch: Partial<NpcForm>) => onChange({ ...form, ...patch });
  const at = (field: string) => fieldProblems(problems, formId, field);
  const setTrade = (index: number, patch: Partial<TradeRow>) => set({ trades: withRow(form.trades, index, patch) });
  return (
    <>
      <EntryIdentity legend="The NPC" form={form} set={set} at={at} isNew={isNew}>
        <TextField label="Profession" value={form.profession} maxLength={60} onChange={(text) => set({ profession: text })} problems={at('profession')} />
      </EntryIdentity>
      <fieldset>
        <legend>Where they stand</legend>
        <ReferenceInput label="Location (id)" kinds={['locations']} noun="location" value={form.location} listId={`${formId}-location`} onChange={(text) => set({ location: text })} problems={at('location')} />
        <NumberField label="Position x (tile)" schema={POSITION.x} value={form.x} onChange={(text) => set({ x: text })} problems={at('position.x')} />
        <NumberField label="Position y (tile)" schema={POSITION.y} value={form.y} onChange={(text) => set({ y: text })} problems={at('position.y')} />
      </fieldset>
      <RowList field="trades" legend="Trades (at least one; an empty price: does not buy, or does not sell)" rowName="Trade row" addLabel="Add a trade" emptyNote="No trades: add one." rows={form.trades} onChange={(trades) => set({ trades })} empty={emptyTradeRow} problems={problems} formId={formId}>
        {(row, index, firstId) => (
          <>
            <RowGoods field="trades" index={index} value={row.goodsId} onChange={(text) => setTrade(index, { goodsId: text })} problems={problems} formId={formId} inputId={firstId} />
            <NumberField label="Buys at (gold)" schema={TRADE.buys.unwrap()} value={row.buys} onChange={(text) => setTrade(index, { buys: text })} problems={at(`trades[${index}].buys`)} />
            <NumberField label="Sells at (gold)" schema={TRADE.sells.unwrap()} value={row.sells} onChange={(text) => setTrade(index, { sells: text })} problems={at(`trades[${index}].sells`)} />
          </>
        )}
      </RowList>
    </>
  );
}

export const NPC_FORM: EntryKindForm<NpcForm> = {
  kind: 'npcs',
  noun: 'NPC',
  aNoun: 'an NPC',
  schema: npcSchema,
  empty: emptyNpc,
  toForm: npcToForm,
  fromForm: npcFromForm,
  Fields: NpcFields,
};
