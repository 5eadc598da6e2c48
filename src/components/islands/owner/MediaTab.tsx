/** Photos & Videos: the listing's gallery and video tours, with upload and delete (BusinessMedia). */
import type { Locale } from '#lib/i18n/locales.ts';
import { localizePath } from '#lib/i18n/locales.ts';
import type { OwnerDashboardView } from '#lib/views/owner-dashboard.ts';
import { owner_media_files_before, owner_media_files_link, owner_tab_media } from '#paraglide/messages.js';
import BusinessMedia from '../media/BusinessMedia.tsx';
// The gallery's styles come with the page that shows it, not with the module that hydrates it (every page would carry them).
import '../media/media.css';

export default function MediaTab({
  data,
  locale,
  page,
  onChanged,
}: {
  data: OwnerDashboardView;
  locale: Locale;
  page: string;
  onChanged: () => void;
}) {
  const t = { locale };
  return (
    <>
      <h2>{owner_tab_media({}, t)}</h2>
      <p className="muted">
        {owner_media_files_before({}, t)}
        <a href={localizePath(locale, `/business-uploads${/[?&]business=\d+/.test(page) ? `?business=${data.business.id}` : ''}`)}>
          {owner_media_files_link({}, t)}
        </a>
        .
      </p>
      <BusinessMedia
        businessId={data.business.id}
        businessName={data.business.name}
        videoTours={data.listingFeatures.videos}
        photos={data.photos}
        photoTotal={data.photos.length}
        videos={data.videos}
        canManage
        page={page}
        onChanged={onChanged}
        locale={locale}
      />
    </>
  );
}
