import type { EndpointResult } from '@blog/contract/api';
import { fillPath } from '@blog/contract/routes';
import { uploadRoutes } from '@blog/contract/upload-routes';
import { blogClient, unwrap, type BlogRequestConfig } from './blog-client';

/**
 * Uploads one picture (`form` holds it as field `file`) and resolves the stored picture's address.
 * The body is multipart, not a JSON body `callApi` would send, so it goes through the blog client's
 * upload (which reports progress through `config.onUploadProgress`); the URL and the answer's type
 * still come from the contract.
 */
export function uploadImageForm(
  form: FormData,
  config?: BlogRequestConfig,
): Promise<EndpointResult<'upload.image'>> {
  return unwrap(
    blogClient.upload<EndpointResult<'upload.image'>>(fillPath(uploadRoutes.image.path), form, config),
  );
}
