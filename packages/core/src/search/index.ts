export * from './search-documents';
export * from './directory-search';
