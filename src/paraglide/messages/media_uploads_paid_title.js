/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Uploads_Paid_TitleInputs */

const en_media_uploads_paid_title = /** @type {(inputs: Media_Uploads_Paid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Successful`)
};

const es_media_uploads_paid_title = /** @type {(inputs: Media_Uploads_Paid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago realizado`)
};

const fr_media_uploads_paid_title = /** @type {(inputs: Media_Uploads_Paid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement réussi`)
};

/**
* | output |
* | --- |
* | "Payment Successful" |
*
* @param {Media_Uploads_Paid_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_paid_title = /** @type {((inputs?: Media_Uploads_Paid_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_Paid_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_paid_title(inputs)
	if (locale === "fr") return fr_media_uploads_paid_title(inputs)
	return en_media_uploads_paid_title(inputs)
});