import type { LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';

/** The text of a PDF, its pages joined, white space runs made single spaces. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** Checks a PDF answer (status, type, attachment name) and returns its text. */
export async function expectPdf(res: LightMyRequestResponse, filename: string): Promise<string> {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(res.rawPayload);
}
