/**
 * The guide's own catalogue in Spanish and French (decision 024), published as an admin would:
 * the rewards' titles and descriptions, and the names and descriptions of the membership plans and
 * the listing plans. Plan features are messages, not rows here.
 */
import * as schema from '../schema.ts';
import { contentKey } from '#lib/domain/content-keys.ts';
import type { Database } from '#lib/server/db/client.ts';
import { LISTING_PLANS, SUBSCRIPTION_PLANS } from './plans.ts';
import { SEED_REWARDS } from './loyalty.ts';

type Texts = { es: string; fr: string };
type Writer = Pick<Parameters<Parameters<Database['transaction']>[0]>[0], 'insert' | 'select'>;

/** By the reward's English title. */
export const REWARD_TRANSLATIONS: Record<(typeof SEED_REWARDS)[number]['title'], { title: Texts; description: Texts }> = {
  'A drip coffee on the house': {
    title: { es: 'Un café de filtro por cuenta de la casa', fr: 'Un café filtre offert par la maison' },
    description: { es: 'El café de filtro del día, del tamaño que quieras.', fr: 'Le café filtre du jour, dans la taille de votre choix.' },
  },
  'Sweet potato pie for two': {
    title: { es: 'Pastel de batata para dos', fr: 'Tarte à la patate douce pour deux' },
    description: {
      es: 'Dos porciones del pastel de batata de la casa con cualquier cena.',
      fr: 'Deux parts de la tarte à la patate douce maison avec n’importe quel dîner.',
    },
  },
  'Hot cocoa float': {
    title: { es: 'Chocolate caliente con helado', fr: 'Chocolat chaud et sa boule de glace' },
    description: {
      es: 'Una taza de chocolate caliente con una bola de vainilla encima.',
      fr: 'Une tasse de chocolat chaud surmontée d’une boule de vanille.',
    },
  },
  '10% off a guided walk': {
    title: { es: '10 % de descuento en un paseo guiado', fr: '10 % de réduction sur une visite guidée' },
    description: {
      es: 'Un diez por ciento de descuento en cualquier paseo en grupo abierto al público.',
      fr: 'Dix pour cent de réduction sur toute visite de groupe ouverte au public.',
    },
  },
};

/** By the plan's slug: membership and business subscription plans. */
export const PLAN_TRANSLATIONS: Record<(typeof SUBSCRIPTION_PLANS)[number]['slug'], { name: Texts; description: Texts }> = {
  'explorer-free': {
    name: { es: 'Miembro de la comunidad', fr: 'Membre de la communauté' },
    description: {
      es: 'Explora la guía, guarda tus favoritos e inscríbete en los eventos de la comunidad.',
      fr: 'Parcourez le guide, enregistrez vos favoris et inscrivez-vous aux événements du quartier.',
    },
  },
  'explorer-premium-monthly': {
    name: { es: 'Miembro Premium', fr: 'Membre Premium' },
    description: {
      es: 'Toda la guía, más eventos exclusivos para miembros, recorridos en video y mensajes con los dueños de negocios.',
      fr: 'Tout le guide, avec en plus des événements réservés aux membres, des visites en vidéo et la messagerie avec les commerçants.',
    },
  },
  'explorer-premium-yearly': {
    name: { es: 'Miembro Premium (anual)', fr: 'Membre Premium (annuel)' },
    description: {
      es: 'La membresía Premium cobrada una vez al año: dos meses gratis.',
      fr: 'L’adhésion Premium facturée une fois par an : deux mois offerts.',
    },
  },
  'business-basic': {
    name: { es: 'Anuncio básico', fr: 'Annonce de base' },
    description: {
      es: 'Un anuncio gratuito con datos de contacto, horario, fotos y reseñas.',
      fr: 'Une annonce gratuite avec coordonnées, horaires, photos et avis.',
    },
  },
  'business-premium-annual': {
    name: { es: 'Anuncio Premium anual', fr: 'Annonce Premium annuelle' },
    description: {
      es: 'Un anuncio Premium durante un año: posición destacada, eventos y recorridos en video.',
      fr: 'Une annonce Premium pendant un an : placement mis en avant, événements et visites en vidéo.',
    },
  },
};

