export * from './markup';
export * from './units';
export * from './ids';
export * from './csv';
export * from './search';
export * from './match';
