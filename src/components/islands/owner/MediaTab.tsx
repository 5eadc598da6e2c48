/** Photos & Videos: the listing's gallery and video tours, with upload and delete (BusinessMedia). */
import type { OwnerDashboardView } from '../../../lib/views/owner-dashboard.ts';
import BusinessMedia from '../media/BusinessMedia.tsx';
// The gallery's styles come with the page that shows it, not with the module that hydrates it (every page would carry them).
import '../media/media.css';

export default function MediaTab({ data, page, onChanged }: { data: OwnerDashboardView; page: string; onChanged: () => void }) {
  return (
    <>
      <h2>Photos &amp; Videos</h2>
      <p className="muted">
        Menus, flyers and other files for the guide&apos;s team go through the <a href={`/business-uploads${/[?&]business=\d+/.test(page) ? `?business=${data.business.id}` : ''}`}>Upload Center</a>.
      </p>
      <BusinessMedia
        businessId={data.business.id}
        businessName={data.business.name}
        isPremiumBusiness={data.summary.isPremium}
        photos={data.photos}
        photoTotal={data.photos.length}
        videos={data.videos}
        canManage
        page={page}
        onChanged={onChanged}
      />
    </>
  );
}
