// Both languages, for tests and types; the app loads each language's chunk on its own (setup.ts).
export { enResources } from './en-resources';
export { heResources } from './he-resources';
