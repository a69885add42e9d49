export * from './vocabulary';
export * from './terms';
export * from './schemas';
export * from './derive-capabilities';
export * from './filter-capabilities';
export * from './search-terms';
export * from './term-id';