/** By the listing plan's slug. */
export const LISTING_PLAN_TRANSLATIONS: Record<(typeof LISTING_PLANS)[number]['slug'], { name: Texts; description: Texts }> = {
  basic: {
    name: { es: 'Básico', fr: 'Essentiel' },
    description: {
      es: 'Un mes de posición destacada para un anuncio nuevo.',
      fr: 'Un mois de placement mis en avant pour une nouvelle annonce.',
    },
  },
  'standard-plus': {
    name: { es: 'Estándar Plus', fr: 'Formule Standard Plus' },
    description: {
      es: 'Dos meses de posición destacada, con recorridos en video.',
      fr: 'Deux mois de placement mis en avant, avec visites en vidéo.',
    },
  },
  'annual-premium': {
    name: { es: 'Premium anual', fr: 'Premium annuel' },
    description: {
      es: 'Un año entero como negocio Premium, con eventos y recorridos en video.',
      fr: 'Une année entière en tant que commerce Premium, avec événements et visites en vidéo.',
    },
  },
  'premium-featured': {
    name: { es: 'Premium destacado', fr: 'Premium à la une' },
    description: {
      es: 'Tres meses de posición destacada, en los primeros puestos del directorio.',
      fr: 'Trois mois de placement mis en avant, bien classé dans l’annuaire.',
    },
  },
  'platinum-elite': {
    name: { es: 'Platino Élite', fr: 'Platine Élite' },
    description: { es: 'Seis meses en lo más alto del directorio.', fr: 'Six mois en tête de l’annuaire.' },
  },
};

/** Inserts the verified translations of the seeded rewards and plans (after both are in). */
export async function seedCatalogueTranslations(tx: Writer): Promise<void> {
  const [rewards, plans, listingPlans] = await Promise.all([
    tx.select({ id: schema.loyaltyRewards.id, title: schema.loyaltyRewards.title }).from(schema.loyaltyRewards),
    tx.select({ id: schema.subscriptionPlans.id, slug: schema.subscriptionPlans.slug }).from(schema.subscriptionPlans),
    tx.select({ id: schema.listingPlans.id, slug: schema.listingPlans.slug }).from(schema.listingPlans),
  ]);
  const rows: (typeof schema.translations.$inferInsert)[] = [];
  const add = (key: string, kind: string, texts: Texts) => {
    for (const language of ['es', 'fr'] as const)
      rows.push({ languageCode: language, translationKey: key, translatedText: texts[language], context: kind, isVerified: true });
  };
  for (const reward of rewards) {
    const texts = REWARD_TRANSLATIONS[reward.title as keyof typeof REWARD_TRANSLATIONS];
    if (!texts) continue;
    add(contentKey('reward', reward.id, 'title'), 'reward', texts.title);
    add(contentKey('reward', reward.id, 'description'), 'reward', texts.description);
  }
  for (const plan of plans) {
    const texts = PLAN_TRANSLATIONS[plan.slug as keyof typeof PLAN_TRANSLATIONS];
    if (!texts) continue;
    add(contentKey('plan', plan.id, 'name'), 'plan', texts.name);
    add(contentKey('plan', plan.id, 'description'), 'plan', texts.description);
  }
  for (const plan of listingPlans) {
    const texts = LISTING_PLAN_TRANSLATIONS[plan.slug as keyof typeof LISTING_PLAN_TRANSLATIONS];
    if (!texts) continue;
    add(contentKey('listingplan', plan.id, 'name'), 'listingplan', texts.name);
    add(contentKey('listingplan', plan.id, 'description'), 'listingplan', texts.description);
  }
  if (rows.length > 0) await tx.insert(schema.translations).values(rows).onConflictDoNothing();
}
