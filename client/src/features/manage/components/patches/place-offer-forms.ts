import type { GameLocation, PremiumOffer } from '@game/schemas';
import { numberOf, textOf } from './entry-forms';

/** The location and premium offer forms' values and the entries they stand for (numbers as typed). */

export interface LocationForm {
  id: string;
  name: string;
  kind: string;
  province: string;
  description: string;
}

export const emptyLocation = (): LocationForm => ({ id: '', name: '', kind: 'town', province: '', description: '' });

export const locationToForm = (location: GameLocation): LocationForm => ({ ...location });

export const locationFromForm = (form: LocationForm): Record<string, unknown> => ({ ...form, id: form.id.trim() });

export interface PremiumForm {
  id: string;
  name: string;
  kind: string;
  /** '' for none (a points pack lasts no days). */
  days: string;
  /** '' for none (a subscription gives no points). */
  points: string;
  priceCents: string;
  description: string;
}

export const emptyPremium = (): PremiumForm => ({ id: '', name: '', kind: 'subscription', days: '30', points: '', priceCents: '100', description: '' });

export function premiumToForm(offer: PremiumOffer): PremiumForm {
  return { ...offer, days: textOf(offer.days), points: textOf(offer.points), priceCents: textOf(offer.priceCents) };
}

export function premiumFromForm(form: PremiumForm): Record<string, unknown> {
  return { ...form, id: form.id.trim(), days: numberOf(form.days), points: numberOf(form.points), priceCents: numberOf(form.priceCents) };
}
