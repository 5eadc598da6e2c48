/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Media_Uploads_PayInputs */

const en_media_uploads_pay = /** @type {(inputs: Media_Uploads_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay ${i?.price}`)
};

const es_media_uploads_pay = /** @type {(inputs: Media_Uploads_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pagar ${i?.price}`)
};

const fr_media_uploads_pay = /** @type {(inputs: Media_Uploads_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payer ${i?.price}`)
};

/**
* | output |
* | --- |
* | "Pay {price}" |
*
* @param {Media_Uploads_PayInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_pay = /** @type {((inputs: Media_Uploads_PayInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_PayInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_pay(inputs)
	if (locale === "fr") return fr_media_uploads_pay(inputs)
	return en_media_uploads_pay(inputs)
});