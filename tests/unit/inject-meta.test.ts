import { describe, expect, it } from 'vitest';
import { injectMeta } from '../../server/src/http/pages/client-pages';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Almanac</title>
    <!--app-head-->
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('injectMeta', () => {
  it('replaces the title and the head marker with Open Graph tags', () => {
    const html = injectMeta(TEMPLATE, {
      title: 'Patch notes',
      description: 'What changed',
      url: 'https://almanac.example.com/news/patch',
      image: 'https://almanac.example.com/og.png',
    });
    expect(html).toContain('<title>Patch notes</title>');
    expect(html).not.toContain('<!--app-head-->');
    expect(html).toContain('<meta name="description" content="What changed" />');
    expect(html).toContain('<meta property="og:title" content="Patch notes" />');
    expect(html).toContain('<meta property="og:url" content="https://almanac.example.com/news/patch" />');
    expect(html).toContain('<meta property="og:image" content="https://almanac.example.com/og.png" />');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('leaves out og:image when there is no image', () => {
    expect(injectMeta(TEMPLATE, { title: 't', description: 'd', url: 'https://x.test/' })).not.toContain('og:image');
  });

  it('escapes markup and quotes so a title or description cannot break out of its tag', () => {
    const hostile = `"><script>alert('x')</script><a href='`;
    const html = injectMeta(TEMPLATE, { title: `</title><script>alert(1)</script> & co`, description: hostile, url: `https://x.test/?a="b"&c=<d>` });
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; co</title>');
    expect(html).toContain(`content="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&lt;a href=&#39;"`);
    expect(html).toContain('content="https://x.test/?a=&quot;b&quot;&amp;c=&lt;d&gt;"');
  });

  it('keeps replacement patterns in the text literal', () => {
    const html = injectMeta(TEMPLATE, { title: "$& $' $` $1", description: '$&', url: 'https://x.test/' });
    expect(html).toContain("<title>$&amp; $&#39; $` $1</title>");
    expect(html).toContain('<meta name="description" content="$&amp;" />');
  });

  it('writes the canonical link, a robots noindex when asked, and each JSON-LD node as data that cannot end its element', () => {
    const html = injectMeta(TEMPLATE, {
      title: 't',
      description: 'd',
      url: 'https://x.test/items/swords/a',
      noindex: true,
      jsonLd: [{ '@type': 'BreadcrumbList', name: '</script><script>alert(1)</script>' }, { '@type': 'Article' }],
    });
    expect(html).toContain('<link rel="canonical" href="https://x.test/items/swords/a" />');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
    expect(scripts).toEqual([{ '@type': 'BreadcrumbList', name: '</script><script>alert(1)</script>' }, { '@type': 'Article' }]);
    expect(html).not.toContain('<script>alert');
    expect(injectMeta(TEMPLATE, { title: 't', description: 'd', url: 'https://x.test/' })).not.toContain('noindex');
  });
});
