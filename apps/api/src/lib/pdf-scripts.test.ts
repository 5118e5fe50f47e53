import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfBytes } from '../../test/upload-fixtures';
import { decodePdfName, scanPdfForScripts } from './pdf-scripts';

const CATALOG = '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n';
const PAGES = '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n';

/** A small PDF: header, catalog, pages, then `parts` (strings or buffers), then the trailer. */
function pdf(...parts: Array<string | Buffer>): Buffer {
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n%\xe2\xe3\xcf\xd3\n${CATALOG}${PAGES}`, 'latin1'),
    ...parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : part)),
    Buffer.from('trailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

/** `n 0 obj <<dictionary /Length …>> stream … endstream endobj`. */
function stream(n: number, dictionary: string, data: Buffer, length = String(data.length)) {
  return Buffer.concat([
    Buffer.from(`${n} 0 obj << ${dictionary} /Length ${length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream\nendobj\n'),
  ]);
}

/** An object stream (compressed objects) holding `objects`. */
function objectStream(
  objects: string,
  filter = '/Filter /FlateDecode',
  encode: (bytes: Buffer) => Buffer = (bytes) => deflateSync(bytes),
) {
  const body = Buffer.from(`5 0 ${objects}`, 'latin1');
  return stream(3, `/Type /ObjStm /N 1 /First 4 ${filter}`, encode(body));
}

const OPEN_ACTION = '<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>';

describe('decodePdfName', () => {
  it('decodes #xx escapes in either case and leaves a stray # alone', () => {
    expect(decodePdfName('J#53')).toBe('JS');
    expect(decodePdfName('Open#41ction')).toBe('OpenAction');
    expect(decodePdfName('#4a#61vaScript')).toBe('JavaScript');
    expect(decodePdfName('A#2')).toBe('A#2');
  });
});

