/** Photos & Videos: the listing's gallery and video tours, with upload and delete (BusinessMedia). */
import type { OwnerDashboardView } from '../../../lib/views/owner-dashboard.ts';
import BusinessMedia from '../media/BusinessMedia.tsx';

export default function MediaTab({ data, page, onChanged }: { data: OwnerDashboardView; page: string; onChanged: () => void }) {
  return (
    <>
      <h2>Photos &amp; Videos</h2>
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
