/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Review_VerifyInputs */

const en_content_review_verify = /** @type {(inputs: Content_Review_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify and publish`)
};

const es_content_review_verify = /** @type {(inputs: Content_Review_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar y publicar`)
};

const fr_content_review_verify = /** @type {(inputs: Content_Review_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier et publier`)
};

/**
* | output |
* | --- |
* | "Verify and publish" |
*
* @param {Content_Review_VerifyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_review_verify = /** @type {((inputs?: Content_Review_VerifyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Review_VerifyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_content_review_verify(inputs)
	if (locale === "fr") return fr_content_review_verify(inputs)
	return en_content_review_verify(inputs)
});