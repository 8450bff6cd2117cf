// The resource's screens, one chunk loaded when the first of them opens (see ../common/lazyScreens.ts).
export { WebhookEndpointCreate } from './WebhookEndpointCreate.tsx';
export { WebhookEndpointEdit } from './WebhookEndpointEdit.tsx';
export { WebhookEndpointList } from './WebhookEndpointList.tsx';
