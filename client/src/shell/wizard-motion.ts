/** The header wizard's timing. */
export const WIZARD_FRAME_MS = 130;
export const WIZARD_CAST_MS = 6400;
/** Fixed walking speed in CSS pixels per second. */
export const WIZARD_SPEED_PX_PER_S = 40;
export const WIZARD_STEP_PX = (WIZARD_SPEED_PX_PER_S * WIZARD_FRAME_MS) / 1000;

export interface WizardState {
  /** Left edge in the track, in CSS pixels. */
  x: number;
  direction: 1 | -1;
  phase: 'walk' | 'cast';
  /** Which of the two frames of the current phase is shown. */
  frame: 0 | 1;
}

export const WIZARD_START: WizardState = { x: 0, direction: 1, phase: 'walk', frame: 0 };

/**
 * One 130 ms tick: the frame swaps; while walking the wizard moves one step at the fixed speed,
 * and on reaching the end of the track it stops there and starts casting.
 */
export function wizardTick(state: WizardState, room: number): WizardState {
  const frame = state.frame === 0 ? 1 : 0;
  if (state.phase === 'cast') return { ...state, frame };
  const limit = Math.max(0, room);
  const x = Math.min(limit, Math.max(0, state.x + state.direction * WIZARD_STEP_PX));
  const atEnd = state.direction === 1 ? x >= limit : x <= 0;
  return atEnd ? { ...state, x, phase: 'cast', frame: 0 } : { ...state, x, frame };
}

/** After the 6400 ms cast the wizard turns around and walks the other way. */
export function wizardTurn(state: WizardState): WizardState {
  return { ...state, phase: 'walk', direction: state.direction === 1 ? -1 : 1, frame: 0 };
}
