import type { AdminTalkBody, AdminTalkItem } from '@blog/contract';
import type { UploadFile } from 'antd';
import { filesFromUrls, uploadedUrls, type UploadedPicture } from '../../components/upload-files';

/** The 说说 form as the owner fills it in. */
export interface TalkFormValues {
  content: string;
  images: UploadFile<UploadedPicture>[];
  /** 1 公开, 2 私密. */
  status: 1 | 2;
  top: boolean;
}

/** The form for a new 说说 (no talk) or for editing one. */
export function toTalkValues(talk?: AdminTalkItem): TalkFormValues {
  if (!talk) return { content: '', images: [], status: 1, top: false };
  return {
    content: talk.content,
    images: filesFromUrls(talk.talkImgList),
    status: talk.status === 2 ? 2 : 1,
    top: talk.is_top === 1,
  };
}

/** The request body of `POST talks` / `PUT talks/:id`. */
export function toTalkBody(values: TalkFormValues): AdminTalkBody {
  return {
    content: values.content.trim(),
    talkImgList: uploadedUrls(values.images),
    status: values.status,
    is_top: values.top ? 1 : 2,
  };
}
