/**
 * A case-insensitive "contains" pattern for a `$regex` filter, with the player's text taken
 * literally (a search for "c++" or "(1)" must not be read as a regular expression).
 */
export function containsText(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
}
