import { LoadingOutlined, PictureOutlined } from '../../components/icons';
import type { MessageItem } from '@blog/contract';
import { HELD_MESSAGE } from '@blog/contract/held';
import { useQueryClient } from '@tanstack/react-query';
import { AutoComplete, Button, ColorPicker, Form, Input, Radio } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { AntdScope } from '../../components/antd-scope';
import { Card } from '../../components/card';
import { MessageCard } from '../../features/message/components/message-card';
import { addMessage, refreshMessages, updateMessage, useHotTags } from '../../features/message/message-api';
import {
  draftToBody,
  messageLength,
  validateDraft,
  MESSAGE_MAX_LENGTH,
  MESSAGE_TAG_MAX_LENGTH,
  type DraftProblems,
  type MessageDraft,
} from '../../features/message/message-draft';
import {
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  FONT_WEIGHT_MAX,
  FONT_WEIGHT_MIN,
  FONT_WEIGHT_STEP,
} from '../../features/message/message-style';
import { useViewer } from '../../features/message/message-viewer';
import { guestWrite, isStaleIdentity, readGuestNickname, useGuest } from '../../features/guest';
import { ApiError } from '../../lib/http/api-error';
import { EmailField, readRememberedAddress, rememberAddress, useMailEnabled } from '../../features/mail';
import { uploadImageForm } from '../../lib/http/upload';
import { compressImage } from '../../lib/image-compression';
import { toast } from '../../lib/toast';
import { useHydrated } from '../../lib/use-hydrated';
import { openLogin } from '../../stores/user-store';
import styles from './message-publish-page.module.css';
import { SliderNumber } from './slider-number';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

const TEXT_PRESETS = ['#1f2d3d', '#ffffff', '#e8590c', '#d6336c', '#7048e8', '#1c7ed6', '#0ca678', '#f59f00'];
const BACKGROUND_PRESETS = [
  '#ffffff',
  '#fff4e6',
  '#e7f5ff',
  '#f3f0ff',
  '#ebfbee',
  '#212529',
  'linear-gradient(135deg, #f6d365 0%, #fda085 100%)',
  'linear-gradient(135deg, #a1c4fd 0%, #c2e9fb 100%)',
  'linear-gradient(135deg, #667eea 0%, #764ba2 100%)',
  'linear-gradient(135deg, #43e97b 0%, #38f9d7 100%)',
];

/** The style numbers chosen with a slider and a number field. */
const SLIDERS = {
  font_size: { min: FONT_SIZE_MIN, max: FONT_SIZE_MAX, label: '字体大小', numberLabel: '字体大小（像素）' },
  font_weight: {
    min: FONT_WEIGHT_MIN,
    max: FONT_WEIGHT_MAX,
    step: FONT_WEIGHT_STEP,
    label: '字体粗细',
    numberLabel: '字体粗细（数值）',
  },
} as const;

export interface PublishFormProps {
  /** The message being edited; none for a new one. */
  id?: number;
  initial: MessageDraft;
}

export function PublishForm(props: PublishFormProps) {
  const hydrated = useHydrated();
  // antd's theme (light or dark) is known only in the browser, and hydration would keep the
  // server's light classes on the inputs: the page the server sends keeps the form's place.
  if (!hydrated) {
    return (
      <div className={styles.layout}>
        <Card className={styles.formCard} title={props.id ? '编辑留言' : '写留言'}>
          <div className={styles.skeleton} aria-busy="true" aria-label="表单加载中" />
        </Card>
        <div className={styles.previewColumn}>
          <Card className={styles.previewCard} title="实时预览">
            <div className={styles.skeleton} />
          </Card>
        </div>
      </div>
    );
  }
  return (
    <AntdScope>
      <PublishFormBody {...props} />
    </AntdScope>
  );
}

