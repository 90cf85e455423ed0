import type { PremiumOffer } from '../schemas';

/** Premium time and premium points as the game's store sells them (prices in euro cents). */
export const PREMIUM_OFFERS: PremiumOffer[] = [
  { id: 'premium-30', name: 'Premium, 30 days', kind: 'subscription', days: 30, points: null, priceCents: 999, description: 'Premium spells, the Frostmere and Cinderholt ferries, and double capacity in the depot for a month.' },
  { id: 'premium-90', name: 'Premium, 90 days', kind: 'subscription', days: 90, points: null, priceCents: 2699, description: 'Three months of premium for the price of about two and a half.' },
  { id: 'premium-180', name: 'Premium, 180 days', kind: 'subscription', days: 180, points: null, priceCents: 4999, description: 'Half a year of premium, a little cheaper each day than the quarter.' },
  { id: 'premium-365', name: 'Premium, 365 days', kind: 'subscription', days: 365, points: null, priceCents: 8999, description: 'A full year of premium: the lowest price per day and a festival lantern outfit.' },
  { id: 'points-250', name: '250 premium points', kind: 'points', days: null, points: 250, priceCents: 499, description: 'Points for outfits, mounts and name changes in the premium store.' },
  { id: 'points-750', name: '750 premium points', kind: 'points', days: null, points: 750, priceCents: 1399, description: 'A mid-sized pack of premium points with a small discount.' },
  { id: 'points-1600', name: '1,600 premium points', kind: 'points', days: null, points: 1600, priceCents: 2799, description: 'Enough for a mount and an outfit, with a better price per point.' },
  { id: 'points-4500', name: '4,500 premium points', kind: 'points', days: null, points: 4500, priceCents: 6999, description: 'The largest pack: the best price per point the store offers.' },
];
