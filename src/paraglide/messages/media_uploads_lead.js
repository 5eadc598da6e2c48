/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Media_Uploads_LeadInputs */

const en_media_uploads_lead = /** @type {(inputs: Media_Uploads_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Menus, flyers, photo sets and videos for ${i?.name}. Each upload is reviewed and published once its tier is paid.`)
};

const es_media_uploads_lead = /** @type {(inputs: Media_Uploads_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Menús, volantes, series de fotos y videos para ${i?.name}. Cada archivo se revisa y se publica una vez pagado su nivel.`)
};

const fr_media_uploads_lead = /** @type {(inputs: Media_Uploads_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Menus, flyers, séries de photos et vidéos pour ${i?.name}. Chaque envoi est vérifié puis publié une fois sa formule payée.`)
};

/**
* | output |
* | --- |
* | "Menus, flyers, photo sets and videos for {name}. Each upload is reviewed and published once its tier is paid." |
*
* @param {Media_Uploads_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_lead = /** @type {((inputs: Media_Uploads_LeadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_LeadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_lead(inputs)
	if (locale === "fr") return fr_media_uploads_lead(inputs)
	return en_media_uploads_lead(inputs)
});