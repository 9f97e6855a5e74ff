/**
 * The code that embeds a document's viewer in another site (a newsroom's story), as the document page's
 * "Embed" control and the document's oEmbed answer give it: the embeddable viewer in a frame.
 */

/** The size of the frame. */
export const EMBED_SIZE = { width: 640, height: 820 } as const;

export function embedHtml(src: string, title: string): string {
  const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${attr(src)}" title="${attr(title)}" width="${EMBED_SIZE.width}" height="${EMBED_SIZE.height}" style="border:1px solid #d0d7de" loading="lazy"></iframe>`;
}
