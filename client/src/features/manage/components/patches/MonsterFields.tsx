import { useQuery } from '@apollo/client/react';
import { ELEMENT_IDS } from '@game/rules/constants';
import { monsterSchema } from '@game/schemas';
import { emptyElementRow, emptyMonster, monsterFromForm, monsterToForm, withRow, type EntryProblem, type MonsterForm } from './entry-forms';
import type { EntryKindForm } from './DraftEntryEditor';
import { DraftEntryNamesQuery } from './draft-entry-names';
import { fieldProblems } from './field-problems';
import { LootRows } from './LootRows';
import { NumberField } from './number-input';
import { EntryIdentity, SelectField } from './entry-identity';
import { RowList } from './row-list';

const SHAPE = monsterSchema.shape;
const ELEMENT = SHAPE.elements.element.shape;

/** The monster form: every field of the pack's monster schema, loot and element modifiers as rows, habitats as the draft's locations. */
function MonsterFields({ form, onChange, problems, formId, isNew }: { form: MonsterForm; onChange: (form: MonsterForm) => void; problems: readonly EntryProblem[]; formId: string; isNew: boolean }) {
  const set = (patch: Partial<MonsterForm>) => onChange({ ...form, ...patch });
  const at = (field: string) => fieldProblems(problems, formId, field);
  const locations = useQuery(DraftEntryNamesQuery, { variables: { kinds: ['locations'], first: 100 } }).data?.gameDataDraft?.entries ?? [];
  const habitats = at('habitats');
  const number = (field: 'level' | 'health' | 'experience' | 'armor', label: string) => (
    <NumberField label={label} schema={SHAPE[field]} value={form[field]} onChange={(text) => set({ [field]: text })} problems={at(field)} />
  );
  return (
    <>
      <EntryIdentity legend="The monster" form={form} set={set} at={at} isNew={isNew} />
      <fieldset>
        <legend>Numbers</legend>
        {number('level', 'Level')}
        {number('health', 'Health')}
        {number('experience', 'Experience')}
        {number('armor', 'Armor')}
      </fieldset>
      <LootRows rows={form.loot} onChange={(loot) => set({ loot })} problems={problems} formId={formId} />
      <RowList field="elements" legend="Element modifiers (percent, −100 to 100)" rowName="Element row" addLabel="Add an element modifier" rows={form.elements} onChange={(elements) => set({ elements })} empty={emptyElementRow} problems={problems} formId={formId}>
        {(row, index, firstId) => (
          <>
            <SelectField id={firstId} label="Element" value={row.element} options={ELEMENT_IDS} onChange={(value) => set({ elements: withRow(form.elements, index, { element: value }) })} problems={at(`elements[${index}].element`)} />
            <NumberField
              label="Modifier (%)"
              schema={ELEMENT.modifier}
              value={row.modifier}
              onChange={(text) => set({ elements: withRow(form.elements, index, { modifier: text }) })}
              problems={at(`elements[${index}].modifier`)}
            />
          </>
        )}
      </RowList>
      <fieldset {...habitats.props}>
        <legend>Habitats (at least one)</legend>
        {locations.map((location) => (
          <label key={location.id}>
            <input
              type="checkbox"
              checked={form.habitats.includes(location.id)}
              onChange={(event) => set({ habitats: event.target.checked ? [...form.habitats, location.id] : form.habitats.filter((place) => place !== location.id) })}
            />{' '}
            {location.name}
          </label>
        ))}
        {/* A habitat the draft no longer has as a location: kept visible so it can be unticked. */}
        {locations.length > 0 &&
          form.habitats
          .filter((place) => !locations.some((location) => location.id === place))
          .map((place) => (
            <label key={place}>
              <input type="checkbox" checked onChange={() => set({ habitats: form.habitats.filter((other) => other !== place) })} /> {place} (not a location)
            </label>
          ))}
        {habitats.note}
      </fieldset>
    </>
  );
}

export const MONSTER_FORM: EntryKindForm<MonsterForm> = {
  kind: 'monsters',
  noun: 'monster',
  schema: monsterSchema,
  empty: emptyMonster,
  toForm: monsterToForm,
  fromForm: monsterFromForm,
  Fields: MonsterFields,
};
