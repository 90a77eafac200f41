/** A sandbox photo's size: what the screens' cards and summaries are laid out for. */
export const PHOTO_WIDTH = 640;
export const PHOTO_HEIGHT = 400;

/** A filled rectangle, the sandbox photos' main shape. */
export const svgRect = (x: number, y: number, w: number, h: number, fill: string) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`;

/**
 * A generated photo of sandbox content: the sky's gradient, the sun (placed by `random`), then the
 * product's scene, drawn after the sun so its shapes take the seed's next numbers. Presentation
 * attributes only: no style, no script, nothing the service's CSP would block.
 */
export function sandboxPhoto(random: () => number, [skyTop, skyBottom]: readonly string[], sunRadius: number, scene: () => string[]): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>`,
    `<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#sky)"/>`,
    `<circle cx="${80 + Math.floor(random() * 480)}" cy="${50 + Math.floor(random() * 60)}" r="${sunRadius}" fill="#fff2cc"/>`,
    ...scene(),
    '</svg>',
  ].join('');
}
