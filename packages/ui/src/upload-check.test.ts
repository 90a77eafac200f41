import { acceptOf, checkUploads, uploadKindOf } from './upload-check';

const PDF = new TextEncoder().encode('%PDF-1.4\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
const file = (name: string, bytes: Uint8Array<ArrayBuffer>, size?: number) => {
  const made = new File([new Uint8Array(bytes)], name);
  return size === undefined ? made : Object.defineProperty(made, 'size', { value: size });
};

describe('upload checks', () => {
  const proofs = { kinds: ['jpg', 'png', 'pdf'] as const, maxTotalBytes: 20 * 1024 * 1024 };

  it('recognises files by their first bytes', () => {
    expect(uploadKindOf(PDF)).toBe('pdf');
    expect(uploadKindOf(PNG)).toBe('png');
    expect(uploadKindOf(JPG)).toBe('jpg');
    expect(uploadKindOf(new TextEncoder().encode('name;amount'))).toBeUndefined();
  });

  it('accepts proofs whose name and content agree', async () => {
    expect(await checkUploads([file('receipt.pdf', PDF), file('scan.jpeg', JPG), file('scan.PNG', PNG)], proofs)).toBeNull();
  });

  it('refuses a file whose content is not what its name says, or a kind not allowed', async () => {
    expect(await checkUploads([file('receipt.pdf', new TextEncoder().encode('not a pdf'))], proofs)).toBe('invalid_file_type');
    expect(await checkUploads([file('receipt.png', PDF)], proofs)).toBe('invalid_file_type');
    expect(await checkUploads([file('logo.pdf', PDF)], { kinds: ['png', 'jpg'], maxTotalBytes: 1024 * 1024 })).toBe('invalid_file_type');
  });

  it('refuses files over the total size', async () => {
    const big = file('receipt.pdf', PDF, 15 * 1024 * 1024);
    expect(await checkUploads([big], proofs)).toBeNull();
    expect(await checkUploads([big, file('other.pdf', PDF, 6 * 1024 * 1024)], proofs)).toBe('file_too_large');
  });

  it('names the accepted extensions for the file picker', () => {
    expect(acceptOf(['jpg', 'png', 'pdf'])).toBe('.jpg,.jpeg,.png,.pdf');
  });
});
