/** What other modules may use of documents besides its routes (index.ts), service.ts and model.ts: its internal files stay its own. */
export { fileResponse, safeContentType, safeFileName, showsInline } from './file-name.ts';
export { notifyClientStaff } from './notify-staff.ts';
export {
  quotaExceeded,
  type ReceivedUpload,
  receiveUpload,
  type StoredFile,
  tooLargeMessage,
  type UploadAllowance,
} from './receive-upload.ts';
export { askClientForDocument, type DocumentAsk } from './ask-client.ts';
export { onRequestFulfilled } from './hooks.ts';
