/** The icons a player can give a build (drawn by the client as SVG). Null means the class icon. */
export const BUILD_ICON_IDS = [
  'sword', 'axe', 'mace', 'dagger', 'bow', 'staff', 'orb', 'shield',
  'helm', 'flame', 'frost', 'leaf', 'bolt', 'skull', 'crown', 'star',
] as const;
export type BuildIconId = (typeof BUILD_ICON_IDS)[number];

export const isBuildIconId = (value: unknown): value is BuildIconId => BUILD_ICON_IDS.includes(value as BuildIconId);
