/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Media_Uploads_Tier_SpotlightInputs */

const en_media_uploads_tier_spotlight = /** @type {(inputs: Media_Uploads_Tier_SpotlightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In the home page spotlight for its first ${i?.days} days, taking turns with other uploads`)
};

const es_media_uploads_tier_spotlight = /** @type {(inputs: Media_Uploads_Tier_SpotlightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En el foco de la página de inicio durante sus primeros ${i?.days} días, por turnos con otras cargas`)
};

const fr_media_uploads_tier_spotlight = /** @type {(inputs: Media_Uploads_Tier_SpotlightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À la une de la page d’accueil pendant ses ${i?.days} premiers jours, à tour de rôle avec d’autres dépôts`)
};

/**
* | output |
* | --- |
* | "In the home page spotlight for its first {days} days, taking turns with other uploads" |
*
* @param {Media_Uploads_Tier_SpotlightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_tier_spotlight = /** @type {((inputs: Media_Uploads_Tier_SpotlightInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_Tier_SpotlightInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_tier_spotlight(inputs)
	if (locale === "fr") return fr_media_uploads_tier_spotlight(inputs)
	return en_media_uploads_tier_spotlight(inputs)
});