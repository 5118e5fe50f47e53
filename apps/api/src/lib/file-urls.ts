/**
 * Uploaded and generated images are stored under a key (e.g. `tshirts/<id>/black-1.webp`) and
 * served at /files/<key>. Every image has a card-sized WebP thumbnail beside it.
 */
export function fileUrl(key: string): string {
  return `/files/${key}`;
}

export function thumbnailKey(key: string): string {
  return key.replace(/(\.[a-z0-9]+)?$/i, '.thumb.webp');
}

export function thumbnailUrl(key: string): string {
  return fileUrl(thumbnailKey(key));
}
