import MarkdownIt from 'markdown-it';

/**
 * Markdown from admins and seed files, rendered with raw HTML disabled: tags in the source are
 * escaped, and markdown-it's link check refuses javascript:, vbscript: and data: URLs other than images.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
