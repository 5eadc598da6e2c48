/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Status_VerifiedInputs */

const en_content_status_verified = /** @type {(inputs: Content_Status_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Published`)
};

const es_content_status_verified = /** @type {(inputs: Content_Status_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicada`)
};

const fr_content_status_verified = /** @type {(inputs: Content_Status_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publiée`)
};

/**
* | output |
* | --- |
* | "Published" |
*
* @param {Content_Status_VerifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_status_verified = /** @type {((inputs?: Content_Status_VerifiedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Status_VerifiedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_content_status_verified(inputs)
	if (locale === "fr") return fr_content_status_verified(inputs)
	return en_content_status_verified(inputs)
});