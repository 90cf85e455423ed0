import { CLASSES } from '@game/data/classes';

export const CLASS_OPTIONS = CLASSES.map((c) => ({ value: c.id, label: c.name }));

/** The class a field names; an unknown id in a link falls back to the first class, as shared builds do. */
export const classOf = (id: string) => CLASSES.find((c) => c.id === id) ?? CLASSES[0]!;
