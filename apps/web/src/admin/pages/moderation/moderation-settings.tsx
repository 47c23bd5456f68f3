import type { BannedIp, ModerationSettings } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import {
  Button,
  Divider,
  Empty,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Radio,
  Skeleton,
  Switch,
  Table,
} from 'antd';
import { LoadError } from '../../../components/load-error';
import { callApi } from '../../../lib/http/api';
import { useAdminRead, useAdminWrite } from '../../admin-api';
import styles from './moderation-page.module.css';

/** The form's view of the rules: a switch and a number where the API has a number or null. */
interface SettingsForm {
  mode: ModerationSettings['mode'];
  captcha: boolean;
  captcha_after: number;
  reject_words: string;
  hold_words: string;
  limitLinks: boolean;
  max_links: number;
  duplicate_minutes: number;
  akismet_key: string;
  guest_comments: boolean;
}

const toForm = (settings: ModerationSettings): SettingsForm => ({
  mode: settings.mode,
  captcha: settings.captcha_after !== null,
  captcha_after: settings.captcha_after ?? 3,
  reject_words: settings.reject_words,
  hold_words: settings.hold_words,
  limitLinks: settings.max_links !== null,
  max_links: settings.max_links ?? 3,
  duplicate_minutes: settings.duplicate_minutes,
  akismet_key: settings.akismet_key ?? '',
  guest_comments: settings.guest_comments,
});

const toSettings = (form: SettingsForm): ModerationSettings => ({
  mode: form.mode,
  captcha_after: form.captcha ? form.captcha_after : null,
  reject_words: form.reject_words,
  hold_words: form.hold_words,
  max_links: form.limitLinks ? form.max_links : null,
  duplicate_minutes: form.duplicate_minutes,
  akismet_key: form.akismet_key || null,
  guest_comments: form.guest_comments,
});

const MODES = [
  { value: 0, label: '直接发布' },
  { value: 1, label: '游客内容需审核' },
  { value: 2, label: '全部需审核' },
];

const wordsHelp = '每行一个词或短语，不区分大小写和全角半角';

/** 审核设置: who is held, when the captcha is asked, the word lists, links, repeats, Akismet; banned addresses. */
export function ModerationSettingsTab() {
  const [form] = Form.useForm<SettingsForm>();
  const settings = useAdminRead(adminRoutes.moderation.settings, {}, 'moderation');
  const save = useAdminWrite(
    (values: SettingsForm) => callApi(adminRoutes.moderation.saveSettings, { body: toSettings(values) }),
    {
      done: '审核设置已保存',
      areas: ['moderation'],
    },
  );
  const captcha = Form.useWatch('captcha', form);
  const limitLinks = Form.useWatch('limitLinks', form);

  if (settings.isError)
    return <LoadError bare line="审核设置加载失败" onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <Skeleton active paragraph={{ rows: 10 }} />;

  return (
    <>
      <Form<SettingsForm>
        form={form}
        layout="vertical"
        className={styles.settings}
        initialValues={toForm(settings.data)}
        onFinish={(values) =>
          save.mutate(values, { onSuccess: (saved) => form.setFieldsValue(toForm(saved)) })
        }
      >
        <Form.Item
          name="mode"
          label="审核方式"
          extra="待审核的内容只有作者本人和博主看得到，在「待审核」里通过后才公开。博主自己的内容总是直接发布。"
        >
          <Radio.Group options={MODES} optionType="button" buttonStyle="solid" />
        </Form.Item>
        <Form.Item
          name="guest_comments"
          label="游客评论"
          valuePropName="checked"
          extra="开启后，没登录的访客也能在文章和说说下评论：填个昵称，邮箱选填。审核、人机验证和频率限制与游客留言相同；关闭后访客看到「登录后才能发表评论」。"
        >
          <Switch checkedChildren="允许" unCheckedChildren="关闭" data-testid="guest-comments-switch" />
        </Form.Item>
        <Form.Item
          label="人机验证"
          extra="在留言、评论、注册和申请友链时，用浏览器算一道小题（工作量证明），不用看图、不连接第三方。"
        >
          <SwitchedNumber
            switchName="captcha"
            switchLabel="启用人机验证"
            name="captcha_after"
            label="每分钟次数"
            max={100}
            on={captcha}
            before="同一地址每分钟超过"
            after="次后要求验证（0 表示每次都要）"
          />
        </Form.Item>
        <Form.Item
          name="reject_words"
          label="拒绝词"
          extra={`包含这些词的评论和留言会被直接拒绝。${wordsHelp}`}
        >
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 10 }}
            maxLength={20000}
            placeholder={'博彩\n代开发票'}
          />
        </Form.Item>
        <Form.Item
          name="hold_words"
          label="待审词"
          extra={`包含这些词的评论和留言会先进入待审核。${wordsHelp}`}
        >
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 10 }}
            maxLength={20000}
            placeholder={'微信\nVPN'}
          />
        </Form.Item>
        <Form.Item label="链接数量">
          <SwitchedNumber
            switchName="limitLinks"
            switchLabel="限制链接数量"
            name="max_links"
            label="最多链接数"
            max={50}
            on={limitLinks}
            before="一条评论或留言最多"
            after="个链接（0 表示不允许链接）"
          />
        </Form.Item>
        <Form.Item label="重复内容" extra="同一个人（或同一地址的游客）在这段时间内发送相同的内容会被拒绝。">
          <div className={styles.inline}>
            <Form.Item name="duplicate_minutes" noStyle>
              <InputNumber aria-label="重复检查分钟数" min={0} max={10080} className={styles.number} />
            </Form.Item>
            <span>分钟内（0 表示不检查）</span>
          </div>
        </Form.Item>
        <Form.Item
          name="akismet_key"
          label="Akismet 密钥"
          extra="填写后，Akismet 判定为垃圾的评论和留言会进入待审核；它无法回答时按其他规则处理。留空则不使用。"
        >
          <Input.Password autoComplete="off" maxLength={100} placeholder="未启用" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
      </Form>
      <Divider titlePlacement="start">已封禁的地址</Divider>
      <BannedIps />
    </>
  );
}

