export * from './archived-label';
export * from './harvested-facts';
export * from './harvest-state-text';
