import { Button, Input, Switch, Tag } from 'antd';
import { useState } from 'react';
import { Card } from '../../components/card';
import { useMailSettings } from '../../features/mail';
import { toast } from '../../lib/toast';
import styles from './user-center.module.css';

/**
 * 邮件提醒: the account's address (verified through the link mailed to it) and whether replies are
 * mailed. Mail goes only to a verified address; the address is never shown to anyone else.
 */
export function MailCard({ userId }: { userId: number }) {
  const { settings, setAddress, setReplies } = useMailSettings(userId);
  const current = settings.data;
  // What is typed, until saved; before that, the saved address.
  const [draft, setEmail] = useState<string | null>(null);
  const email = draft ?? current?.email ?? '';

  if (!current) return null;
  if (!current.enabled) {
    return (
      <Card className={styles.card}>
        <div className={styles.cardHead}>
          <h2 className={styles.cardTitle}>邮件提醒</h2>
        </div>
        <p className={styles.mailNote}>博客暂未开启邮件功能。</p>
      </Card>
    );
  }

  const save = async () => {
    const settled = await setAddress.mutateAsync(email.trim()).catch(() => undefined);
    if (!settled) return;
    setEmail(null);
    toast.success(settled.email ? '验证邮件已发送，请查收' : '邮箱已移除');
  };

  return (
    <Card className={styles.card}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>邮件提醒</h2>
        {current.email &&
          (current.verified ? (
            <Tag color="success" data-testid="mail-verified">
              已验证
            </Tag>
          ) : (
            <Tag color="warning" data-testid="mail-unverified">
              待验证
            </Tag>
          ))}
      </div>
      <div className={styles.mailRow}>
        <Input
          type="email"
          size="large"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="你的邮箱"
          aria-label="邮箱"
          autoComplete="email"
          maxLength={254}
          data-testid="mail-address"
        />
        <Button size="large" type="primary" loading={setAddress.isPending} onClick={() => void save()}>
          {current.email && !current.verified && email.trim() === current.email ? '重新发送验证邮件' : '保存'}
        </Button>
      </div>
      <p className={styles.mailNote}>
        {current.email && !current.verified
          ? `验证邮件已发送到 ${current.email}，点击邮件里的链接完成验证后才会收到提醒。`
          : '邮箱只用来给你发提醒，不会公开。'}
      </p>
      <label className={styles.mailSwitch}>
        <Switch
          checked={current.replies}
          disabled={!current.email}
          loading={setReplies.isPending}
          onChange={(on) => void setReplies.mutateAsync(on).catch(() => undefined)}
          data-testid="mail-replies"
        />
        <span>有人回复我的评论或留言时，发邮件提醒我</span>
      </label>
    </Card>
  );
}
