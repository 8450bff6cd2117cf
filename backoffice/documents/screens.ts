// The resource's screens, one chunk loaded when the first of them opens (see ../common/lazyScreens.ts).
export { DocumentList } from './DocumentList.tsx';
export { DocumentReview } from './DocumentReview.tsx';
