/** The documents feature's backoffice resources: clients' uploads and the firm's requests for them. */
export { documentRequestsDefinition } from './document-requests-resource.ts';
export { documentsDefinition } from './documents-resource.ts';
