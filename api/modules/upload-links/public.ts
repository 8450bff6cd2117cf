/** What other modules may use of upload-links besides its routes (index.ts), service.ts and model.ts. */
export { activeLinkUrl, openLinkFor } from './links.ts';
export { UPLOAD_LINK_PLACEHOLDER, withUploadLink } from './email-link.ts';
export { peek, REFUSED_TYPE_MESSAGE, refusedType } from './sniffing-storage.ts';
export { TOKEN_PATTERN } from './token.ts';
