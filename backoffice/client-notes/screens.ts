// The resource's screens, one chunk loaded when the first of them opens (see ../common/lazyScreens.ts).
export { NoteCreate } from './NoteCreate.tsx';
export { NoteEdit } from './NoteEdit.tsx';
export { NoteList } from './NoteList.tsx';
