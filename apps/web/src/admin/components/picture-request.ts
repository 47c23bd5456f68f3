import type { UploadProps } from 'antd';
import { uploadFailureText, uploadPicture } from '../../lib/picture-upload';
import { toast } from '../../lib/toast';
import type { UploadedPicture } from './upload-files';

/**
 * An antd Upload `customRequest` that sends each picture through `uploadPicture` (checked,
 * compressed, uploaded), so every item of a list shows its own progress.
 */
export const pictureRequest: NonNullable<UploadProps<UploadedPicture>['customRequest']> = ({
  file,
  onProgress,
  onSuccess,
  onError,
}) => {
  uploadPicture(file as File, { onProgress: (percent) => onProgress?.({ percent }) })
    .then((url) => onSuccess?.({ url }))
    .catch((error: Error) => {
      toast.error(uploadFailureText(error));
      onError?.(error);
    });
};
