import { describe, expect, it } from 'vitest';
import { safeImageUrl } from '../../../src/ui/components/image-url';
import { avatarTints } from '../../../src/ui/components/Avatar';
import { VIEWS } from '../../../src/ui/views/table';
import { REACHABLE_VIEWS } from '../../../src/state/routes';

describe('image URLs', () => {
  const origin = 'https://site.example';
  it.each(['data:image/png;base64,AAAA', 'data:image/svg+xml,%3Csvg%2F%3E', 'https://cdn.example/w.png'])('accepts %s', (url) => {
    expect(safeImageUrl(url, origin)).toBeDefined();
  });
  it('treats protocol-relative URLs by the page protocol: plain http is refused', () => {
    expect(safeImageUrl('//cdn.example/x.png', 'http://site.example')).toBeUndefined();
    expect(safeImageUrl('//cdn.example/x.png', origin)).toBe('https://cdn.example/x.png');
  });
  it('accepts same-origin paths', () => {
    expect(safeImageUrl('/icons/w.png', origin)).toBe('https://site.example/icons/w.png');
    expect(safeImageUrl('icons/w.png', origin)).toBe('https://site.example/icons/w.png');
  });
  it('accepts plain http only from the same origin (a local dev page)', () => {
    expect(safeImageUrl('http://localhost:5173/w.png', 'http://localhost:5173')).toBe('http://localhost:5173/w.png');
    expect(safeImageUrl('/w.png', 'http://localhost:5173')).toBe('http://localhost:5173/w.png');
    expect(safeImageUrl('http://localhost:5174/w.png', 'http://localhost:5173')).toBeUndefined();
    expect(safeImageUrl('blob:http://localhost:5173/0b5c4d1e', 'http://localhost:5173')).toBeUndefined();
  });
  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'http://cdn.example/w.png', 'vbscript:x', ''])('rejects %s', (url) => {
    expect(safeImageUrl(url, origin)).toBeUndefined();
  });
});

describe('avatar', () => {
  it('has 5 tints at 15% lightness steps of one hue, stable per address', () => {
    const tints = avatarTints('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(tints).toHaveLength(5);
    const parsed = tints.map((t) => /hsl\((\d+), 70%, (\d+)%\)/.exec(t)!);
    expect(new Set(parsed.map((p) => p[1])).size).toBe(1);
    expect(parsed.map((p) => Number(p[2]))).toEqual([30, 45, 60, 75, 90]);
    expect(avatarTints('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toEqual(tints);
    expect(avatarTints('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).not.toEqual(tints);
  });
});

describe('view table', () => {
  it('maps every reachable view, and only those', () => {
    expect(Object.keys(VIEWS).sort()).toEqual([...REACHABLE_VIEWS].sort());
  });
});
