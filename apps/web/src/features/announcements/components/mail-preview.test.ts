import { describe, expect, it } from 'vitest';
import { lightPreview } from './mail-preview';

// The head of an announcement's HTML as the API renders it (apps/api/.../announcements/render.ts).
const html = `<!doctype html><html lang="en"><head>
<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">
<style>body{background:#f8f9fa}@media (prefers-color-scheme: dark){body,.page{background:#1a1b1e!important}}</style>
</head><body><p>Hello</p></body></html>`;

describe('the light preview of a message', () => {
  it('stays light on a device that prefers dark: no dark media rules, no dark canvas', () => {
    const light = lightPreview(html);
    expect(light).not.toContain('prefers-color-scheme: dark');
    expect(light).toContain('<meta name="color-scheme" content="light">');
    expect(light).toContain('<meta name="supported-color-schemes" content="light">');
    expect(light).toContain('body{background:#f8f9fa}');
    expect(light).toContain('<p>Hello</p>');
  });
});
