/** The shared game rules: pure functions and constants, used by the server, the client and the tests. */
export * from './constants';
export * from './progression';
export * from './formulas';
export * from './formulae';
export * from './effects';
export * from './derived';
export * from './calculators';
