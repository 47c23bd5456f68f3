import { useRef, useState, type ChangeEvent } from 'react';
import { IMAGE_ACCEPT, uploadFailureText, uploadPicture } from '../lib/picture-upload';
import { toast } from '../lib/toast';

/**
 * A hidden file input that uploads the picture chosen in it (`uploadPicture`: checked, compressed,
 * sent), and then hands its address to `onUploaded`. A refused or failed upload says 图片上传失败
 * with the reason; what `onUploaded` does with the address (save a profile, fill a form) reports its
 * own failures. Spread `input` on an `<input hidden>` and call `choose` from the visible button.
 */
export function usePicturePicker(onUploaded: (url: string) => Promise<void>) {
  const ref = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      let url: string;
      try {
        url = await uploadPicture(file);
      } catch (error) {
        toast.error(uploadFailureText(error));
        return;
      }
      await onUploaded(url);
    } finally {
      setUploading(false);
    }
  };

  return {
    uploading,
    choose: () => ref.current?.click(),
    input: {
      ref,
      type: 'file',
      accept: IMAGE_ACCEPT,
      onChange: (event: ChangeEvent<HTMLInputElement>) => void onChange(event),
    },
  } as const;
}
