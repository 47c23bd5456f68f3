import type { AdminArticleBody, AdminArticleDetail } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Select, Space, Tag, type FormInstance } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '../../../lib/http/api';
import { toast } from '../../../lib/toast';
import { PREVIEW_THEMES, useStaticStore, type PreviewTheme } from '../../../stores/static-store';
import { adminQuery, useAdminWrite } from '../../admin-api';
import { AdminPage } from '../../components/admin-page';
import { ARTICLE_STATUS } from '../articles/article-labels';
import { ArticleFields } from './article-fields';
import {
  sameArticleValues,
  toArticleBody,
  toArticleValues,
  type ArticleFormValues,
  type ArticleStatus,
} from './article-form-values';
import { ARTICLE_RULES } from './article-rules';
import styles from './article-editor.module.css';
import { clearDraft, loadDraft, type DraftSlot } from './draft-storage';
import { MarkdownEditor } from './markdown-editor';
import { useDraftAutosave } from './use-draft-autosave';
import { useUnsavedWarning } from './use-unsaved-warning';

const formatTime = (ms: number) =>
  new Date(ms).toLocaleString('zh-CN', { hour12: false, dateStyle: 'short', timeStyle: 'short' });

/** The article's query, shared with the page that loads it. */
export const articleQuery = (id: number) =>
  adminQuery(adminRoutes.articles.detail, { params: { id } }, 'articles');

/** A kept draft that differs from the saved article, to put back into the form. */
function restorableDraft(slot: DraftSlot, saved: ArticleFormValues) {
  const loaded = loadDraft(slot);
  // Whether the article has a password is the server's to say, not an old draft's.
  const draft = loaded && { ...loaded, values: { ...loaded.values, hasPassword: saved.hasPassword } };
  return draft && !sameArticleValues(draft.values, saved) ? draft : null;
}

function readForm(form: FormInstance<ArticleFormValues>, fallback: ArticleFormValues): ArticleFormValues {
  return { ...fallback, ...(form.getFieldsValue(true) as Partial<ArticleFormValues>) };
}

/**
 * Writing one article (new, or the one given): the Markdown editor with the front matter beside
 * it, 保存草稿 and 发布. Every change is kept locally a second later and offered back after a reload;
 * leaving with unsaved changes asks first.
 */
export function ArticleEditor({ article }: { article?: AdminArticleDetail }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<ArticleFormValues>();
  const slot: DraftSlot = article?.id ?? 'new';
  const [initial] = useState(() => {
    const saved = toArticleValues(article);
    return { saved, draft: restorableDraft(slot, saved) };
  });
  const savedRef = useRef(initial.saved);
  const [status, setStatus] = useState<number | null>(article?.status ?? null);
  const [draft, setDraft] = useState(initial.draft);
  const [dirty, setDirty] = useState(draft !== null);
  // Starts from the visitor's own choice; changing it here does not change theirs.
  const [previewTheme, setPreviewTheme] = useState<PreviewTheme>(
    () => useStaticStore.getState().previewTheme,
  );

  const isDirty = useCallback(
    () => !sameArticleValues(readForm(form, savedRef.current), savedRef.current),
    [form],
  );
  const readDraft = useCallback(() => (isDirty() ? readForm(form, savedRef.current) : null), [form, isDirty]);
  const scheduleDraft = useDraftAutosave(slot, readDraft);
  useUnsavedWarning(isDirty);

  const save = useAdminWrite(
    (body: AdminArticleBody) =>
      article
        ? callApi(adminRoutes.articles.update, { params: { id: article.id }, body })
        : callApi(adminRoutes.articles.create, { body }),
    { areas: ['articles', 'taxonomy', 'stats'] },
  );

  const submit = async (next: ArticleStatus) => {
    try {
      await form.validateFields();
    } catch (error) {
      const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { block: 'center' });
      return;
    }
    const values = readForm(form, savedRef.current);
    const saved = await save.mutateAsync(toArticleBody(values, next)).catch(() => null);
    if (!saved) return; // The client toasted the server's reason; the form keeps what was typed.
    const published = next !== 3;
    const wasPublished = status === 1 || status === 2;
    // The password now saved is the article's: the field empties, as it shows none back.
    const protection = { password: '', hasPassword: saved.is_protected };
    savedRef.current = { ...values, ...protection };
    form.setFieldsValue(protection);
    clearDraft(slot);
    setDraft(null);
    setDirty(false);
    setStatus(saved.status);
    toast.success(published ? (wasPublished ? '已保存' : '已发布') : '草稿已保存');
    client.setQueryData(articleQuery(saved.id).queryKey, saved);
    if (published) void navigate('/admin/articles');
    else if (!article) void navigate(`/admin/articles/${saved.id}`, { replace: true });
  };

  const discardDraft = () => {
    form.resetFields();
    form.setFieldsValue(savedRef.current);
    clearDraft(slot);
    setDraft(null);
    setDirty(false);
  };

  const wasPublished = status === 1 || status === 2;
  const statusTag =
    status === null ? (
      <Tag>新文章</Tag>
    ) : (
      <Tag color={ARTICLE_STATUS[status]?.color}>{ARTICLE_STATUS[status]?.label}</Tag>
    );

  return (
    <AdminPage
      title={
        <Space size={8} wrap>
          <span>{article ? '编辑文章' : '写文章'}</span>
          {statusTag}
          {dirty && (
            <Tag color="gold" aria-live="polite">
              有未保存的修改
            </Tag>
          )}
        </Space>
      }
      extra={
        <Space wrap>
          <Button loading={save.isPending && save.variables.status === 3} onClick={() => void submit(3)}>
            {wasPublished ? '转为草稿' : '保存草稿'}
          </Button>
          <Button
            type="primary"
            loading={save.isPending && save.variables.status !== 3}
            onClick={() => void submit(readForm(form, savedRef.current).visibility)}
          >
            {wasPublished ? '保存' : '发布'}
          </Button>
        </Space>
      }
    >
      {draft && (
        <Alert
          className={styles.notice}
          type="info"
          showIcon
          message="恢复了未保存的草稿"
          description={`这是 ${formatTime(draft.savedAt)} 自动保存在本机的内容，还没有保存到服务器。`}
          action={
            <Button size="small" onClick={discardDraft}>
              丢弃
            </Button>
          }
        />
      )}
      <Form
        form={form}
        layout="vertical"
        initialValues={initial.draft?.values ?? initial.saved}
        onValuesChange={() => {
          setDirty(isDirty());
          scheduleDraft();
        }}
        className={styles.layout}
      >
        <div className={styles.main}>
          <Form.Item name="title" label="标题" rules={ARTICLE_RULES.title}>
            <Input size="large" placeholder="文章标题" count={{ show: true, max: 100 }} />
          </Form.Item>
          <Form.Item name="content" label="正文" rules={ARTICLE_RULES.content}>
            <MarkdownEditor label="正文编辑器" previewTheme={previewTheme} />
          </Form.Item>
        </div>
        <aside className={styles.side} aria-label="文章设置">
          <Form.Item label="预览主题" tooltip="编辑器右侧预览所用的文章主题，与访客可选的主题相同">
            <Select
              aria-label="预览主题"
              value={previewTheme}
              onChange={setPreviewTheme}
              options={PREVIEW_THEMES.map((theme) => ({ value: theme, label: theme }))}
            />
          </Form.Item>
          <ArticleFields />
        </aside>
      </Form>
    </AdminPage>
  );
}
