import { sharePhoneBox, sharePictureVersion, SHARE_PICTURE } from '@shared/card/share-picture';
import type { CardLanguage } from '@shared/i18n/card-words';
import { useT } from '@web/i18n/use-t';

/**
 * The couple's own card as a small picture (its hero, with their names, date and theme), for the
 * owner's pages: the phone cut from the card's share picture (`/api/cards/:id/picture.png`, named
 * by the card's version and language, so an edit shows at once and an unchanged card comes from the cache).
 * The box has the phone's shape and takes its height from `className` (e.g. `h-24`).
 */
export function CardPicture({
  cardId,
  version,
  language,
  couple,
  className,
}: {
  cardId: string;
  version: number;
  language: CardLanguage;
  couple: string;
  className: string;
}) {
  const t = useT();
  const phone = sharePhoneBox();
  // The picture, scaled so the phone fills the box, and moved so that it is the phone that shows.
  // Percentages of the box's width: margins and widths alike.
  const percent = (n: number) => `${((n / phone.width) * 100).toFixed(3)}%`;
  return (
    <div
      className={`shrink-0 overflow-hidden rounded-xl border border-emerald-deep/10 bg-blush shadow-sm ${className}`}
      style={{ aspectRatio: `${phone.width} / ${phone.height}` }}
    >
      <img
        src={`/api/cards/${encodeURIComponent(cardId)}/picture.png?v=${sharePictureVersion(version, language)}`}
        alt={t('cardHome.picture', { couple })}
        width={SHARE_PICTURE.width}
        height={SHARE_PICTURE.height}
        className="block h-auto max-w-none"
        style={{
          width: percent(SHARE_PICTURE.width),
          marginLeft: `-${percent(phone.left)}`,
          marginTop: `-${percent(phone.top)}`,
        }}
      />
    </div>
  );
}
