import { sanitizeHtml } from '../../lib/sanitize';

/**
 * The words of a message's HTML as plain text, e.g. for a danmaku line. The HTML is sanitised
 * first and parsed in an inert `<template>`, so nothing in it runs or loads.
 */
export function htmlToText(html: string): string {
  const clean = sanitizeHtml(html);
  if (typeof document === 'undefined') return clean;
  const template = document.createElement('template');
  template.innerHTML = clean;
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
}
