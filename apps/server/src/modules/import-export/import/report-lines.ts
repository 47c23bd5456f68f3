import type { ContentKind, ImportReport } from './imported-post';

const FORMATS: Record<ImportReport['format'], string> = {
  markdown: 'Markdown（本站的 front matter）',
  hexo: 'Hexo',
  hugo: 'Hugo',
  wordpress: 'WordPress 导出文件（WXR）',
  export: '本博客的导出（npm run blog -- export）',
};

const KINDS: Record<ContentKind, string> = {
  categories: '分类',
  tags: '标签',
  talks: '说说',
  messages: '留言',
  links: '友链',
  albums: '相册',
  photos: '照片',
  resources: '资源网站',
  pageHeaders: '页面横幅',
};

const SITE: Record<NonNullable<ImportReport['site']>, string> = {
  created: '新建',
  updated: '更新',
  unchanged: '未改变',
};

/** A few names, then how many more. */
function some(names: string[], max = 3): string {
  const shown = names.slice(0, max).join('、');
  return names.length > max ? `${shown} 等 ${names.length} 篇` : shown;
}

/** The import's report as the command prints it: what happened (or would), then what was left out. */
export function reportLines(report: ImportReport): { out: string[]; err: string[] } {
  const out: string[] = [];
  const would = report.dryRun ? '将' : '';
  out.push(`识别为 ${FORMATS[report.format]}${report.dryRun ? '（试运行：不写入数据库和媒体文件）' : ''}`);
  for (const name of report.created) out.push(`+ ${would}新建 ${name}`);
  for (const name of report.updated) out.push(`~ ${would}更新 ${name}`);
  for (const name of report.skipped) out.push(`= 跳过 ${name}（未改变）`);
  if (report.newCategories.length) out.push(`${would}新建分类：${report.newCategories.join('、')}`);
  if (report.newTags.length) out.push(`${would}新建标签：${report.newTags.join('、')}`);
  for (const redirect of report.redirects) out.push(`→ ${would}跳转 ${redirect.path} → ${redirect.article}`);
  if (report.unchangedRedirects) out.push(`  另有 ${report.unchangedRedirects} 个旧链接的跳转已存在`);
  const { comments } = report;
  if (comments.added || comments.existing) {
    out.push(`评论：${would}新增 ${comments.added}，已存在 ${comments.existing}`);
  }
  for (const [kind, name] of Object.entries(KINDS) as [ContentKind, string][]) {
    const counts = report.content[kind];
    if (counts) out.push(`${name}：${would}新增 ${counts.added}，已存在 ${counts.existing}`);
  }
  if (report.site) out.push(`站点信息：${report.site === 'unchanged' ? '' : would}${SITE[report.site]}`);
  if (comments.guests.length)
    out.push(`${would}新建访客账号（停用，只为保留评论和留言者的名字）：${comments.guests.join('、')}`);

  const byField = new Map<string, string[]>();
  for (const { file, fields } of report.ignored) {
    for (const field of fields) byField.set(field, [...(byField.get(field) ?? []), file]);
  }
  if (byField.size) {
    out.push('未导入的字段：');
    for (const [field, files] of [...byField].sort(([a], [b]) => a.localeCompare(b))) {
      out.push(`  ! ${field}（${some(files)}）`);
    }
  }
  for (const note of report.notes) out.push(`! ${note.file}：${note.message}`);
  if (report.missingMedia.length) {
    out.push('找不到的图片（链接保留原样）：');
    for (const { file, media } of report.missingMedia) out.push(`  ? ${media}（${file}）`);
  }
  if (report.outside.length) {
    out.push('导入的文件夹之外的路径（未读取，图片链接保留原样）：');
    for (const file of report.outside) out.push(`  ✗ ${file}`);
  }
  const err = report.errors.map((error) => `✗ ${error.message}`);
  out.push(
    `${report.dryRun ? '试运行完成，将' : '完成：'}新建 ${report.created.length}，更新 ${report.updated.length}，跳过 ${report.skipped.length}，失败 ${report.errors.length}`,
  );
  return { out, err };
}
