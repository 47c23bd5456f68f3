export { EmailField, type EmailFieldProps } from './email-field';
export { useMailEnabled, useMailSettings } from './mail-api';
export { readRememberedAddress, rememberAddress } from './remembered-address';
