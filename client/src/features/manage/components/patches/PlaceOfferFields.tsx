import { locationSchema, premiumOfferSchema } from '@game/schemas';
import type { EntryFieldsProps, EntryKindForm } from './DraftEntryEditor';
import { fieldProblems } from './field-problems';
import { NumberField } from './number-input';
import { EntryIdentity, SelectField, TextField } from './entry-identity';
import { emptyLocation, emptyPremium, locationFromForm, locationToForm, premiumFromForm, premiumToForm, type LocationForm, type PremiumForm } from './place-offer-forms';

const PLACE = locationSchema.shape;
const OFFER = premiumOfferSchema.shape;

/** The location form (a place of the world): its kind and province besides its id, name and description. */
function LocationFields({ form, onChange, problems, formId, isNew }: EntryFieldsProps<LocationForm>) {
  const set = (patch: Partial<LocationForm>) => onChange({ ...form, ...patch });
  const at = (field: string) => fieldProblems(problems, formId, field);
  return (
    <EntryIdentity legend="The location" form={form} set={set} at={at} isNew={isNew}>
      <SelectField label="Kind" value={form.kind} options={PLACE.kind.options} onChange={(kind) => set({ kind })} problems={at('kind')} />
      <TextField label="Province" value={form.province} maxLength={60} onChange={(text) => set({ province: text })} problems={at('province')} />
    </EntryIdentity>
  );
}

/** The premium offer form: a subscription has days and no points, a points pack points and no days (the pack checks both). */
function PremiumFields({ form, onChange, problems, formId, isNew }: EntryFieldsProps<PremiumForm>) {
  const set = (patch: Partial<PremiumForm>) => onChange({ ...form, ...patch });
  const at = (field: string) => fieldProblems(problems, formId, field);
  return (
    <>
      <EntryIdentity legend="The offer" form={form} set={set} at={at} isNew={isNew}>
        <SelectField label="Kind" value={form.kind} options={OFFER.kind.options} onChange={(kind) => set({ kind })} problems={at('kind')} />
      </EntryIdentity>
      <fieldset>
        <legend>Numbers</legend>
        <NumberField label="Days (a subscription; empty for a points pack)" schema={OFFER.days.unwrap()} value={form.days} onChange={(text) => set({ days: text })} problems={at('days')} />
        <NumberField label="Points (a points pack; empty for a subscription)" schema={OFFER.points.unwrap()} value={form.points} onChange={(text) => set({ points: text })} problems={at('points')} />
        <NumberField label="Price (euro cents)" schema={OFFER.priceCents} value={form.priceCents} onChange={(text) => set({ priceCents: text })} problems={at('priceCents')} />
      </fieldset>
    </>
  );
}

export const LOCATION_FORM: EntryKindForm<LocationForm> = {
  kind: 'locations',
  noun: 'location',
  schema: locationSchema,
  empty: emptyLocation,
  toForm: locationToForm,
  fromForm: locationFromForm,
  Fields: LocationFields,
};

export const PREMIUM_FORM: EntryKindForm<PremiumForm> = {
  kind: 'premium',
  noun: 'premium offer',
  schema: premiumOfferSchema,
  empty: emptyPremium,
  toForm: premiumToForm,
  fromForm: premiumFromForm,
  Fields: PremiumFields,
};
