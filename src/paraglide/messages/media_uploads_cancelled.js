/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Uploads_CancelledInputs */

const en_media_uploads_cancelled = /** @type {(inputs: Media_Uploads_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was charged. Your upload is waiting: pay whenever you are ready.`)
};

const es_media_uploads_cancelled = /** @type {(inputs: Media_Uploads_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se hizo ningún cargo. Tu archivo te espera: paga cuando quieras.`)
};

const fr_media_uploads_cancelled = /** @type {(inputs: Media_Uploads_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun montant n’a été débité. Votre envoi vous attend : payez quand vous le souhaitez.`)
};

/**
* | output |
* | --- |
* | "Nothing was charged. Your upload is waiting: pay whenever you are ready." |
*
* @param {Media_Uploads_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_cancelled = /** @type {((inputs?: Media_Uploads_CancelledInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_CancelledInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_cancelled(inputs)
	if (locale === "fr") return fr_media_uploads_cancelled(inputs)
	return en_media_uploads_cancelled(inputs)
});