/** A rule that can be off: its switch, then the number it takes when on, inside a sentence. */
function SwitchedNumber(props: {
  switchName: keyof SettingsForm;
  switchLabel: string;
  name: keyof SettingsForm;
  label: string;
  max: number;
  on: boolean | undefined;
  before: string;
  after: string;
}) {
  return (
    <div className={styles.inline}>
      <Form.Item name={props.switchName} valuePropName="checked" noStyle>
        <Switch aria-label={props.switchLabel} />
      </Form.Item>
      <span>{props.before}</span>
      <Form.Item name={props.name} noStyle>
        <InputNumber
          aria-label={props.label}
          min={0}
          max={props.max}
          disabled={!props.on}
          className={styles.number}
        />
      </Form.Item>
      <span>{props.after}</span>
    </div>
  );
}

function BannedIps() {
  const list = useAdminRead(adminRoutes.moderation.bannedIps, {}, 'banned-ips');
  const unban = useAdminWrite((id: number) => callApi(adminRoutes.moderation.unbanIp, { params: { id } }), {
    done: '已解除封禁',
    areas: ['banned-ips'],
  });
  if (list.isError) return <LoadError bare line="封禁列表加载失败" onRetry={() => void list.refetch()} />;
  return (
    <Table<BannedIp>
      rowKey="id"
      size="small"
      loading={list.isFetching}
      dataSource={list.data}
      pagination={false}
      scroll={{ x: 560 }}
      locale={{ emptyText: <Empty description="没有封禁的地址：在「待审核」里封禁游客后会出现在这里" /> }}
      columns={[
        { title: '地址', dataIndex: 'ip' },
        { title: '原因', dataIndex: 'reason', render: (reason: string) => reason || '—' },
        { title: '时间', dataIndex: 'createdAt', width: 165 },
        {
          title: '操作',
          key: 'actions',
          fixed: 'right',
          width: 100,
          render: (_value, row) => (
            <Popconfirm
              title={`解除对 ${row.ip} 的封禁？`}
              okText="解除"
              onConfirm={() => unban.mutateAsync(row.id)}
            >
              <Button type="link" size="small">
                解除封禁
              </Button>
            </Popconfirm>
          ),
        },
      ]}
    />
  );
}
