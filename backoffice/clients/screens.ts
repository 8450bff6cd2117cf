// The resource's screens, one chunk loaded when the first of them opens (see ../common/lazyScreens.ts).
export { ClientCreate } from './ClientCreate.tsx';
export { ClientEdit } from './ClientEdit.tsx';
export { ClientList } from './ClientList.tsx';
export { ClientShow } from './ClientShow.tsx';
