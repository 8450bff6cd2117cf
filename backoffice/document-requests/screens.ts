// The resource's screens, one chunk loaded when the first of them opens (see ../common/lazyScreens.ts).
export { RequestCreate } from './RequestCreate.tsx';
export { RequestEdit } from './RequestEdit.tsx';
export { RequestList } from './RequestList.tsx';
