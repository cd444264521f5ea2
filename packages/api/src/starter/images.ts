import sharp from 'sharp';

/** A plain PNG drawn from shapes (no text: fonts differ between machines). */
const png = (width: number, height: number, shapes: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes}</svg>`,
    ),
  )
    .png()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

/** The starter company's letterhead (principal) and footer (pie): sample pictures to replace. */
export async function starterImages(): Promise<{ principal: Uint8Array[]; pie: Uint8Array[] }> {
  const letterhead = await png(
    800,
    160,
    '<rect width="800" height="160" fill="#ffffff"/><circle cx="80" cy="80" r="52" fill="#1c7ed6"/><circle cx="80" cy="80" r="22" fill="#ffffff"/><rect x="160" y="58" width="300" height="18" rx="9" fill="#1c7ed6"/><rect x="160" y="90" width="200" height="12" rx="6" fill="#868e96"/>',
  );
  const footer = await png(
    800,
    60,
    '<rect width="800" height="60" fill="#ffffff"/><rect y="0" width="800" height="4" fill="#1c7ed6"/><rect x="250" y="26" width="300" height="10" rx="5" fill="#adb5bd"/>',
  );
  return { principal: [letterhead], pie: [footer] };
}
