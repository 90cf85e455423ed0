/**
 * Freezes a value and everything it holds (plain data: objects and arrays), for what a process reads once and shares:
 * a write to it throws instead of changing what every other reader sees.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}
