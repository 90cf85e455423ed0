import type { Trait } from '@game/schemas';
import { numberOf } from './entry-forms';

/** The trait form's values and the trait entry they stand for (numbers as typed, as the other draft forms keep them). */

export interface EffectRow {
  target: string;
  perPoint: string;
  unit: string;
  label: string;
}

export interface TraitForm {
  number: string;
  name: string;
  /** '' for a shared trait (no class). */
  class: string;
  /** '' for none. */
  branch: string;
  tier: string;
  maxPoints: string;
  /** '' for none. */
  prerequisite: string;
  description: string;
  effects: EffectRow[];
}

export const emptyEffectRow = (): EffectRow => ({ target: 'health', perPoint: '1', unit: 'flat', label: '' });

export const emptyTrait = (): TraitForm => ({
  number: '', name: '', class: '', branch: '', tier: '1', maxPoints: '1', prerequisite: '', description: '', effects: [emptyEffectRow()],
});

export function traitToForm(trait: Trait): TraitForm {
  return {
    number: String(trait.number),
    name: trait.name,
    class: trait.class ?? '',
    branch: trait.branch ?? '',
    tier: String(trait.tier),
    maxPoints: String(trait.maxPoints),
    prerequisite: trait.prerequisite === null ? '' : String(trait.prerequisite),
    description: trait.description,
    effects: trait.effects.map((effect) => ({ target: effect.target, perPoint: String(effect.perPoint), unit: effect.unit, label: effect.label })),
  };
}

export function traitFromForm(form: TraitForm): Record<string, unknown> {
  return {
    number: numberOf(form.number),
    name: form.name,
    class: form.class === '' ? null : form.class,
    branch: form.branch.trim() === '' ? null : form.branch,
    tier: numberOf(form.tier),
    maxPoints: numberOf(form.maxPoints),
    prerequisite: form.prerequisite.trim() === '' ? null : numberOf(form.prerequisite),
    description: form.description,
    effects: form.effects.map((effect) => ({ target: effect.target, perPoint: numberOf(effect.perPoint), unit: effect.unit, label: effect.label })),
  };
}
