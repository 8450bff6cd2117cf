/** What other modules may use of api-keys besides its routes (index.ts), service.ts and model.ts: its internal files stay its own. */
export { newApiKeySecret } from './store.ts';