describe('scanPdfForScripts', () => {
  it('passes a plain PDF', () => {
    expect(scanPdfForScripts(pdfBytes())).toEqual({ verdict: 'plain' });
    expect(scanPdfForScripts(pdf())).toEqual({ verdict: 'plain' });
  });

  it.each([
    ['/JS', '4 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj\n', 'JavaScript'],
    ['/JS alone', '4 0 obj << /JS(x)>> endobj\n', 'JS'],
    ['/OpenAction', '4 0 obj << /OpenAction 5 0 R >> endobj\n', 'OpenAction'],
    ['/Launch', '4 0 obj << /S /Launch /F (calc.exe) >> endobj\n', 'Launch'],
    ['/J#53', '4 0 obj << /J#53 (x) >> endobj\n', 'JS'],
    ['/Open#41ction', '4 0 obj << /Open#41ction 5 0 R >> endobj\n', 'OpenAction'],
    ['/Open#41#63tion', '4 0 obj << /Open#41#63tion 5 0 R >> endobj\n', 'OpenAction'],
    ['/#4Aava#53cript', '4 0 obj << /S /#4Aava#53cript >> endobj\n', 'JavaScript'],
    ['/#4c#61#75#6e#63#68', '4 0 obj << /S /#4c#61#75#6e#63#68 >> endobj\n', 'Launch'],
    ['/JS before a delimiter', '4 0 obj <</JS[1]>> endobj\n', 'JS'],
  ])('refuses %s in the file', (_label, object, name) => {
    expect(scanPdfForScripts(pdf(object))).toEqual({ verdict: 'scripted', name });
  });

  it('reads names exactly: other case or longer names are not actions', () => {
    const object =
      '4 0 obj << /js (x) /Javascript (y) /openaction 1 /LAUNCH 2 /JSON 3 /JSX 4 /J#73 5 ' +
      '/OpenActions 6 /XJS 7 >> endobj\n';
    expect(scanPdfForScripts(pdf(object))).toEqual({ verdict: 'plain' });
  });

  it('finds an action inside a FlateDecode object stream, however the filter is written', () => {
    expect(scanPdfForScripts(pdf(objectStream(OPEN_ACTION)))).toEqual({
      verdict: 'scripted',
      name: 'JavaScript',
    });
    expect(
      scanPdfForScripts(pdf(objectStream(OPEN_ACTION, '/Filter [/Flate#44ecode]'))),
    ).toMatchObject({ verdict: 'scripted' });
    expect(
      scanPdfForScripts(pdf(objectStream('<< /Open#41ction 6 0 R >>', '/Filter /Fl'))),
    ).toEqual({ verdict: 'scripted', name: 'OpenAction' });
    const twice = (bytes: Buffer) => deflateSync(deflateSync(bytes));
    expect(
      scanPdfForScripts(
        pdf(objectStream(OPEN_ACTION, '/Filter [/FlateDecode /FlateDecode]', twice)),
      ),
    ).toMatchObject({ verdict: 'scripted' });
  });

  it('finds an action in any other FlateDecode stream, with a direct or an indirect /Length', () => {
    const data = deflateSync(Buffer.from('q 1 0 0 1 0 0 cm /Launch Do Q'));
    expect(scanPdfForScripts(pdf(stream(4, '/Filter /FlateDecode', data)))).toMatchObject({
      verdict: 'scripted',
      name: 'Launch',
    });
    expect(scanPdfForScripts(pdf(stream(4, '/Filter /FlateDecode', data, '9 0 R')))).toMatchObject({
      verdict: 'scripted',
    });
  });

  it('passes compressed streams that hold no action', () => {
    const content = deflateSync(Buffer.from('BT /F1 12 Tf 72 712 Td (Proof of authority) Tj ET'));
    const objects = objectStream('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
    expect(scanPdfForScripts(pdf(stream(4, '/Filter /FlateDecode', content), objects))).toEqual({
      verdict: 'plain',
    });
  });

  it('does not read image pixels as objects', () => {
    const pixels = deflateSync(Buffer.from('/JS /OpenAction /Launch '.repeat(10)));
    const image = stream(
      4,
      '/Type /XObject /Subtype /Image /Width 8 /Height 8 /Filter /FlateDecode',
      pixels,
    );
    expect(scanPdfForScripts(pdf(image))).toEqual({ verdict: 'plain' });
  });

  it('refuses an object stream it cannot read: other filters, predictors, broken data', () => {
    const hex = (bytes: Buffer) => Buffer.from(bytes.toString('hex') + '>');
    expect(
      scanPdfForScripts(pdf(objectStream(OPEN_ACTION, '/Filter /ASCIIHexDecode', hex))),
    ).toEqual({ verdict: 'not-checkable', reason: 'object stream filter' });
    expect(
      scanPdfForScripts(
        pdf(
          objectStream(
            OPEN_ACTION,
            '/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >>',
          ),
        ),
      ),
    ).toMatchObject({ verdict: 'not-checkable' });
    const garbage = () => Buffer.from('this is not zlib data at all');
    expect(
      scanPdfForScripts(pdf(objectStream(OPEN_ACTION, '/Filter /FlateDecode', garbage))),
    ).toEqual({ verdict: 'not-checkable', reason: 'object stream invalid' });
  });

  it('stays fast on thousands of broken streams, and then refuses an object stream', () => {
    const broken = '<</Filter/FlateDecode>>stream\nx\u009cxxxx\nendstream\n'.repeat(20_000);
    const started = Date.now();
    expect(scanPdfForScripts(pdf(broken))).toEqual({ verdict: 'plain' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(scanPdfForScripts(pdf(broken, objectStream('<< /Type /Font >>')))).toEqual({
      verdict: 'not-checkable',
      reason: 'too many streams',
    });
  });

  it('stops inflating at the budget: a bomb of an object stream is refused, other streams skipped', () => {
    const bomb = deflateSync(Buffer.alloc(2 * 1024 * 1024, 0x20));
    const budget = { inflateBudgetBytes: 1024 * 1024 };
    expect(
      scanPdfForScripts(pdf(objectStream('', '/Filter /FlateDecode', () => bomb)), budget),
    ).toEqual({ verdict: 'not-checkable', reason: 'object stream too-large' });
    expect(scanPdfForScripts(pdf(stream(4, '/Filter /FlateDecode', bomb)), budget)).toEqual({
      verdict: 'plain',
    });
    // The budget is spent: an object stream after the bomb cannot be read any more.
    expect(
      scanPdfForScripts(
        pdf(stream(4, '/Filter /FlateDecode', bomb), objectStream('<< /Type /Font >>')),
        budget,
      ),
    ).toMatchObject({ verdict: 'not-checkable' });
  });
});
