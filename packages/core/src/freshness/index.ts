export * from './freshness';
