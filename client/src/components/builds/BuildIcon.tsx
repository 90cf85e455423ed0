import './builds.css';
/** Original line-art icons for builds, drawn on a 24×24 grid. Decorative: the build's name carries the meaning. */
const PATHS: Record<string, string> = {
  sword: 'M14.5 3.5 20 3l-.5 5.5-9 9-2-2zM6 14l4 4-1.5 1.5-1.5-1.5-2.5 2.5-1-1 2.5-2.5L4.5 15.5z',
  axe: 'M9 3h2v18H9zM11 4c5 0 8 3 8 7-2-1.5-5-2-8-2z',
  mace: 'M11 10h2v11h-2zM12 2l2 2.5 3-.5-.5 3L19 9l-2.5 2 .5 3-3-.5L12 16l-2-2.5-3 .5.5-3L5 9l2.5-2-.5-3 3 .5z',
  dagger: 'M12 2l2 9h-4zM8 11h8v2H8zM11 13h2v6h-2zM10 19h4v2h-4z',
  bow: 'M6 3c8 2 12 8 12 9s-4 7-12 9M6 3v18',
  staff: 'M11 7h2v15h-2zM12 1.5A3.5 3.5 0 1 1 12 8.5 3.5 3.5 0 0 1 12 1.5z',
  orb: 'M12 3a7 7 0 1 1 0 14 7 7 0 0 1 0-14zM7 19h10v2H7z',
  shield: 'M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5z',
  helm: 'M4 13a8 8 0 0 1 16 0v6h-5v-5H9v5H4z',
  flame: 'M12 2c1 4 6 6 6 12a6 6 0 0 1-12 0c0-3 2-5 3-6 0 2 1 3 2 3 0-4-1-6 1-9z',
  frost: 'M11 2h2v20h-2zM2 11h20v2H2zM4.9 6.3l1.4-1.4 12.8 12.8-1.4 1.4zM17.7 4.9l1.4 1.4L6.3 19.1l-1.4-1.4z',
  leaf: 'M4 20C4 9 10 4 20 4c0 10-5 16-16 16zM5 19l9-9',
  bolt: 'M13 2 5 13h6l-2 9 9-12h-6z',
  skull: 'M12 3a8 8 0 0 1 8 8c0 3-2 4-2 6h-3v3h-2v-3h-2v3H9v-3H6c0-2-2-3-2-6a8 8 0 0 1 8-8zM9 10a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm6 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
  crown: 'M3 8l5 4 4-7 4 7 5-4-2 11H5z',
  star: 'M12 2l3 6.5 7 .8-5.2 4.8 1.5 7L12 17.6 5.7 21.1l1.5-7L2 9.3l7-.8z',
};

/** The icon shown for a build without one of its own. */
const CLASS_ICON: Record<string, string> = { squire: 'shield', knight: 'helm', rogue: 'dagger', mage: 'staff' };

export function BuildIcon({ iconId, characterClass, size = 32 }: { iconId: string | null | undefined; characterClass: string; size?: number }) {
  const name = iconId && PATHS[iconId] ? iconId : (CLASS_ICON[characterClass] ?? 'star');
  return (
    <svg className={`build-icon build-icon--${characterClass}`} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
