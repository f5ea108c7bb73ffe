// Each format exports its parser and result types from here.
export {};
export * from './jahis';
export * from './jahis-rx';
export * from './checkup';
export * from './jahis-tc';
