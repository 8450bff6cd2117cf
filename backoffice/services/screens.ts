// The resource's screens, one chunk loaded when the first of them opens (see ../common/lazyScreens.ts).
export { ServiceCreate } from './ServiceCreate.tsx';
export { ServiceEdit } from './ServiceEdit.tsx';
export { ServiceList } from './ServiceList.tsx';
