/** md-editor-rt's id for the article's preview; its element ids follow from it. */
export const ARTICLE_EDITOR_ID = 'article-content';

/** The element whose inner HTML is the article's body (`article_html`) as the server rendered it. */
export const ARTICLE_BODY_ELEMENT_ID = `${ARTICLE_EDITOR_ID}-preview`;
