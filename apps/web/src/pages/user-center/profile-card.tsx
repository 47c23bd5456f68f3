import { CameraOutlined, EditOutlined, LoadingOutlined } from '../../components/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Card } from '../../components/card';
import { updateOwnUserInfo } from '../../features/auth/auth-api';
import { requiredRule } from '../../features/auth/form-rules';
import { UserAvatar } from '../../features/auth/user-avatar';
import { toast } from '../../lib/toast';
import { useSubmitting } from '../../lib/use-submitting';
import { updateUserInfo, type UserInfo } from '../../stores/user-store';

import { profileKey } from './use-profile';
import styles from './user-center.module.css';
import { usePicturePicker } from '../../components/use-picture-picker';

/** The server's limit (contract `updateOwnUserInfoBody`). */
const NICKNAME_MAX = 20;

export interface ProfileCardProps {
  user: UserInfo;
  /** The sign-up date, once the profile has loaded. */
  joinedAt?: string;
}

/** 个人信息: shown as a list; 编辑资料 switches to the avatar picker and the nickname field. */
export function ProfileCard({ user, joinedAt }: ProfileCardProps) {
  const [editing, setEditing] = useState(false);
  const name = user.nick_name || user.username;
  return (
    <Card className={styles.card}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>个人信息</h2>
        {!editing && (
          <Button
            autoInsertSpace={false}
            icon={<EditOutlined aria-hidden />}
            onClick={() => setEditing(true)}
          >
            编辑资料
          </Button>
        )}
      </div>
      {editing ? (
        <ProfileEditor user={user} onDone={() => setEditing(false)} />
      ) : (
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>头像</dt>
            <dd>
              <UserAvatar src={user.avatar} name={name} className={styles.factAvatar} />
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>昵称</dt>
            <dd>{name}</dd>
          </div>
          <div className={styles.fact}>
            <dt>账号</dt>
            <dd>{user.username}</dd>
          </div>
          <div className={styles.fact}>
            <dt>注册时间</dt>
            <dd>{joinedAt ?? '—'}</dd>
          </div>
        </dl>
      )}
    </Card>
  );
}

function ProfileEditor({ user, onDone }: { user: UserInfo; onDone: () => void }) {
  const queryClient = useQueryClient();
  const name = user.nick_name || user.username;

  const picker = usePicturePicker(async (url) => {
    try {
      const info = await updateOwnUserInfo({ avatar: url });
      updateUserInfo({ avatar: info.avatar ?? url });
      queryClient.setQueryData(profileKey(user.id), info);
      toast.success('头像已更新');
    } catch {
      // updateOwnUserInfo failed: the blog client has shown the server's message.
    }
  });

  const [saving, onFinish] = useSubmitting(async ({ nick_name }: { nick_name: string }) => {
    const nickName = nick_name.trim();
    if (nickName === user.nick_name) return onDone();
    const info = await updateOwnUserInfo({ nick_name: nickName });
    updateUserInfo({ nick_name: info.nick_name });
    queryClient.setQueryData(profileKey(user.id), info);
    toast.success('修改成功');
    onDone();
  });

  return (
    <div className={styles.editor}>
      <div className={styles.avatarPicker}>
        <button
          type="button"
          className={styles.avatarButton}
          onClick={picker.choose}
          disabled={picker.uploading}
          aria-label="更换头像"
          aria-busy={picker.uploading}
        >
          <UserAvatar src={user.avatar} name={name} className={styles.editAvatar} />
          <span className={styles.avatarOverlay} data-busy={picker.uploading}>
            {picker.uploading ? <LoadingOutlined aria-hidden /> : <CameraOutlined aria-hidden />}
            <span>{picker.uploading ? '上传中' : '更换头像'}</span>
          </span>
        </button>
        <input {...picker.input} hidden data-testid="avatar-file" />
        <p className={styles.avatarHint}>点击头像更换，支持 JPG、PNG、WebP、GIF，超过 800 KB 会自动压缩</p>
      </div>
      <Form
        layout="vertical"
        className={styles.editForm}
        initialValues={{ nick_name: user.nick_name }}
        onFinish={onFinish}
        requiredMark={false}
      >
        <Form.Item
          label="昵称"
          name="nick_name"
          rules={[requiredRule('昵称不能为空')]}
          validateTrigger="onBlur"
        >
          <Input size="large" maxLength={NICKNAME_MAX} showCount placeholder="给自己起个好听的名字吧" />
        </Form.Item>
        <Form.Item label="账号">
          <Input size="large" value={user.username} disabled />
        </Form.Item>
        <div className={styles.actions}>
          <Button autoInsertSpace={false} onClick={onDone}>
            取消
          </Button>
          <Button autoInsertSpace={false} type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
        </div>
      </Form>
    </div>
  );
}
