// The resource's screens, one chunk loaded when the first of them opens (see ../common/lazyScreens.ts).
export { AssignmentCreate } from './AssignmentCreate.tsx';
export { AssignmentEdit } from './AssignmentEdit.tsx';
export { AssignmentList } from './AssignmentList.tsx';
