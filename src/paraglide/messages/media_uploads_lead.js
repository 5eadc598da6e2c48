/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Media_Uploads_LeadInputs */

const en_media_uploads_lead = /** @type {(inputs: Media_Uploads_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photos, videos and documents (menus, flyers) for ${i?.name}’s page. Once its tier is paid, our team checks each upload, then publishes it as its tier says.`)
};

const es_media_uploads_lead = /** @type {(inputs: Media_Uploads_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fotos, videos y documentos (menús, folletos) para la página de ${i?.name}. Una vez pagado su nivel, nuestro equipo revisa cada carga y la publica como indica su nivel.`)
};

const fr_media_uploads_lead = /** @type {(inputs: Media_Uploads_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photos, vidéos et documents (menus, prospectus) pour la page de ${i?.name}. Une fois son niveau payé, notre équipe vérifie chaque dépôt, puis le publie comme son niveau le prévoit.`)
};

/**
* | output |
* | --- |
* | "Photos, videos and documents (menus, flyers) for {name}’s page. Once its tier is paid, our team checks each upload, then publishes it as its tier says." |
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