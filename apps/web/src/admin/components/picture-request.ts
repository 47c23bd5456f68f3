import type { UploadProps } from 'antd';
import { toast } from '../../lib/toast';
import { uploadPicture } from './image-field';
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
  uploadPicture(file as File, (percent) => onProgress?.({ percent }))
    .then((url) => onSuccess?.({ url }))
    .catch((error: Error) => {
      // The blog client already toasted a server failure; a local refusal is told here.
      if (!('status' in error)) toast.error(error.message, '图片上传失败');
      onError?.(error);
    });
};
