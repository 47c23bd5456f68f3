import 'md-editor-rt/lib/style.css';
import '../../../features/article/markdown/setup';
import '../../../features/article/markdown/math.css';
import { PictureOutlined } from '../../../components/icons';
import { articleHeadingId } from '@blog/contract';
import { App } from 'antd';
import DOMPurify from 'dompurify';
import {
  MdEditor,
  NormalToolbar,
  type ExposeParam,
  type MdPreviewProps,
  type ToolbarNames,
} from 'md-editor-rt';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { codeThemeVariant } from '../../../features/article/markdown/code-theme';
import { onKatexLoaded } from '../../../features/article/markdown/math';
import { useCodeThemeStyle } from '../../../features/article/markdown/use-code-theme';
import { useTheme } from '../../../features/theme/theme-controller';
import { toast } from '../../../lib/toast';
import { useStaticStore, type PreviewTheme } from '../../../stores/static-store';
import { IMAGE_ACCEPT, uploadFailureText, uploadPicture } from '../../../lib/picture-upload';
import styles from './markdown-editor.module.css';

/*
 * Nothing here may load from a CDN (docs/design.md §4): highlight.js, KaTeX and Mermaid are bundled
 * (`setup`; the last two load when a preview first needs them), the code theme is our own style
 * sheet, md-editor-rt's own KaTeX, ECharts and prettier are off, the screen
 * fullscreen button (screenfull) is left out, and `noUploadImg` keeps the cropper away — pictures
 * go up through our own toolbar button, paste and drop instead.
 */
const TOOLBARS: ToolbarNames[] = [
  'bold',
  'italic',
  'strikeThrough',
  '-',
  'title',
  'quote',
  'unorderedList',
  'orderedList',
  'task',
  '-',
  'codeRow',
  'code',
  'link',
  'image',
  0,
  'table',
  '-',
  'revoke',
  'next',
  '=',
  'pageFullscreen',
  'preview',
  'previewOnly',
  'catalog',
];

const isImage = (file: File) => file.type.startsWith('image/');
const markdownImages = (urls: string[]) => urls.map((url) => `![](${url})`).join('\n');
/**
 * How the preview renders, as visitors see the article (the server's lib/markdown): anchors by
 * position, the same highlighted languages and the same math (`setup`), Mermaid diagrams drawn, no
 * ECharts, code unfolded.
 */
export const PREVIEW_OPTIONS = {
  mdHeadingId: ({ index }: { index: number }) => articleHeadingId(index),
  sanitize: (html: string) =>
    DOMPurify.sanitize(html, {
      // KaTeX's MathML keeps the TeX it came from, as on the article page.
      ADD_TAGS: ['semantics', 'annotation'],
      ADD_ATTR: ['language', 'rn-wrapper', 'data-line-number', 'encoding'],
    }),
  // The server's math plugin instead (`setup`): md-editor-rt's reads prices as formulas.
  noKatex: true,
  noEcharts: true,
  autoFoldThreshold: Number.POSITIVE_INFINITY,
} satisfies Partial<MdPreviewProps>;

export interface MarkdownEditorProps {
  value?: string;
  onChange?: (value: string) => void;
  /** One of the visitor's preview themes, for the right-hand preview. */
  previewTheme: PreviewTheme;
  /** Announced to screen readers and tests: the editor's name. */
  label: string;
}

/**
 * The article body editor: md-editor-rt's MdEditor following the site's light/dark theme, with
 * pictures uploaded on paste, drop or the toolbar's 上传图片 and put into the Markdown as `/media/…`
 * links. Works as an antd Form.Item child (`value` / `onChange`).
 */
export function MarkdownEditor({ value = '', onChange, previewTheme, label }: MarkdownEditorProps) {
  const { message } = App.useApp();
  const mode = useTheme();
  const codeTheme = useStaticStore((state) => state.codeTheme);
  const { colors, style } = useCodeThemeStyle(codeTheme, codeThemeVariant(mode, previewTheme));
  const editorRef = useRef<ExposeParam>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  // Side-by-side preview where there is room for it; a phone writes first and previews on demand.
  const [wide] = useState(() => window.matchMedia('(min-width: 900px)').matches);
  // Formulas show as written until KaTeX's chunk has come; then the preview renders them.
  useEffect(() => onKatexLoaded(() => editorRef.current?.rerender()), []);

  const upload = async (files: File[]): Promise<string[]> => {
    const images = files.filter(isImage);
    if (!images.length) return [];
    const key = 'article-image-upload';
    void message.open({ key, type: 'loading', content: `正在上传 ${images.length} 张图片…`, duration: 0 });
    const results = await Promise.allSettled(images.map((file) => uploadPicture(file)));
    message.destroy(key);
    const urls: string[] = [];
    for (const result of results) {
      if (result.status === 'fulfilled') urls.push(result.value);
      else toast.error(uploadFailureText(result.reason));
    }
    return urls;
  };

  const insertImages = (urls: string[]) => {
    if (!urls.length) return;
    editorRef.current?.insert(() => ({
      targetValue: `${markdownImages(urls)}\n`,
      select: false,
      deviationStart: 0,
      deviationEnd: 0,
    }));
  };

  const dropImages = (event: DragEvent) => {
    const files = Array.from(event.dataTransfer?.files ?? []).filter(isImage);
    if (!files.length) return;
    event.preventDefault();
    const view = editorRef.current?.getEditorView();
    const at = view?.posAtCoords({ x: event.clientX, y: event.clientY });
    if (view && at !== null && at !== undefined) view.dispatch({ selection: { anchor: at } });
    void upload(files).then(insertImages);
  };

  return (
    <div
      className={styles.editor}
      aria-label={label}
      role="group"
      style={{ '--code-bg': colors.background, '--code-color': colors.color } as CSSProperties}
    >
      {style}
      <MdEditor
        ref={editorRef}
        id="admin-article-editor"
        value={value}
        onChange={(text) => onChange?.(text)}
        theme={mode}
        previewTheme={previewTheme}
        codeTheme={codeTheme}
        language="zh-CN"
        placeholder="开始写作吧：支持 Markdown，可直接粘贴或拖入图片"
        preview={wide}
        toolbars={TOOLBARS}
        defToolbars={[
          <NormalToolbar key="upload" title="上传图片" onClick={() => fileRef.current?.click()}>
            <PictureOutlined className="md-editor-icon" aria-label="上传图片" />
          </NormalToolbar>,
        ]}
        onUploadImg={(files, done) => {
          void upload(files).then((urls) => {
            if (urls.length) done(urls);
          });
        }}
        onDrop={dropImages}
        {...PREVIEW_OPTIONS}
        noUploadImg
        noPrettier
      />
      <input
        ref={fileRef}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        style={{ display: 'none' }}
        aria-label="选择要上传的图片"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          void upload(files).then(insertImages);
        }}
      />
    </div>
  );
}
