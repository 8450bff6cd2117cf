// The resource's screens, one chunk loaded when the first of them opens (see ../common/lazyScreens.ts).
export { ApiKeyCreate } from './ApiKeyCreate.tsx';
export { ApiKeyList } from './ApiKeyList.tsx';
