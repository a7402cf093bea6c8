import { describe, expect, it } from 'vitest';
import { criticalCss, markupTokens } from './critical-css';

const CSS = [
  '@layer properties{@supports (x:y){*,:before,:after{--tw-shadow:0 0 #0000}}}',
  '@layer theme{:root{--color-ink:#111;--color-unused:#222;--spacing:.25rem}}',
  '@layer base{body{color:var(--color-ink)}code,kbd{font-family:mono}::backdrop{--x:1}}',
  '@layer utilities{.mt-4{margin-top:calc(var(--spacing) * 4)}.hidden{display:none}',
  '.md\\:flex{display:flex}.hover\\:underline:hover{text-decoration:underline}',
  '.a:not(.b){color:red}[data-reveal]{content-visibility:auto}[data-other]{color:blue}',
  '.spin{animation:spin 1s}}',
  '@property --tw-shadow{syntax:"*";inherits:false}@property --tw-unused{syntax:"*";inherits:false}',
  '@keyframes spin{to{transform:rotate(1turn)}}@keyframes fade{to{opacity:0}}',
  '@media (min-width:768px){.hidden{display:block}.mt-4{margin-top:2rem}}',
].join('');

describe('critical CSS', () => {
  const html =
    '<body><div class="mt-4 md:flex a b hover:underline" data-reveal=""><span class="spin">x</span></div></body>';
  const css = criticalCss(CSS, html);

  it('keeps the rules the markup can match, with their media queries', () => {
    expect(css).toContain('.mt-4{margin-top:calc(var(--spacing) * 4)}');
    expect(css).toContain('.md\\:flex{display:flex}');
    expect(css).toContain('.hover\\:underline:hover');
    expect(css).toContain('@media (min-width:768px){.mt-4{margin-top:2rem}}');
    expect(css).toContain('[data-reveal]{content-visibility:auto}');
    expect(css).toContain('body{color:var(--color-ink)}');
  });

  it('drops rules for classes, attributes and elements the markup lacks', () => {
    expect(css).not.toContain('.hidden');
    expect(css).not.toContain('[data-other]');
    expect(css).not.toContain('code,kbd');
    expect(css).not.toContain('::backdrop');
  });

  it('keeps a class with an arbitrary value, its escaped brackets no attribute', () => {
    const arbitrary =
      '.max-w-\\[480px\\]{max-width:480px}.sm\\:min-h-\\[844px\\]{min-height:844px}';
    const kept = criticalCss(arbitrary, '<div class="max-w-[480px]">');
    expect(kept).toContain('.max-w-\\[480px\\]{max-width:480px}');
    expect(kept).not.toContain('844px');
  });

  it('reads :not() as no requirement', () => {
    expect(criticalCss(CSS, '<div class="a">')).toContain('.a:not(.b)');
  });

  it('keeps only the variables, @property rules and keyframes the kept rules use', () => {
    expect(css).toContain('--color-ink:#111');
    expect(css).toContain('--spacing:.25rem');
    expect(css).not.toContain('--color-unused');
    expect(css).toContain('@keyframes spin');
    expect(css).not.toContain('@keyframes fade');
    expect(css).not.toContain('--tw-unused');
  });

  it('leaves the old browsers’ @layer properties to the whole stylesheet', () => {
    expect(css).not.toContain('@supports (x:y)');
  });

  it('reads classes, attributes and element names from markup', () => {
    const tokens = markupTokens(`<p class="x  y" data-a='1' hidden><img src=a alt="">`);
    expect([...tokens.classes].sort()).toEqual(['x', 'y']);
    expect(tokens.attributes).toEqual(new Set(['class', 'data-a', 'hidden', 'src', 'alt']));
    expect(tokens.elements).toEqual(new Set(['html', 'body', 'p', 'img']));
  });
});
