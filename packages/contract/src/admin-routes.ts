import { route } from './route';

/**
 * The owner's console: everything under `/api/admin` (admin role only; `routes.ts` says why a module
 * of its own: no visitor's page loads the console). One table per area of the console.
 */
export const adminRoutes = {
  stats: {
    summary: route('admin.stats.summary', 'GET', '/admin/stats'),
  },
  /** 访问统计: page views and visitors of a range of days (issue #19). */
  visits: {
    summary: route('admin.visits.summary', 'GET', '/admin/visits'),
  },
  articles: {
    list: route('admin.articles.list', 'GET', '/admin/articles'),
    detail: route('admin.articles.detail', 'GET', '/admin/articles/:id'),
    create: route('admin.articles.create', 'POST', '/admin/articles'),
    update: route('admin.articles.update', 'PUT', '/admin/articles/:id'),
    status: route('admin.articles.status', 'PUT', '/admin/articles/:id/status'),
    top: route('admin.articles.top', 'PUT', '/admin/articles/:id/top'),
    /** Into the recycle bin. */
    recycle: route('admin.articles.recycle', 'DELETE', '/admin/articles/:id'),
    restore: route('admin.articles.restore', 'PUT', '/admin/articles/:id/restore'),
    purge: route('admin.articles.purge', 'DELETE', '/admin/articles/:id/purge'),
  },
  /** Old addresses of imported articles (`npm run blog -- import`), each a 301 to its article. */
  redirects: {
    list: route('admin.redirects.list', 'GET', '/admin/redirects'),
    delete: route('admin.redirects.delete', 'DELETE', '/admin/redirects/:id'),
  },
  categories: {
    list: route('admin.categories.list', 'GET', '/admin/categories'),
    create: route('admin.categories.create', 'POST', '/admin/categories'),
    rename: route('admin.categories.rename', 'PUT', '/admin/categories/:id'),
    delete: route('admin.categories.delete', 'DELETE', '/admin/categories/:id'),
  },
  tags: {
    list: route('admin.tags.list', 'GET', '/admin/tags'),
    create: route('admin.tags.create', 'POST', '/admin/tags'),
    rename: route('admin.tags.rename', 'PUT', '/admin/tags/:id'),
    delete: route('admin.tags.delete', 'DELETE', '/admin/tags/:id'),
  },
  talks: {
    list: route('admin.talks.list', 'GET', '/admin/talks'),
    create: route('admin.talks.create', 'POST', '/admin/talks'),
    update: route('admin.talks.update', 'PUT', '/admin/talks/:id'),
    top: route('admin.talks.top', 'PUT', '/admin/talks/:id/top'),
    status: route('admin.talks.status', 'PUT', '/admin/talks/:id/status'),
    delete: route('admin.talks.delete', 'DELETE', '/admin/talks/:id'),
  },
  albums: {
    list: route('admin.albums.list', 'GET', '/admin/albums'),
    create: route('admin.albums.create', 'POST', '/admin/albums'),
    update: route('admin.albums.update', 'PUT', '/admin/albums/:id'),
    delete: route('admin.albums.delete', 'DELETE', '/admin/albums/:id'),
    photos: route('admin.albums.photos', 'GET', '/admin/albums/:id/photos'),
    addPhotos: route('admin.albums.addPhotos', 'POST', '/admin/albums/:id/photos'),
    deletePhoto: route('admin.albums.deletePhoto', 'DELETE', '/admin/photos/:id'),
    deletePhotos: route('admin.albums.deletePhotos', 'POST', '/admin/photos/delete'),
  },
  links: {
    list: route('admin.links.list', 'GET', '/admin/links'),
    approve: route('admin.links.approve', 'PUT', '/admin/links/:id/approve'),
    reject: route('admin.links.reject', 'PUT', '/admin/links/:id/reject'),
    update: route('admin.links.update', 'PUT', '/admin/links/:id'),
    delete: route('admin.links.delete', 'DELETE', '/admin/links/:id'),
  },
  messages: {
    list: route('admin.messages.list', 'GET', '/admin/messages'),
    delete: route('admin.messages.delete', 'DELETE', '/admin/messages/:id'),
    deleteMany: route('admin.messages.deleteMany', 'POST', '/admin/messages/delete'),
  },
  comments: {
    list: route('admin.comments.list', 'GET', '/admin/comments'),
    delete: route('admin.comments.delete', 'DELETE', '/admin/comments/:id'),
    deleteMany: route('admin.comments.deleteMany', 'POST', '/admin/comments/delete'),
  },
  /** What waits for the owner's approval, and the rules that hold it (issue #18). */
  moderation: {
    queue: route('admin.moderation.queue', 'GET', '/admin/moderation/queue'),
    approve: route('admin.moderation.approve', 'POST', '/admin/moderation/approve'),
    reject: route('admin.moderation.reject', 'POST', '/admin/moderation/reject'),
    ban: route('admin.moderation.ban', 'POST', '/admin/moderation/ban'),
    settings: route('admin.moderation.settings', 'GET', '/admin/moderation/settings'),
    saveSettings: route('admin.moderation.saveSettings', 'PUT', '/admin/moderation/settings'),
    bannedIps: route('admin.moderation.bannedIps', 'GET', '/admin/moderation/banned-ips'),
    unbanIp: route('admin.moderation.unbanIp', 'DELETE', '/admin/moderation/banned-ips/:id'),
  },
  users: {
    list: route('admin.users.list', 'GET', '/admin/users'),
    setDisabled: route('admin.users.setDisabled', 'PUT', '/admin/users/:id/disabled'),
    /** Deletes an account with its comments; its messages stay as a guest's (issue #32). */
    delete: route('admin.users.delete', 'DELETE', '/admin/users/:id'),
  },
  site: {
    config: route('admin.site.config', 'GET', '/admin/config'),
    updateConfig: route('admin.site.updateConfig', 'PUT', '/admin/config'),
    pageHeaders: route('admin.site.pageHeaders', 'GET', '/admin/pageHeaders'),
    setPageHeader: route('admin.site.setPageHeader', 'PUT', '/admin/pageHeaders/:route_name'),
  },
  /** The first-login setup step (issue #32): what it starts from, saving it, 稍后再说. */
  setup: {
    read: route('admin.setup.read', 'GET', '/admin/setup'),
    save: route('admin.setup.save', 'PUT', '/admin/setup'),
    skip: route('admin.setup.skip', 'PUT', '/admin/setup/skip'),
  },
  /**
   * The blog's icon: one file as multipart/form-data, field `file` (PNG, SVG, ICO or WebP). Stored,
   * not yet used: saving its address as `favicon` (网站设置 or the setup step) makes it the icon.
   */
  favicon: {
    upload: route('admin.favicon.upload', 'POST', '/admin/favicon'),
  },
  resources: {
    categories: route('admin.resources.categories', 'GET', '/admin/resources/categories'),
    createCategory: route('admin.resources.createCategory', 'POST', '/admin/resources/categories'),
    updateCategory: route('admin.resources.updateCategory', 'PUT', '/admin/resources/categories/:id'),
    deleteCategory: route('admin.resources.deleteCategory', 'DELETE', '/admin/resources/categories/:id'),
    sites: route('admin.resources.sites', 'GET', '/admin/resources/sites'),
    createSite: route('admin.resources.createSite', 'POST', '/admin/resources/sites'),
    updateSite: route('admin.resources.updateSite', 'PUT', '/admin/resources/sites/:id'),
    deleteSite: route('admin.resources.deleteSite', 'DELETE', '/admin/resources/sites/:id'),
  },
  music: {
    /** Starts a rescan of the library; it goes on after the answer (watch it with `scanStatus`). */
    scan: route('admin.music.scan', 'POST', '/admin/music/scan'),
    scanStatus: route('admin.music.scanStatus', 'GET', '/admin/music/scan'),
    songs: route('admin.music.songs', 'GET', '/admin/music/songs'),
    song: route('admin.music.song', 'GET', '/admin/music/songs/:id'),
    updateSong: route('admin.music.updateSong', 'PUT', '/admin/music/songs/:id'),
    playlists: route('admin.music.playlists', 'GET', '/admin/music/playlists'),
    /**
     * One song as multipart/form-data: `file` (the audio) and an optional `lrc`. No body schema: the
     * handler reads the parts; the web sends it with `blogClient.upload` to this path.
     */
    upload: route('admin.music.upload', 'POST', '/admin/music/songs/upload'),
    /** Deletes a song's file (and the lyrics and cover only it has) from the music folder. */
    deleteSong: route('admin.music.deleteSong', 'DELETE', '/admin/music/songs/:id'),
  },
  /** 清除示例内容: what the seeded demo still holds, and clearing it (issue #32). */
  demo: {
    preview: route('admin.demo.preview', 'GET', '/admin/demo'),
    clear: route('admin.demo.clear', 'POST', '/admin/demo/clear'),
  },
  /** The mail log and the owner's address (issue #18). */
  mail: {
    list: route('admin.mail.list', 'GET', '/admin/mail'),
    retry: route('admin.mail.retry', 'POST', '/admin/mail/:id/retry'),
    test: route('admin.mail.test', 'POST', '/admin/mail/test'),
    settings: route('admin.mail.settings', 'GET', '/admin/mail/settings'),
    updateSettings: route('admin.mail.updateSettings', 'PUT', '/admin/mail/settings'),
  },
  /** Friend links' health and feeds (朋友圈, issue #19). */
  friendFeeds: {
    list: route('admin.friendFeeds.list', 'GET', '/admin/friend-feeds'),
    check: route('admin.friendFeeds.check', 'POST', '/admin/friend-feeds/:id/check'),
    setFeedUrl: route('admin.friendFeeds.setFeedUrl', 'PUT', '/admin/friend-feeds/:id'),
  },
  /** Two-step login (TOTP) of the owner's own account. */
  totp: {
    status: route('admin.totp.status', 'GET', '/admin/totp'),
    setup: route('admin.totp.setup', 'POST', '/admin/totp/setup'),
    enable: route('admin.totp.enable', 'POST', '/admin/totp/enable'),
    recoveryCodes: route('admin.totp.recoveryCodes', 'POST', '/admin/totp/recovery-codes'),
    disable: route('admin.totp.disable', 'POST', '/admin/totp/disable'),
  },
};
