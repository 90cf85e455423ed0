/** The patch-notes article drafted from a version's diff, in Markdown, for the admin to edit before publishing it. */
import type { PackDiff } from './pack-diff';

const KIND_TITLES: Record<string, string> = {
  locations: 'Locations', classes: 'Classes', stats: 'Stats', traits: 'Traits', spells: 'Spells', materials: 'Materials',
  items: 'Items', monsters: 'Monsters', npcs: 'NPCs', recipes: 'Recipes', premium: 'Premium offers',
};

/** Entries listed per kind; the rest are counted (the article stays readable and under the content size limit). */
export const PATCH_NOTES_ENTRIES_PER_KIND = 60;

const value = (json: string | null) => (json === null ? 'none' : json.length > 40 ? `${json.slice(0, 37)}…` : json);

export function patchNotesMarkdown(diff: PackDiff, name: string, notes: string): string {
  const lines: string[] = [`Game data ${name} is out.`, ''];
  if (notes.trim()) lines.push(notes.trim(), '');
  for (const kind of diff.kinds) {
    lines.push(`## ${KIND_TITLES[kind.kind] ?? kind.kind}`, '', `${kind.added} added, ${kind.removed} removed, ${kind.changed} changed.`, '');
    for (const entry of kind.entries.slice(0, PATCH_NOTES_ENTRIES_PER_KIND)) {
      if (entry.change === 'ADDED') lines.push(`- **${entry.name}**: new.`);
      else if (entry.change === 'REMOVED') lines.push(`- **${entry.name}**: removed.`);
      else lines.push(`- **${entry.name}**: ${entry.fields.slice(0, 6).map((field) => `${field.path} ${value(field.before)} → ${value(field.after)}`).join('; ')}${entry.fields.length > 6 ? `; and ${entry.fields.length - 6} more` : ''}.`);
    }
    if (kind.entries.length > PATCH_NOTES_ENTRIES_PER_KIND) lines.push(`- …and ${kind.entries.length - PATCH_NOTES_ENTRIES_PER_KIND} more.`);
    lines.push('');
  }
  return lines.join('\n').replace(/`/g, "'");
}

/** The patch notes' version field (`1.5`) from a version's name (`1.5 Winter Festival`), or `<number>.0`. */
export function patchNotesVersion(name: string, number: number): string {
  return /^\d{1,3}\.\d{1,3}(?:\.\d{1,3})?(?=\s|$)/.exec(name.trim())?.[0] ?? `${Math.min(number, 999)}.0`;
}
