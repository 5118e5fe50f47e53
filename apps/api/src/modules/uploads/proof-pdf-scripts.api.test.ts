import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { UPLOAD_MESSAGES, type PresignResponse } from '@campus-threads/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { createUser } from '../../../test/factories';
import { pdfBytes } from '../../../test/upload-fixtures';
import { uploads } from '../../db/schema/uploads';

const HEAD = '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R';
const TAIL =
  ' >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
const catalogWith = (entries: string) => Buffer.from(`${HEAD} ${entries}${TAIL}`, 'latin1');

/** The catalog and its open action hidden in a FlateDecode object stream, as compressing tools write it. */
function compressedOpenAction(): Buffer {
  const objects = deflateSync(
    Buffer.from(
      '1 0 << /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>',
    ),
  );
  return Buffer.concat([
    Buffer.from('%PDF-1.7\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n'),
    Buffer.from(
      `4 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${objects.length} >>\nstream\n`,
    ),
    objects,
    Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

/** Proof PDFs that run something when opened are refused at upload (docs/decisions/0032). */
describe.each(testDatabaseKinds())('scripted proof PDFs on %s', (kind) => {
  const t = useTestApp(kind);
  const call = apiCaller(t, '/api/s3');
  const storedFiles = () => {
    try {
      return readdirSync(join(t.config.dataDir, 'uploads'), { recursive: true }).filter((name) =>
        String(name).endsWith('.pdf'),
      );
    } catch {
      return [];
    }
  };

  async function uploadProof(token: string, bytes: Buffer) {
    const signed = await call<PresignResponse>('POST', '/presigned-url', token, {
      fileName: 'proof.pdf',
      fileType: 'application/pdf',
      fileSize: bytes.length,
      category: 'documents',
    });
    expect(signed.status).toBe(200);
    const put = await t.app.inject({
      method: 'PUT',
      url: signed.body.uploadUrl,
      headers: { 'content-type': 'application/pdf' },
      payload: bytes,
    });
    const [row] = await t.database.db
      .select({ state: uploads.state })
      .from(uploads)
      .where(eq(uploads.fileKey, signed.body.fileKey));
    return { put, signed: signed.body, state: row?.state };
  }

  it.each([
    [
      '/JavaScript and /JS',
      catalogWith(
        '/Names << /JavaScript << /Names [(a) << /S /JavaScript /JS (app.alert(1)) >>] >> >>',
      ),
    ],
    ['/OpenAction', catalogWith('/OpenAction << /S /GoTo /D [0 /Fit] >>')],
    ['/Launch', catalogWith('/OpenAction << /S /Launch /F (cmd.exe) >>')],
    [
      '/J#53 written with a hex escape',
      catalogWith('/AA << /O << /S /Java#53cript /J#53 (x) >> >>'),
    ],
    ['/Open#41ction written with a hex escape', catalogWith('/Open#41ction 3 0 R')],
    ['an open action inside a compressed object stream', compressedOpenAction()],
  ])('refuses a PDF with %s: 422, nothing stored', async (_label, bytes) => {
    const seller = await createUser(t.app);
    const before = storedFiles().length;
    const { put, state } = await uploadProof(seller.token, bytes);
    expect(put.statusCode).toBe(422);
    expect(put.json()).toEqual({ message: UPLOAD_MESSAGES.pdfHasScripts });
    expect(put.json().message).toBe(
      'This PDF contains scripts or actions. Please upload a plain PDF.',
    );
    expect(state).toBe('pending');
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses anything before %PDF- (HTML first): 415, nothing stored', async () => {
    const seller = await createUser(t.app);
    const before = storedFiles().length;
    for (const prefix of ['<html><script>alert(1)</script></html>\n', ' ', '\ufeff']) {
      const { put, state } = await uploadProof(
        seller.token,
        Buffer.concat([Buffer.from(prefix), pdfBytes()]),
      );
      expect(put.statusCode).toBe(415);
      expect(put.json().message).toBe(UPLOAD_MESSAGES.contentMismatch('application/pdf'));
      expect(state).toBe('pending');
    }
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses an object stream it cannot read, and takes a plain PDF on the same link', async () => {
    const seller = await createUser(t.app);
    const hidden = Buffer.from('3 0 << /S /JavaScript >>').toString('hex');
    const bytes = Buffer.from(
      `%PDF-1.7\n4 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode /Length ${hidden.length + 1} >>\nstream\n${hidden}>\nendstream\nendobj\ntrailer << >>\n%%EOF\n`,
    );
    const { put, signed } = await uploadProof(seller.token, bytes);
    expect(put.statusCode).toBe(422);
    expect(put.json().message).toBe(UPLOAD_MESSAGES.pdfNotCheckable);

    // The refusal left the link usable: the seller sends the plain PDF instead.
    const plain = pdfBytes();
    const retry = await t.app.inject({
      method: 'PUT',
      url: signed.uploadUrl,
      headers: { 'content-type': 'application/pdf' },
      payload: plain,
    });
    expect(retry.statusCode, retry.body).toBe(200);
  });
});
