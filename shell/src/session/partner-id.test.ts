import { openPartnerId, sealPartnerId } from './partner-id';

describe('sealed partner id', () => {
  const key = 'development-only-client-key-change-me';

  it('opens with the same key and differs on every sealing', async () => {
    const first = await sealPartnerId('4711', key);
    const second = await sealPartnerId('4711', key);
    expect(first).not.toContain('4711');
    expect(first).not.toBe(second);
    expect(await openPartnerId(first, key)).toBe('4711');
  });

  it('refuses another key and a tampered value', async () => {
    const sealed = await sealPartnerId('4711', key);
    expect(await openPartnerId(sealed, 'another-client-key-of-the-portal')).toBeNull();
    const tampered = `${sealed.slice(0, -4)}AAAA`;
    expect(await openPartnerId(tampered, key)).toBeNull();
    expect(await openPartnerId('not base64!', key)).toBeNull();
  });
});