function PublishFormBody({ id, initial }: PublishFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const viewer = useViewer();
  // A guest writes under its one 游客 identity (and the nickname it chose under comments).
  const guest = useGuest(!viewer && !id);
  const guestName = guest.identity && (readGuestNickname() || guest.identity.guest_name);
  const hotTags = useHotTags().data ?? [];
  const [draft, setDraft] = useState<MessageDraft>(initial);
  const [showProblems, setShowProblems] = useState(false);
  const [sending, setSending] = useState(false);
  const [email, setEmail] = useState(() => readRememberedAddress());
  const mailEnabled = useMailEnabled();
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const problems: DraftProblems = showProblems ? validateDraft(draft) : {};

  const change = <K extends keyof MessageDraft>(key: K, value: MessageDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) {
      toast.error('只支持 JPEG、PNG、WebP、GIF 图片', '图片上传失败');
      return;
    }
    setUploading(true);
    try {
      const ready = await compressImage(file);
      const form = new FormData();
      form.append('file', ready, ready.name);
      const { url } = await uploadImageForm(form, { silent: true });
      setDraft((current) => ({ ...current, backgroundKind: 'image', bg_url: url }));
    } catch (error) {
      const reason = error instanceof Error ? error.message : '';
      toast.error(reason ? `图片上传失败：${reason}` : '图片上传失败');
    } finally {
      setUploading(false);
    }
  };

  const submit = async () => {
    if (sending) return;
    setShowProblems(true);
    if (Object.keys(validateDraft(draft)).length > 0) return;
    setSending(true);
    try {
      const body = draftToBody(draft);
      const address = email.trim() || undefined;
      const author = !viewer && guest.identity ? guestWrite(guest.identity, guestName ?? '') : {};
      const saved = await (id
        ? updateMessage({ ...body, id })
        : addMessage({ ...body, email: address, ...author }));
      if (!id) rememberAddress(address);
      toast.success(saved.status === 2 ? HELD_MESSAGE : id ? '修改成功' : '留言成功');
      await refreshMessages(queryClient);
      void navigate('/message/list');
    } catch (error) {
      // The client already showed the server's message; a stale identity is replaced for the next try.
      if (error instanceof ApiError && isStaleIdentity(error.message)) guest.forget();
    } finally {
      setSending(false);
    }
  };

  const preview: MessageItem = {
    id: id ?? 0,
    message: draft.message.trim() || '留言预览：写点什么，这里马上就能看到效果～',
    color: draft.color || null,
    font_size: draft.font_size,
    font_weight: draft.font_weight,
    bg_color: draft.backgroundKind === 'color' ? draft.bg_color : null,
    bg_url: draft.backgroundKind === 'image' ? draft.bg_url || null : null,
    tag: draft.tag.trim() || null,
    user_id: viewer?.id ?? null,
    nick_name: viewer ? viewer.nick_name || viewer.username : (guestName ?? '游客'),
    avatar: viewer?.avatar || null,
    like_times: 0,
    is_like: false,
    comment_total: 0,
    status: 1,
    createdAt: '',
    updatedAt: '',
  };
  const status = (field: keyof MessageDraft) => (problems[field] ? ('error' as const) : undefined);

  const sliderItem = (key: keyof typeof SLIDERS) => (
    <Form.Item label={SLIDERS[key].label} validateStatus={status(key)} help={problems[key]}>
      <SliderNumber {...SLIDERS[key]} value={draft[key]} onChange={(value) => change(key, value)} />
    </Form.Item>
  );

  return (
    <div className={styles.layout}>
      <Card className={styles.formCard} title={id ? '编辑留言' : '写留言'}>
        <Form layout="vertical" onFinish={() => void submit()} requiredMark={false}>
          <Form.Item label="留言内容" validateStatus={status('message')} help={problems.message}>
            <Input.TextArea
              value={draft.message}
              onChange={(event) => change('message', event.target.value)}
              placeholder="一定要留下点什么～"
              aria-label="留言内容"
              autoSize={{ minRows: 4, maxRows: 10 }}
              count={{ show: true, max: MESSAGE_MAX_LENGTH, strategy: messageLength }}
            />
          </Form.Item>
          <div className={styles.row}>
            <Form.Item label="文字颜色" validateStatus={status('color')} help={problems.color}>
              <ColorPicker
                value={draft.color}
                format="hex"
                disabledAlpha
                showText
                presets={[{ label: '推荐', colors: TEXT_PRESETS }]}
                onChangeComplete={(color) => change('color', color.toHexString())}
                aria-label="文字颜色"
              />
            </Form.Item>
            {sliderItem('font_size')}
          </div>
          {sliderItem('font_weight')}
          <Form.Item
            label="背景"
            validateStatus={status('bg_color') ?? status('bg_url')}
            help={problems.bg_color ?? problems.bg_url}
          >
            <Radio.Group
              value={draft.backgroundKind}
              onChange={(event) =>
                change('backgroundKind', event.target.value as MessageDraft['backgroundKind'])
              }
              optionType="button"
              buttonStyle="solid"
              options={[
                { value: 'color', label: '背景颜色' },
                { value: 'image', label: '背景图片' },
              ]}
            />
            {draft.backgroundKind === 'color' ? (
              <div className={styles.backgrounds}>
                <ColorPicker
                  value={draft.bg_color.startsWith('linear-gradient') ? '#ffffff' : draft.bg_color}
                  format="hex"
                  onChangeComplete={(color) => change('bg_color', color.toHexString())}
                  aria-label="背景颜色"
                />
                {BACKGROUND_PRESETS.map((preset) => (
                  <button
                    key={preset}
                    type="button"
                    className={styles.swatch}
                    style={{ background: preset }}
                    aria-label={`背景 ${preset}`}
                    aria-pressed={draft.bg_color === preset}
                    onClick={() => change('bg_color', preset)}
                  />
                ))}
              </div>
            ) : (
              <div className={styles.backgrounds}>
                {viewer ? (
                  <>
                    <input
                      ref={fileInput}
                      type="file"
                      accept={IMAGE_TYPES.join(',')}
                      hidden
                      onChange={(event) => void upload(event)}
                      aria-label="选择背景图片"
                    />
                    <Button
                      icon={uploading ? <LoadingOutlined /> : <PictureOutlined />}
                      disabled={uploading}
                      onClick={() => fileInput.current?.click()}
                    >
                      {draft.bg_url ? '换一张图片' : '上传背景图片'}
                    </Button>
                    {draft.bg_url && (
                      <Button type="link" onClick={() => change('bg_url', '')}>
                        移除图片
                      </Button>
                    )}
                  </>
                ) : (
                  <Button onClick={openLogin}>登录后才能上传图片</Button>
                )}
              </div>
            )}
          </Form.Item>
          <Form.Item label="标签" validateStatus={status('tag')} help={problems.tag}>
            <AutoComplete
              value={draft.tag}
              onChange={(value: string) => change('tag', value)}
              options={hotTags.map((hot) => ({ value: hot.tag, label: `${hot.tag}（${hot.count}）` }))}
              placeholder="选一个热门标签，或者自己写一个"
              aria-label="标签"
              maxLength={MESSAGE_TAG_MAX_LENGTH}
              allowClear
            />
          </Form.Item>
          {!id && mailEnabled && (
            <Form.Item label="邮箱">
              <EmailField value={email} onChange={setEmail} testId="message-email" />
            </Form.Item>
          )}
          <div className={styles.buttons}>
            <Button onClick={() => void navigate(-1)}>取消</Button>
            <Button type="primary" htmlType="submit" loading={sending}>
              {id ? '保存修改' : '发布'}
            </Button>
          </div>
        </Form>
      </Card>
      <div className={styles.previewColumn}>
        <Card className={styles.previewCard} title="实时预览">
          <div data-testid="message-preview">
            <MessageCard item={preview} canManage={false} onDelete={async () => undefined} preview />
          </div>
        </Card>
      </div>
    </div>
  );
}
