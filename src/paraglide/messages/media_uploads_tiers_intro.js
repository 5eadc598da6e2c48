/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Uploads_Tiers_IntroInputs */

const en_media_uploads_tiers_intro = /** @type {(inputs: Media_Uploads_Tiers_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team checks every upload before it is published, and refunds it in full if we do not publish it. Published uploads show on your business page to every visitor (images shown, videos played, documents to download), higher tiers first, at most 12 at a time.`)
};

const es_media_uploads_tiers_intro = /** @type {(inputs: Media_Uploads_Tiers_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuestro equipo revisa cada carga antes de publicarla y, si no la publicamos, la reembolsa por completo. Las cargas publicadas aparecen en la página de tu negocio para todos los visitantes (imágenes a la vista, videos para reproducir, documentos para descargar), primero los niveles más altos, 12 como máximo a la vez.`)
};

const fr_media_uploads_tiers_intro = /** @type {(inputs: Media_Uploads_Tiers_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe vérifie chaque dépôt avant de le publier, et le rembourse en totalité si nous ne le publions pas. Les dépôts publiés figurent sur la page de votre commerce pour tous les visiteurs (images affichées, vidéos à regarder, documents à télécharger), les niveaux supérieurs d’abord, 12 au plus à la fois.`)
};

/**
* | output |
* | --- |
* | "Our team checks every upload before it is published, and refunds it in full if we do not publish it. Published uploads show on your business page to every vi..." |
*
* @param {Media_Uploads_Tiers_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_tiers_intro = /** @type {((inputs?: Media_Uploads_Tiers_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_Tiers_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_tiers_intro(inputs)
	if (locale === "fr") return fr_media_uploads_tiers_intro(inputs)
	return en_media_uploads_tiers_intro(inputs)
});