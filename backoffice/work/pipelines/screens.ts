// The resource's screens, one chunk loaded when the first of them opens (see ../../common/lazyScreens.ts).
export { PipelineCreate, PipelineEdit } from './PipelineEdit.tsx';
export { PipelineList } from './PipelineList.tsx';
