import { CLASS_IDS, CLASS_NAMES } from '@game/rules/constants';
import { EFFECT_TARGETS, EFFECT_UNITS } from '@game/rules/effects';
import { traitSchema } from '@game/schemas';
import { withRow, type EntryProblem } from './entry-forms';
import { RowList } from './row-list';
import type { EntryKindForm } from './DraftEntryEditor';
import { fieldProblems } from './field-problems';
import { NumberField } from './number-input';
import { SelectField, TextField } from './entry-identity';
import { emptyEffectRow, emptyTrait, traitFromForm, traitToForm, type TraitForm } from './trait-form';

const SHAPE = traitSchema.shape;
const EFFECT = SHAPE.effects.element.shape;

/** The trait form: every field of the pack's trait schema, its effects as rows; its number is its id. */
function TraitFields({ form, onChange, problems, formId, isNew }: { form: TraitForm; onChange: (form: TraitForm) => void; problems: readonly EntryProblem[]; formId: string; isNew: boolean }) {
  const set = (patch: Partial<TraitForm>) => onChange({ ...form, ...patch });
  const at = (field: string) => fieldProblems(problems, formId, field);
  const cls = at('class');
  const setEffect = (index: number, patch: Partial<TraitForm['effects'][number]>) => set({ effects: withRow(form.effects, index, patch) });
  return (
    <>
      <fieldset>
        <legend>The trait</legend>
        <NumberField
          label={`Number (the next after the last${isNew ? '' : '; fixed once saved'})`}
          schema={SHAPE.number}
          value={form.number}
          readOnly={!isNew}
          onChange={(text) => set({ number: text })}
          problems={at('number')}
        />
        <TextField label="Name" value={form.name} maxLength={60} onChange={(text) => set({ name: text })} problems={at('name')} />
        <label>
          Class
          <select value={form.class} onChange={(event) => set({ class: event.target.value })} {...cls.props}>
            <option value="">Shared (every class)</option>
            {CLASS_IDS.map((id) => (
              <option key={id} value={id}>
                {CLASS_NAMES[id]}
              </option>
            ))}
          </select>
          {cls.note}
        </label>
        <TextField label="Branch (empty: none)" value={form.branch} maxLength={60} onChange={(text) => set({ branch: text })} problems={at('branch')} />
        <TextField label="Description" value={form.description} rows={3} wide maxLength={400} onChange={(text) => set({ description: text })} problems={at('description')} />
      </fieldset>
      <fieldset>
        <legend>Place in the tree</legend>
        <NumberField label="Tier" schema={SHAPE.tier} value={form.tier} onChange={(text) => set({ tier: text })} problems={at('tier')} />
        <NumberField label="Most points" schema={SHAPE.maxPoints} value={form.maxPoints} onChange={(text) => set({ maxPoints: text })} problems={at('maxPoints')} />
        <NumberField
          label="Prerequisite trait number (empty: none)"
          schema={SHAPE.prerequisite.unwrap()}
          value={form.prerequisite}
          onChange={(text) => set({ prerequisite: text })}
          problems={at('prerequisite')}
        />
      </fieldset>
      <RowList field="effects" legend="Effects per point (at least one)" rowName="Effect row" addLabel="Add an effect" emptyNote="No effects: add one." rows={form.effects} onChange={(effects) => set({ effects })} empty={emptyEffectRow} problems={problems} formId={formId}>
        {(row, index, firstId) => {
          const label = at(`effects[${index}].label`);
          return (
            <>
              <SelectField id={firstId} label="Target" value={row.target} options={EFFECT_TARGETS} onChange={(value) => setEffect(index, { target: value })} problems={at(`effects[${index}].target`)} />
              <NumberField label="Per point (not 0)" schema={EFFECT.perPoint} value={row.perPoint} onChange={(text) => setEffect(index, { perPoint: text })} problems={at(`effects[${index}].perPoint`)} />
              <SelectField label="Unit" value={row.unit} options={EFFECT_UNITS} onChange={(value) => setEffect(index, { unit: value })} problems={at(`effects[${index}].unit`)} />
              <label>
                Label
                <input value={row.label} maxLength={60} onChange={(event) => setEffect(index, { label: event.target.value })} {...label.props} />
                {label.note}
              </label>
            </>
          );
        }}
      </RowList>
    </>
  );
}

export const TRAIT_FORM: EntryKindForm<TraitForm> = {
  kind: 'traits',
  noun: 'trait',
  schema: traitSchema,
  empty: emptyTrait,
  toForm: traitToForm,
  fromForm: traitFromForm,
  idOf: (value) => String(value.number ?? ''),
  nameOf: (value) => String(value.name ?? ''),
  Fields: TraitFields,
};
