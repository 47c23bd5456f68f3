import type { ExportReport } from './export-blog';

/** The export's report as the command prints it: how many of each kind, then what was not there. */
export function exportReportLines(report: ExportReport): string[] {
  const lines = [
    `已导出到 ${report.target}`,
    `  文章 ${report.articles} 篇（图片 ${report.articlePictures} 张，在 posts/ 下各篇的文件夹里）`,
    `  分类 ${report.categories} 个，标签 ${report.tags} 个`,
    `  评论 ${report.comments} 条`,
    `  说说 ${report.talks} 条`,
    `  留言 ${report.messages} 条`,
    `  友链 ${report.links} 个`,
    `  相册 ${report.albums} 个，照片 ${report.photos} 张`,
    `  资源网站 ${report.resourceSites} 个，页面横幅 ${report.pageHeaders} 张`,
    `  说说、留言、友链、相册、资源、横幅和站点信息的图片 ${report.pictures} 张（在 media/ 下）`,
  ];
  for (const { from, to } of report.newSlugs) lines.push(`! 文章 ${from} 的 slug 不能作文件名，导出为 ${to}`);
  if (report.missingMedia.length) {
    lines.push('上传文件夹里找不到的图片（地址保留原样）：');
    for (const { owner, media } of report.missingMedia) lines.push(`  ? ${media}（${owner}）`);
  }
  lines.push('未导出：账号的密码和登录凭据、回收站里的文章、浏览量和点赞数');
  return lines;
}
