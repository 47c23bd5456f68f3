/**
 * What a held comment or message (status 2, issue #18) is called, and what its author is told when
 * writing it: the server answers with these, the web shows them. No zod: the web's pages import it.
 */
export const HELD_LABEL = '待审核';
export const HELD_MESSAGE = '留言已提交，审核通过后所有人可见';
export const HELD_COMMENT = '评论已提交，审核通过后所有人可见';
