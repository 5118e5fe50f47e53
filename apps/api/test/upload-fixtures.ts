import sharp from 'sharp';

/** Small real files for the upload tests. */
export async function pngBytes(width = 40, height = 50): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#1565c0' } })
    .png()
    .toBuffer();
}

/** A JPEG that carries EXIF (camera make, GPS-like comment): the stored WebP must not. */
export async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 60, height: 60, channels: 3, background: '#2e7d32' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'where-i-live' } })
    .toBuffer();
}

export function pdfBytes(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
}
