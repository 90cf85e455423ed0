import { CLASS_IDS, CLASS_NAMES, ELEMENT_IDS } from '@game/rules/constants';
import { spellSchema } from '@game/schemas';
import { emptySpell, spellFromForm, spellToForm, type EntryProblem, type SpellForm } from './entry-forms';
import type { EntryKindForm } from './DraftEntryEditor';
import { fieldProblems } from './field-problems';
import { NumberField } from './number-input';
import { EntryIdentity, SelectField } from './entry-identity';

const SHAPE = spellSchema.shape;
const KINDS = SHAPE.kind.options;

/** The spell form: every field of the pack's spell schema (classes as boxes to tick, the element none or one). */
function SpellFields({ form, onChange, problems, formId, isNew }: { form: SpellForm; onChange: (form: SpellForm) => void; problems: readonly EntryProblem[]; formId: string; isNew: boolean }) {
  const set = (patch: Partial<SpellForm>) => onChange({ ...form, ...patch });
  const at = (field: string) => fieldProblems(problems, formId, field);
  const [classes, premium] = [at('classes'), at('premium')];
  const number = (field: 'level' | 'manaCost' | 'cooldownSeconds' | 'power', label: string) => (
    <NumberField label={label} schema={SHAPE[field]} value={form[field]} onChange={(text) => set({ [field]: text })} problems={at(field)} />
  );
  return (
    <>
      <EntryIdentity legend="The spell" form={form} set={set} at={at} isNew={isNew} />
      <fieldset>
        <legend>Kind and element</legend>
        <SelectField label="Kind" value={form.kind} options={KINDS} onChange={(value) => set({ kind: value })} problems={at('kind')} />
        <SelectField label="Element" value={form.element} options={ELEMENT_IDS} none="none" onChange={(value) => set({ element: value })} problems={at('element')} />
        <label>
          <input type="checkbox" checked={form.premium} onChange={(event) => set({ premium: event.target.checked })} {...premium.props} /> Premium only
          {premium.note}
        </label>
      </fieldset>
      <fieldset>
        <legend>Numbers</legend>
        {number('level', 'Level')}
        {number('manaCost', 'Mana cost')}
        {number('cooldownSeconds', 'Cooldown (seconds)')}
        {number('power', 'Power')}
      </fieldset>
      <fieldset {...classes.props}>
        <legend>Classes (at least one)</legend>
        {CLASS_IDS.map((option) => (
          <label key={option}>
            <input
              type="checkbox"
              checked={form.classes.includes(option)}
              onChange={(event) => set({ classes: event.target.checked ? [...form.classes, option] : form.classes.filter((other) => other !== option) })}
            />{' '}
            {CLASS_NAMES[option]}
          </label>
        ))}
        {classes.note}
      </fieldset>
    </>
  );
}

export const SPELL_FORM: EntryKindForm<SpellForm> = {
  kind: 'spells',
  noun: 'spell',
  schema: spellSchema,
  empty: emptySpell,
  toForm: spellToForm,
  fromForm: spellFromForm,
  Fields: SpellFields,
};
