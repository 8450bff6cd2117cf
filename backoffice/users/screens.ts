// The resource's screens, one chunk loaded when the first of them opens (see ../common/lazyScreens.ts).
export { UserCreate } from './UserCreate.tsx';
export { UserEdit } from './UserEdit.tsx';
export { UserList } from './UserList.tsx';
