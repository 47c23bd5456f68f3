import { describe, expect, it } from 'vitest';
import {
  adminAlbum,
  adminArticleItem,
  adminCommentItem,
  adminMessageItem,
  adminPhoto,
  adminResourceCategory,
  adminResourceSite,
  adminTalkItem,
} from './admin';

// The server writes an answer's fields in its schema's order: cutting the console's items from the
// public ones must not move or add one.
describe("the console's items, cut from the public ones", () => {
  it.each([
    [
      'adminArticleItem',
      adminArticleItem,
      'id article_title article_description article_cover category_id categoryName tagIdList tagNameList is_top order status type origin_url view_times thumbs_up_times is_protected password_hint slug deletedAt createdAt updatedAt',
    ],
    ['adminTalkItem', adminTalkItem, 'id content status is_top like_times talkImgList createdAt updatedAt'],
    ['adminAlbum', adminAlbum, 'id album_name album_cover description photo_count createdAt updatedAt'],
    ['adminPhoto', adminPhoto, 'id album_id url createdAt'],
    [
      'adminMessageItem',
      adminMessageItem,
      'id message nick_name user_id tag like_times comment_total status createdAt',
    ],
    [
      'adminCommentItem',
      adminCommentItem,
      'id parent_id type for_id from_id from_name guest to_id to_name content thumbs_up status createdAt',
    ],
    ['adminResourceCategory', adminResourceCategory, 'id type name sort site_count'],
    ['adminResourceSite', adminResourceSite, 'id category_id name url description logo sort'],
  ])('%s keeps its fields in order', (_name, schema, fields) => {
    expect(Object.keys(schema.shape)).toEqual(fields.split(' '));
  });
});
