// The resource's screens, one chunk loaded when the first of them opens (see ../common/lazyScreens.ts).
export { NotificationCreate } from './NotificationCreate.tsx';
export { NotificationList } from './NotificationList.tsx';
